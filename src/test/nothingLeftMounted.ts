// Setup file of the component tests (vitest.config.ts): their files share one page, so a file must take away every
// panel it rendered; one left behind would be found by the next file's queries of the whole page.
import { afterAll, expect } from 'vitest'
import * as markup from './selectors'

afterAll(() => {
  expect(document.querySelectorAll(markup.root).length, 'panels this file left mounted').toBe(0)
})
