import { afterEach, expect, it } from 'vitest'
import * as markup from './dashboardMarkup'
import { dropPiecesOfNameBefore } from './longNames'
import { observeDashboard } from './observeDashboard'

afterEach(() => document.body.replaceChildren())

it('drops at once what is left of a name broken into pieces when the Dashboard writes a new one', async () => {
  const root = document.createElement('div')
  root.innerHTML = '<span class="uppy-Dashboard-Item-name">umowa-najmu.pdf</span>'
  document.body.append(root)
  const stop = observeDashboard(root, { immediate: [dropPiecesOfNameBefore], perFrame: [] })
  const observed = () => new Promise((resolve) => setTimeout(resolve))
  const name = root.querySelector(markup.fileName) as HTMLElement
  // As fitLongNames shows a name: Preact's text node first and empty, the pieces after it.
  const written = name.firstChild as Text
  written.data = ''
  written.after('umowa-', document.createElement('wbr'), 'najmu.pdf')
  await observed()
  expect(name.textContent).toBe('umowa-najmu.pdf')

  // Before the next fit breaks it again: the name's text is the new name, in Preact's own node.
  written.data = 'umowa-'
  await observed()
  expect(name.innerHTML).toBe('umowa-')
  expect(name.firstChild).toBe(written)
  stop()
})
