import { afterEach, describe, expect, it } from 'vitest'
import * as markup from './dashboardMarkup'
import { observeDashboard } from './observeDashboard'
import { rewriteSizes } from './polishSizes'

const NBSP = '\u00a0'

/** Markup shaped like the Dashboard's where it formats sizes itself, plus a name that looks like one. */
function dashboardLike(): HTMLElement {
  const root = document.createElement('div')
  root.innerHTML = `
    <ul><li><span class="uppy-Dashboard-Item-name">raport 2.9 KB.pdf</span>
      <span class="uppy-Dashboard-Item-statusSize">2.9 KB</span></li></ul>`
  document.body.append(root)
  return root
}

/** Mutation records are delivered in a microtask after the change. */
const observed = () => new Promise((resolve) => setTimeout(resolve))

let stop: (() => void) | undefined
afterEach(() => {
  stop?.()
  document.body.replaceChildren()
})

describe('rewriteSizes', () => {
  it('rewrites the sizes Uppy formats when the panel starts', () => {
    const root = dashboardLike()
    stop = observeDashboard(root, { immediate: [rewriteSizes], perFrame: [] })

    expect(root.querySelector(markup.fileSize)?.textContent).toBe(`2,9${NBSP}KB`)
    // A name is no size: its text stays as Uppy wrote it.
    expect(root.querySelector(markup.fileName)?.textContent).toBe('raport 2.9 KB.pdf')
  })

  it('rewrites a text the Dashboard writes again, and a row it adds, from the changes alone', async () => {
    const root = dashboardLike()
    stop = observeDashboard(root, { immediate: [rewriteSizes], perFrame: [] })
    const row = document.createElement('li')
    row.innerHTML =
      '<span class="uppy-Dashboard-Item-name">skan-1.5 MB.jpg</span><span class="uppy-Dashboard-Item-statusSize">15 KB</span>'
    root.querySelector('ul')?.append(row)
    const size = document.createTextNode('4.1 MB')
    root.querySelector(markup.fileSize)?.replaceChildren(size)
    await observed()

    expect(row.querySelector(markup.fileSize)?.textContent).toBe(`15${NBSP}KB`)
    expect(row.querySelector(markup.fileName)?.textContent).toBe('skan-1.5 MB.jpg')
    expect(size.data).toBe(`4,1${NBSP}MB`)
  })

  it('never writes a size format into a name the Dashboard writes again', async () => {
    const root = dashboardLike()
    stop = observeDashboard(root, { immediate: [rewriteSizes], perFrame: [] })
    const name = root.querySelector(markup.fileName)?.firstChild as Text

    name.data = 'umowa2024 1.5 MB.pdf'
    await observed()

    expect(name.data).toBe('umowa2024 1.5 MB.pdf')
  })
})
