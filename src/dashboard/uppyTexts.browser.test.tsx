import { afterEach, describe, expect, it } from 'vitest'
import { observeDashboard } from './observeDashboard'
import { rewriteUppyTexts } from './uppyTexts'

const NBSP = '\u00a0'
/** A break ./nameBreaks.ts allows where a name's words meet. */
const ZWSP = '\u200b'

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

describe('rewriteUppyTexts', () => {
  it('rewrites the sizes Uppy formats and the names when the panel starts', () => {
    const root = dashboardLike()
    stop = observeDashboard(root, { immediate: [rewriteUppyTexts], perFrame: [] })

    expect(root.querySelector('.uppy-Dashboard-Item-statusSize')?.textContent).toBe(`2,9${NBSP}KB`)
    // A name is no size: it only gets its line breaks.
    expect(root.querySelector('.uppy-Dashboard-Item-name')?.textContent).toBe('raport 2.9 KB.pdf')
  })

  it('rewrites a text the Dashboard writes again, and a row it adds, from the changes alone', async () => {
    const root = dashboardLike()
    stop = observeDashboard(root, { immediate: [rewriteUppyTexts], perFrame: [] })
    const row = document.createElement('li')
    row.innerHTML =
      '<span class="uppy-Dashboard-Item-name">skan-1.5 MB.jpg</span><span class="uppy-Dashboard-Item-statusSize">15 KB</span>'
    root.querySelector('ul')?.append(row)
    const size = document.createTextNode('4.1 MB')
    root.querySelector('.uppy-Dashboard-Item-statusSize')?.replaceChildren(size)
    await observed()

    expect(row.querySelector('.uppy-Dashboard-Item-statusSize')?.textContent).toBe(`15${NBSP}KB`)
    expect(row.querySelector('.uppy-Dashboard-Item-name')?.textContent).toBe(`skan-${ZWSP}1.5 MB.jpg`)
    expect(size.data).toBe(`4,1${NBSP}MB`)
  })

  it('gives a name the Dashboard writes again its line breaks, never a size format', async () => {
    const root = dashboardLike()
    stop = observeDashboard(root, { immediate: [rewriteUppyTexts], perFrame: [] })
    const name = root.querySelector('.uppy-Dashboard-Item-name')?.firstChild as Text

    name.data = 'umowa2024 1.5 MB.pdf'
    await observed()

    expect(name.data).toBe(`umowa${ZWSP}2024 1.5 MB.pdf`)
  })
})
