/**
 * The contract between the panel's Dashboard adapter and the installed Uppy
 * Dashboard. Each test names one assumption the adapter (or a test) makes about
 * the Dashboard's markup or behaviour, checked against a bare Uppy + Dashboard
 * with none of the panel's code. After an Uppy upgrade, a failure here names the
 * assumption to revisit in `src/dashboard/`.
 */

import { describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { clickElement } from '../test/clickElement'
import { pdfFile, pngFile } from '../test/files'
import { pasteFiles } from '../test/pasteFiles'
import { eventually } from '../test/waits'
import { mountDashboard } from './dashboardContract.testSupport'
import * as markup from './dashboardMarkup'

describe('Dashboard with nothing added', () => {
  it('root, themeAttribute: the root matches `root`, is named by aria-label without a role, and carries the theme', async () => {
    const { find } = await mountDashboard()
    const root = find(markup.root)
    expect(root.getAttribute('aria-label')).toBeTruthy()
    expect(root.hasAttribute('role')).toBe(false)
    expect(root.getAttribute(markup.themeAttribute)).toBe('light')
  })

  it('shown: the root gets the `shown` class once it has measured its container', async () => {
    const { find } = await mountDashboard()
    expect(find(markup.root).matches(markup.shown)).toBe(true)
  })

  it('disabledRoot, addFilesTitle: disabled, the root is marked, and the invitation with its browse button is still drawn, only faded', async () => {
    const { find } = await mountDashboard(undefined, { disabled: true })
    expect(find(markup.root).matches(markup.disabledRoot)).toBe(true)
    expect(find(markup.addFilesTitle).contains(find(markup.browseButton))).toBe(true)
    expect(find(markup.browseButton).hasAttribute('disabled')).toBe(true)
  })

  it('inner, addFilesArea, note, browseButton, fileInput: the drop area has its box, invitation, note, browse button and file input', async () => {
    const { find } = await mountDashboard()
    expect(find(markup.inner)).toBeTruthy()
    expect(find(markup.addFilesArea).contains(find(markup.browseButton))).toBe(true)
    expect(find(markup.note).textContent).toBe('Tylko zdjęcia i PDF.')
    expect((find(markup.fileInput) as HTMLInputElement).multiple).toBe(true)
  })

  it('sourceList: without remote sources the source list is still a tablist with no tab', async () => {
    const { find } = await mountDashboard()
    expect(find(markup.sourceList).querySelector('[role="tab"]')).toBeNull()
  })

  it('fileInput: choosing files in the file input adds them', async () => {
    const { uppy, find } = await mountDashboard()
    await userEvent.upload(find(markup.fileInput), [pngFile('a.png')])
    await eventually(() => expect(uppy.getFiles()).toHaveLength(1))
  })
})

describe('Dashboard redraws', () => {
  it('pluginId, update: the Dashboard plugin takes the id it is given and redraws only through its update(state), which Uppy calls after each change', async () => {
    const { uppy, container } = await mountDashboard(markup.pluginId)
    const plugin = uppy.getPlugin(markup.pluginId) as unknown as { update(state: unknown): void }
    const own = plugin.update
    const held: unknown[] = []
    plugin.update = (state) => {
      held.push(state)
    }
    uppy.addFile({ name: 'a.png', type: 'image/png', data: pngFile('a.png') })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(held.length).toBeGreaterThan(0)
    expect(container.querySelector(markup.fileItem)).toBeNull()

    own.call(plugin, held.at(-1))
    await eventually(() => expect(container.querySelector(markup.fileItem)).not.toBeNull())
  })
})

describe('Dashboard with files listed', () => {
  async function withFiles(...names: string[]) {
    const mounted = await mountDashboard()
    for (const name of names) {
      const file = name.endsWith('.pdf') ? pdfFile(name) : pngFile(name, 3_000)
      mounted.uppy.addFile({ name, type: file.type, data: file })
    }
    await eventually(() => expect(mounted.container.querySelectorAll(markup.fileItem)).toHaveLength(names.length))
    return mounted
  }

  it('fileList: with exactly one file the list has no role, while its item is a listitem', async () => {
    const { find } = await withFiles('zdjecie.png')
    expect(find(markup.fileList).hasAttribute('role')).toBe(false)
    expect(find(markup.fileItem).getAttribute('role')).toBe('listitem')
  })

  it('fileList: with two files the list is role=list', async () => {
    const { find } = await withFiles('zdjecie.png', 'faktura.pdf')
    expect(find(markup.fileList).getAttribute('role')).toBe('list')
  })

  it('fileItem, fileItemSelector: each entry has the id uppy_<file id>', async () => {
    const { uppy, container } = await withFiles('zdjecie.png')
    const [file] = uppy.getFiles()
    expect(container.querySelector(markup.fileItemSelector(file?.id ?? ''))?.matches(markup.fileItem)).toBe(true)
  })

  it('fileName: the name element keeps the full name in title while the text is shortened', async () => {
    const long = `${'Sprawozdanie z oględzin pojazdu '.repeat(3)}.pdf`
    const { find } = await withFiles(long)
    expect(find(markup.fileName).getAttribute('title')).toBe(long)
    expect(find(markup.fileName).textContent).not.toBe(long)
  })

  it('fileSize: sizes are written the English way ("2.9 KB") in their own text node', async () => {
    const { find } = await withFiles('zdjecie.png')
    expect(find(markup.fileSize).textContent).toMatch(/^\d+\.\d KB$/)
  })

  it('fileSize: a rewritten size text node stays rewritten when the Dashboard re-renders with the same value', async () => {
    const { uppy, find } = await withFiles('zdjecie.png')
    const walker = document.createTreeWalker(find(markup.fileSize), NodeFilter.SHOW_TEXT)
    const text = walker.nextNode() as Text
    text.data = text.data.replace('.', ',')
    const rewritten = text.data
    uppy.setState({ meta: { ...uppy.getState().meta, unrelated: 'x' } })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(find(markup.fileSize).textContent).toBe(rewritten)
  })

  it('addMore, disableStatusBar: with files waiting there is an add-more button, and no status bar of Uppy’s (the panel draws its own)', async () => {
    const { find, container } = await withFiles('zdjecie.png')
    expect(find(markup.addMore).tagName).toBe('BUTTON')
    expect(container.querySelector('[class*="uppy-StatusBar"]')).toBeNull()
  })

  it('fileAction, fileActions, fileEditButton, fileRemoveButton: a waiting file has its edit and remove buttons side by side, each a file action', async () => {
    const { find } = await withFiles('zdjecie.png')
    const edit = find(markup.fileEditButton)
    const remove = find(markup.fileRemoveButton)
    expect(edit.matches(markup.fileAction) && remove.matches(markup.fileAction)).toBe(true)
    expect(edit.closest(markup.fileActions)).toBe(remove.closest(markup.fileActions))
  })

  it('fileEditButton, fileCard, viewHeading, fileCardCancel, listHeader, progressIndicators: the edit button opens the file card, which has a level-1 heading of its own, outside the list header, and a cancel button that closes it', async () => {
    const { uppy, container, find } = await withFiles('zdjecie.png')
    const started = vi.fn()
    const completed = vi.fn()
    uppy.on('dashboard:file-edit-start', started)
    uppy.on('dashboard:file-edit-complete', completed)
    await clickElement(find(markup.fileEditButton))
    await eventually(() => expect(container.querySelector(markup.fileCard)).not.toBeNull())
    expect(started).toHaveBeenCalledTimes(1)
    const card = find(markup.fileCard)
    expect(card.querySelector(markup.viewHeading)?.getAttribute('aria-level')).toBe('1')
    expect(find(markup.listHeader).closest(markup.fileCard)).toBeNull()
    expect(find(markup.fileList)).toBeTruthy()
    expect(find(markup.progressIndicators)).toBeTruthy()
    await clickElement(card.querySelector(markup.fileCardCancel))
    await eventually(() => expect(container.querySelector(markup.fileCard)).toBeNull())
    expect(completed.mock.calls.map(([file]) => file?.id)).toEqual([uppy.getFiles()[0]?.id])
  })

  it('superFocus: the Dashboard’s own focus move after the card closes is over within 320 ms; a control focused after it keeps the focus', async () => {
    const { container, find } = await withFiles('zdjecie.png')
    await clickElement(find(markup.fileEditButton))
    await eventually(() => expect(container.querySelector(markup.fileCard)).not.toBeNull())
    await clickElement(find(`${markup.fileCard} ${markup.fileCardCancel}`))
    await eventually(() => expect(container.querySelector(markup.fileCard)).toBeNull())
    await new Promise((resolve) => setTimeout(resolve, 320))
    find(markup.fileEditButton).focus()
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(document.activeElement?.matches(markup.fileEditButton)).toBe(true)
  })

  it('paste: with focus inside, a paste on the Dashboard reaches both its own handler and its document listener (the file is offered twice)', async () => {
    const { uppy, find } = await mountDashboard()
    // The Dashboard's document listener acts only while focus is inside it.
    find(markup.browseButton).focus()
    const offered = vi.fn(() => true)
    uppy.setOptions({ onBeforeFileAdded: offered })
    pasteFiles(find(markup.root), [pdfFile('wklejony.pdf')])
    await eventually(() => expect(offered).toHaveBeenCalledTimes(2))
  })
})
