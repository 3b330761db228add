/**
 * What a member does with the panel, for play functions: add files through the
 * panel's own file input, press the status-bar buttons by their Polish names, and
 * read what the panel shows. Only public markup is used (roles, names, Uppy's
 * documented class names), so the stories drive the real panel, not its internals.
 */
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { RunStatus } from '../../src/status/statusBarView'
import {
  failedFileItems,
  fileItems,
  noticeTexts,
  queryAddMore,
  queryBanner,
  queryFailureReason,
  queryFileInput,
  queryFileItem,
  queryStatusBar,
} from '../../src/test/panelQueries'
import * as markup from '../../src/test/selectors'

/** The status bar's statuses (its `is-<status>` class). */
export type PanelStatus = RunStatus

/**
 * Dropping files ignores the input's `accept` list, and so does "All files" in a file
 * chooser: the panel must reject wrong files itself, so the stories do not filter them.
 */
const member = userEvent.setup({ applyAccept: false })

/** Long enough for automatic retries (≈1 s) and a short stall timeout on a busy CI machine. */
const SLOW_STEP_MS = 8_000

export async function openPanel(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  const fileInput = () => {
    const input = queryFileInput(canvasElement)
    if (!input) throw new Error('The panel has not mounted its Dashboard yet')
    return input
  }
  // Testing Library's 1 s is short for a busy WebKit: a restoring panel (it loads its store first) mounted later once.
  await waitFor(fileInput, { timeout: SLOW_STEP_MS })
  // The Dashboard keeps its insides transparent until it has measured its container.
  await waitFor(
    () => {
      if (!canvasElement.querySelector(markup.shown)) throw new Error('The Dashboard is not shown yet')
    },
    { timeout: SLOW_STEP_MS },
  )

  const statusBar = () => queryStatusBar(canvasElement)
  const notices = () => {
    const region = canvasElement.querySelector<HTMLElement>(markup.noticeList)
    if (!region) throw new Error('The panel has no notice region')
    return region
  }

  return {
    canvas,

    /** Picks files in the panel's file input, as "wybierz pliki z urządzenia" does (or "Dodaj więcej" once files are listed). */
    async addFiles(files: File[]) {
      const addMore = queryAddMore(canvasElement)
      if (!queryFileInput(canvasElement) && addMore) {
        await member.click(addMore)
        await waitFor(fileInput)
      }
      await member.upload(fileInput(), files)
    },

    /** The file list entry of `name` (long names are shortened on screen; the title keeps the full name). */
    async findFile(name: string) {
      return waitFor(() => {
        const item = queryFileItem(canvasElement, name)
        if (!item) throw new Error(`No file list entry for "${name}"`)
        return item
      })
    },

    /**
     * Waits until the row of `name` gives `reason` for its failure, visibly (the list's repairs write it a frame
     * after the row is drawn); returns the row.
     */
    async expectFailureReason(name: string, reason: string) {
      // Written by the list's repairs in the next frame, which a busy WebKit can draw over a second later.
      await waitFor(async () => expect(queryFailureReason(await this.findFile(name))).toHaveTextContent(reason), {
        timeout: SLOW_STEP_MS,
      })
      const row = await this.findFile(name)
      expect(queryFailureReason(row)).toBeVisible()
      return row
    },

    fileCount: () => fileItems(canvasElement).length,

    /** Presses a button anywhere in the panel by its accessible (Polish) name. */
    async press(name: string | RegExp) {
      await member.click(await canvas.findByRole('button', { name }, { timeout: SLOW_STEP_MS }))
    },

    /**
     * Presses a status-bar action (upload, pause/resume, retry, cancel). Scoped because
     * the list header has its own "Anuluj", which removes every file instead.
     */
    async pressInStatusBar(name: string | RegExp) {
      const bar = await waitFor(() => {
        const found = statusBar()
        if (!found) throw new Error('No status bar')
        return found
      })
      await member.click(await within(bar).findByRole('button', { name }, { timeout: SLOW_STEP_MS }))
    },

    /** Waits for a status-bar action with this name and text (Uppy fills a new button's text a moment later). */
    async findInStatusBar(name: string | RegExp) {
      return waitFor(
        () => {
          const bar = statusBar()
          if (!bar) throw new Error('No status bar')
          const button = within(bar).getByRole('button', { name })
          expect(button).toBeVisible()
          return button
        },
        { timeout: SLOW_STEP_MS },
      )
    },

    /** A status-bar action, or null when the status bar does not offer it. */
    queryInStatusBar(name: string | RegExp) {
      const bar = statusBar()
      return bar ? within(bar).queryByRole('button', { name }) : null
    },

    /** Waits until `count` files in the list show an upload error. */
    async expectFailedFiles(count: number) {
      await waitFor(() => expect(failedFileItems(canvasElement)).toHaveLength(count), {
        timeout: SLOW_STEP_MS,
      })
    },

    /** Waits until the status bar is in `status` and, if given, says `text`. */
    async expectStatus(status: PanelStatus, text?: string | RegExp) {
      await waitFor(
        () => {
          const bar = statusBar()
          expect(bar, 'status bar').not.toBeNull()
          expect(bar).toHaveClass(`is-${status}`)
          if (text !== undefined) expect(within(bar as HTMLElement).getByText(text)).toBeVisible()
        },
        { timeout: SLOW_STEP_MS },
      )
    },

    /**
     * Waits until the status bar's progress bar shows `percent`. Uppy recomputes the
     * total at most every half second, so a state can be reached before its bar is.
     */
    async expectProgress(percent: number) {
      await waitFor(
        () => {
          const bar = canvasElement.querySelector(markup.progressBar)
          expect(bar).toHaveAttribute('aria-valuenow', String(percent))
        },
        { timeout: SLOW_STEP_MS },
      )
    },

    /** Waits until the file list's header says `text` (what the run is doing, or how it ended). */
    async expectListHeader(text: string) {
      await waitFor(() => expect(canvasElement.querySelector(markup.listTitle)?.textContent).toBe(text), {
        timeout: SLOW_STEP_MS,
      })
    },

    /** The status bar is not shown at all (nothing added yet). */
    expectNoStatusBar() {
      expect(statusBar()).toBeNull()
    },

    /** Waits for a notice with exactly this text in the panel's live region. */
    async findNotice(text: string | RegExp) {
      return within(notices()).findByText(text, {}, { timeout: SLOW_STEP_MS })
    },

    /** Closes every notice with its "Zamknij komunikat" button, as a member would. */
    async dismissNotices() {
      for (const close of within(notices()).queryAllByRole('button', { name: 'Zamknij komunikat' })) {
        await member.click(close)
      }
      await waitFor(() => expect(notices().querySelectorAll(markup.notice)).toHaveLength(0))
    },

    noticeTexts: () => noticeTexts(canvasElement),

    /** The banner above the drop area (no token, no places left). */
    banner: () => queryBanner(canvasElement),

    /**
     * Waits until every photo visible in the list shows its loaded thumbnail, so the
     * list no longer changes. Entries scrolled out of view are skipped: Uppy makes
     * thumbnails lazily, only for the rows it shows.
     */
    async settle() {
      await waitFor(
        () => {
          const list = canvasElement.querySelector(markup.fileList)?.getBoundingClientRect()
          for (const item of canvasElement.querySelectorAll(markup.fileItem)) {
            const box = item.getBoundingClientRect()
            if (list && (box.bottom <= list.top || box.top >= list.bottom)) continue
            const name = item.querySelector<HTMLElement>(markup.fileName)?.title ?? ''
            if (!/\.(png|jpe?g|gif)$/i.test(name)) continue
            const image = item.querySelector('img')
            expect(!!image && image.complete && image.naturalWidth > 0, `thumbnail of ${name}`).toBe(true)
          }
        },
        { timeout: SLOW_STEP_MS },
      )
    },
  }
}

export type PanelDriver = Awaited<ReturnType<typeof openPanel>>
