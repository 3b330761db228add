/**
 * The "Serwer" toolbar decides what the endpoint answers. Every story here does the
 * same thing, the member sends one photo, and differs only in the server it sets
 * (`globals`, as the toolbar does), so what the member sees differs only because of
 * the switch. The scenarios other catalogue stories force (400, stall, no answer,
 * 500, no connection, 500 until retry) are covered there.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import type { UploadBehaviour } from '../mocks/handlers'
import * as messages from '../src/i18n/messages'
import * as markup from '../src/test/selectors'
import { photoFile } from './support/files'
import { expectHostHeardFailures, expectUploadSuccessFor } from './support/hostCallbacks'
import { openPanel, type PanelDriver } from './support/panelDriver'
import { AttachmentUploadPanel, panelArgs, panelArgTypes } from './support/panelMeta'
import { SLOW_UPLINK_MS } from './support/serverScenarios'
import { forcedServer } from './support/serverSwitch'
import type { UploadServer } from './support/uploadServer'

const meta = {
  title: 'Panel załączników/Przełącznik serwera',
  // ASCII, so story ids, links and baseline file names stay plain
  id: 'panel-zalacznikow-przelacznik-serwera',
  component: AttachmentUploadPanel,
  args: panelArgs,
  argTypes: panelArgTypes,
} satisfies Meta<typeof AttachmentUploadPanel>

export default meta
type Story = StoryObj<typeof meta>

const PHOTO = 'zdjecie-szkody.png'

/** What a member reads when the server says the sign-in is over, in any of its ways. */
const SIGN_IN_NOTICE = messages.uploadFailedForFile(PHOTO, messages.unauthorized)

/** The one thing every story here does: pick a photo and press the upload button. Returns when it was pressed. */
async function sendOnePhoto(canvasElement: HTMLElement): Promise<{ panel: PanelDriver; sentAt: number }> {
  const panel = await openPanel(canvasElement)
  await panel.addFiles([photoFile(PHOTO)])
  await panel.settle()
  await panel.pressInStatusBar('Prześlij 1 plik')
  return { panel, sentAt: performance.now() }
}

/** Each request was answered by the named handler `behaviour`, and there were `count` of them. */
function expectAnsweredBy(server: UploadServer, behaviour: UploadBehaviour, count: number) {
  expect(server.requests.map((request) => request.answeredAs)).toEqual(Array(count).fill(behaviour))
}

export const Success: Story = {
  name: 'Serwer: przyjmuje plik',
  globals: forcedServer('success'),
  play: async ({ args, canvasElement, uploadServer }) => {
    const { panel } = await sendOnePhoto(canvasElement)

    await panel.expectStatus('complete', 'Przesyłanie zakończone')
    expectAnsweredBy(uploadServer, 'success', 1)
    expectUploadSuccessFor(args.onUploadSuccess, [{ name: PHOTO, type: 'image/png' }])
  },
}

export const SlowSuccess: Story = {
  name: 'Serwer: wolne połączenie, potem przyjmuje',
  globals: forcedServer('slowSuccess'),
  play: async ({ args, canvasElement, uploadServer }) => {
    const { panel, sentAt } = await sendOnePhoto(canvasElement)

    // The bar is seen part-way, not only empty and full.
    await waitFor(
      () => {
        const percent = Number(canvasElement.querySelector(markup.progressBar)?.getAttribute('aria-valuenow'))
        expect(percent).toBeGreaterThan(0)
        expect(percent).toBeLessThan(100)
      },
      { timeout: SLOW_UPLINK_MS },
    )
    await panel.expectStatus('uploading', /^Przesyłanie/)
    // Meanwhile the server has not been reached: the file is still on its way.
    expect(uploadServer.requests).toHaveLength(0)

    await waitFor(() => expect(args.onCompleteSuccess).toHaveBeenCalledTimes(1), { timeout: 4 * SLOW_UPLINK_MS })
    expect(performance.now() - sentAt).toBeGreaterThanOrEqual(SLOW_UPLINK_MS)
    await panel.expectStatus('complete', 'Przesyłanie zakończone')
    expectAnsweredBy(uploadServer, 'slowSuccess', 1)
  },
}

/**
 * A server that, in its own way, says the sign-in is over: the sign-in notice, a failed run, one
 * request only (sending again would not help before the member signs in), and nothing for the host.
 */
function signInOver(behaviour: 'unauthorized' | 'redirectToLogin' | 'loginPage'): Pick<Story, 'globals' | 'play'> {
  return {
    globals: forcedServer(behaviour),
    play: async ({ args, canvasElement, uploadServer }) => {
      const { panel } = await sendOnePhoto(canvasElement)

      await panel.findNotice(SIGN_IN_NOTICE)
      await panel.expectStatus('error', 'Przesyłanie nie powiodło się')
      expectAnsweredBy(uploadServer, behaviour, 1)
      // A redirect ends on the login page's 200, as does a login page sent instead of the answer.
      expectHostHeardFailures(args, [
        { name: PHOTO, kind: 'unauthorized', status: behaviour === 'unauthorized' ? 401 : 200 },
      ])
    },
  }
}

export const Unauthorized: Story = { name: 'Serwer: 401 (sesja wygasła)', ...signInOver('unauthorized') }

/** The browser followed the redirect and got a 200 page: still a failure, never a success. */
export const RedirectToLogin: Story = {
  name: 'Serwer: przekierowanie na stronę logowania',
  ...signInOver('redirectToLogin'),
}

export const LoginPageInsteadOfJson: Story = { name: 'Serwer: 200 ze stroną HTML', ...signInOver('loginPage') }

export const RetryAfterThenSuccess: Story = {
  name: 'Serwer: 429 z Retry-After 1 s, potem przyjmuje',
  globals: forcedServer('retryAfterThenSuccess'),
  play: async ({ args, canvasElement, uploadServer }) => {
    const { panel, sentAt } = await sendOnePhoto(canvasElement)

    await waitFor(() => expect(args.onCompleteSuccess).toHaveBeenCalledTimes(1), { timeout: 8000 })
    // The panel waited as long as the server asked before sending again.
    expect(performance.now() - sentAt).toBeGreaterThanOrEqual(1000)
    await panel.expectStatus('complete', 'Przesyłanie zakończone')
    expectAnsweredBy(uploadServer, 'failTimesThenSucceed', 2)
    expectUploadSuccessFor(args.onUploadSuccess, [{ name: PHOTO, type: 'image/png' }])
  },
}

export const RetryAfterLong: Story = {
  name: 'Serwer: 429 z Retry-After 1 godz.',
  globals: forcedServer('retryAfterLong'),
  play: async ({ args, canvasElement, uploadServer }) => {
    const { panel } = await sendOnePhoto(canvasElement)

    // Too long to wait out: the member is told when to come back instead.
    await panel.findNotice(messages.serverBusy(3600 * 1000))
    await panel.expectStatus('error')
    expectAnsweredBy(uploadServer, 'tooManyRequests', 1)
    expectHostHeardFailures(args, [{ name: PHOTO, kind: 'server-error', status: 429 }])
  },
}

export const LongBadRequest: Story = {
  name: 'Serwer: 400 z bardzo długim komunikatem',
  globals: forcedServer('longBadRequest'),
  play: async ({ args, canvasElement, uploadServer }) => {
    const { panel } = await sendOnePhoto(canvasElement)

    await panel.findNotice(/^Serwer odrzucił plik, ponieważ/)
    await panel.expectStatus('error', 'Przesyłanie nie powiodło się')
    // The long text stays inside the panel.
    const panelBox = canvasElement.querySelector('.aup-panel') as HTMLElement
    expect(panelBox.scrollWidth).toBeLessThanOrEqual(panelBox.clientWidth)
    expectAnsweredBy(uploadServer, 'longBadRequest', 1)
    expectHostHeardFailures(args, [{ name: PHOTO, kind: 'refused', status: 400 }])
  },
}
