// The contract with the installed Dashboard (see ./dashboardContract.browser.test.tsx): the shapes of the text
// nodes and labels the repairs write beside Uppy's own, and what Uppy does to them when it redraws.
import { describe, expect, it } from 'vitest'
import { pdfFile } from '../test/files'
import { eventually } from '../test/waits'
import { holdUploadsHalfway, type Mounted, mountDashboard } from './dashboardContract.testSupport'
import * as markup from './dashboardMarkup'

const settle = () => new Promise((resolve) => setTimeout(resolve, 100))

async function withFile(name: string): Promise<Mounted & { fileId: string }> {
  const mounted = await mountDashboard()
  const fileId = mounted.uppy.addFile({ name, type: 'application/pdf', data: pdfFile(name) })
  await eventually(() => expect(mounted.container.querySelector(markup.fileItem)).not.toBeNull())
  return { ...mounted, fileId }
}

/** A redraw of the Dashboard that changes nothing it shows. */
function redrawUnchanged(uppy: Mounted['uppy']) {
  uppy.setState({ meta: { ...uppy.getState().meta, unrelated: String(Math.random()) } })
}

describe('Dashboard text nodes the repairs write beside', () => {
  it('fileName (longNames.ts): the name element holds one text node, the shown name; emptied and followed by other nodes, a redraw leaves it so, and a rename is written into that same node', async () => {
    const { uppy, find, fileId } = await withFile('umowa-najmu.pdf')
    const name = find(markup.fileName)
    expect(name.childNodes).toHaveLength(1)
    const uppyText = name.firstChild as Text
    expect(uppyText.nodeType).toBe(Node.TEXT_NODE)
    expect(uppyText.data).toBe('umowa-najmu.pdf')

    // What longNames.ts leaves: Uppy's node first and empty, the name's pieces after it.
    uppyText.data = ''
    name.append('umowa-', document.createElement('wbr'), 'najmu.pdf')
    redrawUnchanged(uppy)
    await settle()
    expect(name.firstChild).toBe(uppyText)
    expect(uppyText.data).toBe('')
    expect(name.textContent).toBe('umowa-najmu.pdf')

    uppy.setFileMeta(fileId, { name: 'aneks.pdf' })
    await eventually(() => expect(uppyText.data).toBe('aneks.pdf'))
    expect(name.firstChild).toBe(uppyText)
    expect(name.getAttribute('title')).toBe('aneks.pdf')
  })

  it('fileProgressButton (nameFileButtons.ts): its aria-label and title name the action only; a redraw keeps a label the panel lengthened, and a new action is written without it', async () => {
    const { uppy, find, fileId } = await withFile('faktura.pdf')
    holdUploadsHalfway(uppy)
    void uppy.upload()
    await eventually(() => expect(find(markup.fileProgressButton).getAttribute('aria-label')).toBeTruthy())
    const button = find(markup.fileProgressButton)
    const label = button.getAttribute('aria-label') ?? ''
    expect(label).not.toContain('faktura')
    expect(button.getAttribute('title')).toBe(label)

    button.setAttribute('aria-label', `${label} pliku „faktura.pdf”`)
    redrawUnchanged(uppy)
    await settle()
    expect(button.getAttribute('aria-label')).toBe(`${label} pliku „faktura.pdf”`)

    uppy.pauseResume(fileId)
    await eventually(() => expect(find(markup.fileProgressButton).getAttribute('aria-label')).not.toContain(label))
    expect(find(markup.fileProgressButton).getAttribute('aria-label')).not.toContain('faktura')
  })

  it('fileSize (polishSizes.ts): the size is the only text node of its element, and Uppy writes a new size into that same node', async () => {
    const { uppy, find, fileId } = await withFile('faktura.pdf')
    const size = find(markup.fileSize)
    const texts = [...size.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE)
    expect(texts).toHaveLength(1)
    const sizeText = texts[0] as Text
    const before = sizeText.data
    uppy.setFileState(fileId, { size: 5_000_000 })
    await eventually(() => expect(sizeText.data).not.toBe(before))
    expect(size.contains(sizeText)).toBe(true)
    expect(sizeText.data).toMatch(/^\d+(\.\d)? MB$/)
  })
})
