// The designers' Storybook as `storybook build` makes it, served and opened in Debian
// Chromium: the introduction is in the build and is the page it opens, every story the
// introduction links to exists, and the "Serwer" toolbar works in the real manager UI.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type PreviewServer, preview } from 'vite'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import * as messages from '../src/i18n/messages'
import { pdfBytes } from '../src/test/fixtures'
import * as markup from '../src/test/selectors'
import { SERVER_SCENARIOS, type ServerScenarioId } from '../stories/support/serverScenarios'
import { SERVED_SCENARIO_ATTRIBUTE, serverGlobalType } from '../stories/support/serverSwitch'
import { addFiles, clickStatusBarButton, clickUpload, waitForSelector } from './support/actions'
import { enginePageOf, type Page, playwrightPage } from './support/chromiumOnly'
import type { EngineBrowser } from './support/engines'
import { launchChromium } from './support/engines/chromium'
import { testFile } from './support/testFiles'

const INTRODUCTION_ID = 'dokumentacja-wprowadzenie--docs'
const PLAYGROUND_ID = 'panel-zalacznikow-plac-zabaw--playground'
/** A story whose script needs one server (it sets the global itself). */
const FORCING_STORY_ID = 'panel-zalacznikow-bledy-przesylania--server-error-500'
/** The copy deck: every text of the panel, rendered from its messages and Uppy locale modules. */
const COPY_DECK_ID = 'dokumentacja-teksty-panelu--docs'

interface IndexEntry {
  id: string
  type: 'story' | 'docs'
  title: string
}

let outDir: string
let web: PreviewServer
let browser: EngineBrowser
let baseUrl: string
/** Where the files a test adds are written, for the browser to read from disk. */
let files: { fileDir: string }

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'storybook-build-'))
  // Output kept back: a failed build throws with it.
  execFileSync('npx', ['storybook', 'build', '--quiet', '--output-dir', outDir], { stdio: 'pipe' })
  web = await preview({
    configFile: false,
    logLevel: 'error',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0 },
  })
  baseUrl = `http://127.0.0.1:${(web.httpServer.address() as AddressInfo).port}/`
  browser = await launchChromium()
  files = { fileDir: mkdtempSync(join(tmpdir(), 'attachment-e2e-storybook-')) }
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await new Promise<void>((resolve) => (web ? web.httpServer.close(() => resolve()) : resolve()))
  if (outDir) rmSync(outDir, { recursive: true, force: true })
  if (files) rmSync(files.fileDir, { recursive: true, force: true })
})

afterEach(() => browser?.closePages())

function indexEntries(): IndexEntry[] {
  const index = JSON.parse(readFileSync(join(outDir, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> }
  return Object.values(index.entries)
}

/**
 * Storybook's manager UI at `path`, as Playwright's page: its toolbar, roles and frames are Storybook's, driven
 * through Playwright's locators (Chromium only); the panel in its canvas is driven as every test drives it.
 */
async function openManager(path = ''): Promise<Page> {
  return playwrightPage(await browser.openPage(`${baseUrl}${path}`, { width: 1400, height: 1000 }))
}

/**
 * The "Serwer" toolbar select; Storybook names it by the global's description and the selected title. It appears
 * only when the story's preview has loaded and sent its globals: 2.7 s after the manager's load on a quiet machine
 * here, 10.5 s with a busy core beside, past a poll's 10 s; so it is awaited first, with the 30 s the other tests give the preview.
 */
const serverSelect = (manager: Page) =>
  manager.getByRole('button', { name: new RegExp(`^${escapeRegExp(serverGlobalType.description ?? '')}`) })

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

describe('introduction', () => {
  it('is a docs page of the build, sorted first, and is what Storybook opens', async () => {
    const [first] = indexEntries()
    expect(first).toMatchObject({ id: INTRODUCTION_ID, type: 'docs', title: 'Dokumentacja/Wprowadzenie' })

    const manager = await openManager()
    await manager.waitForURL(new RegExp(`path=/docs/${INTRODUCTION_ID}`))
    const docs = manager.frameLocator('#storybook-preview-iframe')
    await docs.getByRole('heading', { name: 'Panel załączników członka' }).waitFor()
  })

  it('links only to stories and pages that are in the build', () => {
    const source = readFileSync('stories/Introduction.mdx', 'utf8')
    const linked = [...source.matchAll(/\?path=\/(?:story|docs)\/([a-z0-9-]+--[a-z0-9-]+)/g)].map((match) => match[1])
    // Every state of the catalogue, the server switch, the playground and the copy deck.
    expect(linked.length).toBeGreaterThanOrEqual(25)
    const ids = new Set(indexEntries().map((entry) => entry.id))
    const missing = linked.filter((id) => id !== undefined && !ids.has(id))
    expect(missing).toEqual([])
    expect(linked).toContain(COPY_DECK_ID)
  })

  it('has the copy deck, rendered with the texts the panel shows', async () => {
    expect(indexEntries().map((entry) => entry.id)).toContain(COPY_DECK_ID)
    const manager = await openManager(`?path=/docs/${COPY_DECK_ID}`)
    const docs = manager.frameLocator('#storybook-preview-iframe')
    await docs.getByRole('heading', { name: 'Teksty panelu', level: 1 }).waitFor()
    await docs.getByText(messages.networkError).first().waitFor()
    await docs.getByText('Prześlij 22 pliki').first().waitFor()
  })
})

describe('"Serwer" toolbar', () => {
  it('can be changed where the story follows it, and is greyed out showing the server of a story that forces one', async () => {
    const manager = await openManager(`?path=/story/${PLAYGROUND_ID}`)
    await serverSelect(manager).waitFor()
    await expect.poll(() => serverSelect(manager).textContent()).toBe(SERVER_SCENARIOS.success.title)
    expect(await serverSelect(manager).getAttribute('aria-disabled')).toBe('false')

    await manager.goto(`${baseUrl}?path=/story/${FORCING_STORY_ID}`)
    await serverSelect(manager).waitFor()
    await expect.poll(() => serverSelect(manager).textContent()).toBe(SERVER_SCENARIOS.serverError.title)
    expect(await serverSelect(manager).getAttribute('aria-disabled')).toBe('true')
  })

  it('changes what the endpoint answers in the playground, without reloading it', async () => {
    const manager = await openManager(`?path=/story/${PLAYGROUND_ID}`)
    const canvas = manager.frameLocator('#storybook-preview-iframe')
    const canvasFrame = await (await manager.locator('#storybook-preview-iframe').elementHandle())?.contentFrame()
    if (!canvasFrame) throw new Error('No story canvas')
    const panel = enginePageOf(canvasFrame)
    const choose = async (scenario: ServerScenarioId) => {
      const { title } = SERVER_SCENARIOS[scenario]
      await serverSelect(manager).click()
      await manager.getByRole('option', { name: title }).click()
      await expect.poll(() => serverSelect(manager).textContent()).toBe(title)
      await canvas.locator(`html[${SERVED_SCENARIO_ATTRIBUTE}="${scenario}"]`).waitFor({ state: 'attached' })
    }

    // A lapsed sign-in can be retried (a refused file offers only removal).
    await choose('unauthorized')
    await waitForSelector(panel, markup.shown, 30_000)
    await addFiles(files, panel, [testFile('faktura.pdf', 'application/pdf', pdfBytes())])
    await canvas.getByRole('button', { name: 'Prześlij 1 plik' }).waitFor()
    await clickUpload(panel)
    await canvas.getByText(messages.unauthorized).first().waitFor()

    // The same file, sent again after the switch: now the server takes it.
    await choose('success')
    await clickStatusBarButton(panel, 'retry')
    await canvas.locator(markup.statusBar).getByText('Przesyłanie zakończone', { exact: true }).waitFor()
  })
})
