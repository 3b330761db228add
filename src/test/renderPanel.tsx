import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { expect, vi } from 'vitest'
import { page, server, userEvent } from 'vitest/browser'
import { AttachmentUploadPanel } from '../panel/AttachmentUploadPanel'
import type { AttachmentUploadPanelProps } from '../types'
import { clickElement } from './clickElement'
import { DEMO_SETTINGS } from './demo'
import { queryAddMore, queryFileInput } from './panelQueries'
import * as markup from './selectors'

export { DEMO_SETTINGS }

/** Renders the panel in StrictMode (as hosts in development do) into a fresh container. */
export async function renderPanel(props: Partial<AttachmentUploadPanelProps> = {}) {
  const container = document.createElement('div')
  container.style.width = '700px'
  document.body.append(container)
  const root = createRoot(container)
  let current: AttachmentUploadPanelProps = { token: 'member-token', settings: DEMO_SETTINGS, ...props }
  const render = (next: AttachmentUploadPanelProps) => {
    current = next
    root.render(
      <StrictMode>
        <AttachmentUploadPanel {...next} />
      </StrictMode>,
    )
  }
  render(current)
  await waitForDashboard(container)
  return {
    container,
    rerender: async (changes: Partial<AttachmentUploadPanelProps>) => {
      render({ ...current, ...changes })
      await new Promise((resolve) => setTimeout(resolve, 50))
    },
    unmount: () => {
      root.unmount()
      container.remove()
    },
  }
}

async function waitForDashboard(container: HTMLElement) {
  for (let i = 0; i < 100 && !container.querySelector(markup.root); i++) {
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  if (!container.querySelector(markup.root)) throw new Error('The Dashboard did not mount')
}

/** Adds files the way the browse button does: through the Dashboard's file input. */
export async function addFiles(container: HTMLElement, files: File[]) {
  const findInput = () => queryFileInput(container)
  if (!findInput()) {
    // With files in the list, the browse input lives in the "add more" panel.
    const addMore = queryAddMore(container)
    if (!addMore) throw new Error('Neither a file input nor "add more" in the panel')
    await clickElement(addMore)
    for (let i = 0; i < 50 && !findInput(); i++) await new Promise((resolve) => setTimeout(resolve, 20))
  }
  const input = findInput()
  if (!input) throw new Error('No file input in the panel')
  await pickFiles().upload(input, files)
}

/**
 * What the file chooser gives, whatever the input's `accept` says (a member may pick "all files"): Playwright
 * sets the files as the chooser does; Vitest's "preview" page (Firefox, WebKit) uses Testing Library's
 * `userEvent`, which by default drops files the input does not accept.
 */
const pickFiles = (): Pick<typeof userEvent, 'upload'> =>
  server.provider === 'preview'
    ? (userEvent.setup as (options: { applyAccept: boolean }) => typeof userEvent)({ applyAccept: false })
    : userEvent

export function button(name: string | RegExp) {
  return page.getByRole('button', { name, exact: true })
}

/**
 * Waits for the status bar's button `name` to be shown. The status bar's code loads with the first listed file:
 * from a cold development server, with Firefox and WebKit beside it on two cores, that took over 5 s.
 */
export async function statusBarButton(name: string) {
  await vi.waitFor(() => expect(button(name).element()).toBeVisible(), { timeout: 20_000, interval: 20 })
}

/**
 * The status bar's own buttons (per-file buttons carry similar names), once drawn: during a run the
 * Dashboard redraws in a later task, so a button a state change brings is not there at once.
 */
export async function clickStatusBar(container: HTMLElement, action: 'retry' | 'togglePauseResume' | 'cancel') {
  const find = () => container.querySelector<HTMLElement>(markup.statusBarAction(action))
  for (let i = 0; i < 100 && !find(); i++) await new Promise((resolve) => setTimeout(resolve, 20))
  const element = find()
  if (!element) throw new Error(`No status bar button ${action}`)
  await clickElement(element)
}
