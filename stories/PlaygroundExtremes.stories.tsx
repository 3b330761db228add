/**
 * The playground with its controls at their ends, as a person can set them: the panel
 * must render and work there without a console error (React warnings and the panel's
 * own reports of unusable settings are console errors). Tests only: hidden from the
 * sidebar (`!dev`), run by Vitest like every story.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, spyOn, waitFor } from 'storybook/test'
import { AttachmentUploadPanel } from '../src'
import * as markup from '../src/test/selectors'
import { photoFile, photoOfSize } from './support/files'
import { openPanel } from './support/panelDriver'
import {
  CONTROL_RANGES,
  type PlaygroundArgs,
  playgroundArgTypes,
  playgroundDefaults,
  toPanelProps,
} from './support/playgroundArgs'
import { quietPeriod } from './support/timing'

const meta = {
  title: 'Panel załączników/Plac zabaw – skrajne wartości',
  // ASCII, so story ids, links and baseline file names stay plain
  id: 'panel-zalacznikow-plac-zabaw-skrajne-wartosci',
  tags: ['!dev'],
  args: playgroundDefaults,
  argTypes: playgroundArgTypes,
  render: (args) => <AttachmentUploadPanel {...toPanelProps(args)} />,
  beforeEach: () => {
    const consoleError = spyOn(console, 'error')
    return () => consoleError.mockRestore()
  },
} satisfies Meta<PlaygroundArgs>

export default meta
type Story = StoryObj<typeof meta>

type NumericControl = keyof typeof CONTROL_RANGES

const everyNumberAt = (end: 'min' | 'max') =>
  Object.fromEntries(Object.entries(CONTROL_RANGES).map(([name, range]) => [name, range[end]])) as Record<
    NumericControl,
    number
  >

/** Waits a moment for late effects, then checks nothing was reported to the console as an error. */
async function expectNoConsoleError() {
  await quietPeriod()
  // The calls in the message, so a failure says what was reported.
  const reported = (console.error as unknown as { mock: { calls: unknown[][] } }).mock.calls
  expect(console.error, JSON.stringify(reported).slice(0, 2000)).not.toHaveBeenCalled()
}

export const SmallestValues: Story = {
  name: 'Każda liczba na minimum, telefon 320 px',
  args: everyNumberAt('min'),
  globals: { viewport: { value: 'phone320', isRotated: false } },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement)

    // One place, files up to 0.1 MB: a bigger photo is refused, a small one is listed.
    await panel.addFiles([photoOfSize('duze-zdjecie.png', 200 * 1024)])
    await panel.findNotice(/^Plik „duze-zdjecie\.png” jest za duży\./)
    await panel.addFiles([photoFile('zdjecie-szkody.png')])
    await panel.findFile('zdjecie-szkody.png')
    await panel.findInStatusBar('Prześlij 1 plik')
    await panel.settle()

    const panelBox = canvasElement.querySelector('.aup-panel') as HTMLElement
    expect(panelBox.getBoundingClientRect().width).toBeLessThanOrEqual(320)
    expect(panelBox.scrollWidth).toBeLessThanOrEqual(panelBox.clientWidth)
    const dashboard = canvasElement.querySelector(markup.inner) as HTMLElement
    expect(dashboard.getBoundingClientRect().height).toBeLessThanOrEqual(CONTROL_RANGES.height.min)
    await expectNoConsoleError()
  },
}

export const LargestValues: Story = {
  name: 'Każda liczba na maksimum, ciemny motyw, tablet 768 px',
  args: { ...everyNumberAt('max'), theme: 'dark' },
  globals: { viewport: { value: 'tablet768', isRotated: false } },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement)

    // As many attachments taken as the limit allows: nothing more can be added.
    await waitFor(() =>
      expect(panel.banner()).toHaveTextContent(
        `Osiągnięto limit ${CONTROL_RANGES.maxFiles.max} załączników. Usuń któryś z nich, aby dodać nowy.`,
      ),
    )
    const dashboard = canvasElement.querySelector(markup.inner) as HTMLElement
    expect(dashboard.getBoundingClientRect().height).toBeLessThanOrEqual(CONTROL_RANGES.height.max)
    await expectNoConsoleError()
  },
}

export const SignedOutWhileSettingsLoad: Story = {
  name: 'Wylogowany, gdy ustawienia się wczytują, motyw jak w systemie',
  args: { signedIn: false, settingsLoaded: false, theme: 'auto' },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement)

    await waitFor(() => expect(panel.banner()).toHaveTextContent('Wczytywanie ustawień załączników…'))
    await expectNoConsoleError()
  },
}
