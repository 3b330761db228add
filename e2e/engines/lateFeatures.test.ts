// Issue 48: "With restore, previews or photo scaling unable to load, the panel works, says what it cannot do,
// and uses the feature once it loads again." A code-split host page whose lazily loaded files of the package
// fail (404 after a new deploy, or a dropped connection: ../support/host.ts `lateScripts`): in every engine
// (e2e-chromium, e2e-firefox, e2e-webkit) the panel works without the part and the member is told in Polish
// what is missing; once the files are served again while the page stays open (`setLateScripts(undefined)`),
// the next time the part is needed it loads and works (src/core/onDemand.ts), where the engine fetches a
// failed import() again (FETCHES_FAILED_IMPORT_AGAIN below says which do, and why the others cannot).
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { photoScalingUnavailable, previewsUnavailable, restoreUnavailable } from '../../src/i18n/unavailableChunks'
import { filesRestored } from '../../src/restore/restoreMessages'
import * as markup from '../../src/test/selectors'
import {
  addFiles,
  clickUpload,
  completeRuns,
  fileErrors,
  listedNames,
  noticeTexts,
  waitForSelector,
} from '../support/actions'
import { type EnginePage, type EngineStack, openPanel, setUpEngineStack } from '../support/engineStack'
import type { EngineName } from '../support/engines'
import type { LateScriptFailure } from '../support/host'
import { keptRecords } from '../support/keptRecords'
import { sidewaysPhoto } from '../support/photos'
import { makeFile, type TestFile, testFile } from '../support/testFiles'

const MODES: readonly LateScriptFailure[] = ['missing', 'network-error']

const poll = { timeout: 15_000, interval: 100 }

/** The built files of each part, as Vite names them after the package's modules. */
const PREVIEWS_CHUNK = /\/offThreadPreviews[-.][^/]*\.js$/
const SCALING_CHUNK = /\/PhotoPreparation[-.][^/]*\.js$/
const RESTORE_CHUNK = /\/RestoreKeeper[-.][^/]*\.js$/

const anyMatches = (paths: readonly string[], pattern: RegExp) => paths.some((path) => pattern.test(path))

/** What the late scripts' middleware saw, for a failure's message: did the page ask again? */
const seen = (stack: EngineStack) =>
  JSON.stringify({ failed: stack.failedLateScripts(), served: stack.servedLateScripts() })

/** A 32 × 32 PNG of one opaque colour: a real image every engine previews (distinct colours, distinct files). */
function plainPng(name: string, rgb: readonly [number, number, number]): TestFile {
  const png = new PNG({ width: 32, height: 32 })
  for (let pixel = 0; pixel < 32 * 32; pixel++) png.data.set([...rgb, 255], pixel * 4)
  return testFile(name, 'image/png', PNG.sync.write(png))
}

/** The full name of each listed file that shows a preview image (not its type's icon), in list order. */
const namesWithPreview = (page: EnginePage) =>
  page.evaluate(
    ([itemSelector, nameSelector, imageSelector]) =>
      [...document.querySelectorAll(itemSelector)]
        .filter((item) => item.querySelector(imageSelector) !== null)
        .map((item) => item.querySelector(nameSelector)?.getAttribute('title') ?? ''),
    [markup.fileItem, markup.fileName, markup.filePreviewImage] as const,
  )

const MAX_SIDE = 64

/** The stored request of the file named `name`, with what the contract server read of it. */
function storedFile(stack: EngineStack, name: string) {
  const entry = stack.server.requests().find((request) => request.outcome === 'stored' && request.file?.name === name)
  if (!entry?.attachmentId || !entry.file)
    throw new Error(`${name} not stored: ${JSON.stringify(stack.server.requests())}`)
  return { ...entry.file, attachmentId: entry.attachmentId }
}

/** The names of the files the panel keeps in IndexedDB for a reload. */
const keptNames = async (page: EnginePage) => (await keptRecords(page)).map((record) => record.name)

/**
 * Whether the engine fetches a module again when the page's code makes an import() of a URL whose import
 * failed before in the same page (404 or a dropped connection). The HTML standard kept the failure in the
 * page's module map for the page's life until whatwg/html#10327 (merged; Gecko bug 2055211, WebKit bug
 * 319492). Measured here with the built playground: Chromium 156 fetches it again. Firefox ESR 153.7 and
 * WebKitGTK 2.50.6 do not: the panel makes the import() again (the host's bundler reports a second failed
 * import) but no request reaches the server, in both failure modes, so no code of the page can load the part
 * before a reload, whatever the panel does. (WebKitGTK did fetch again an import() that the driver ran as a
 * script of its own, outside the page's modules: not what a member's page does.) The tests that need the
 * part to load again are skipped there; `the engine keeps …` tests assert what happens instead.
 */
const FETCHES_FAILED_IMPORT_AGAIN: Record<EngineName, boolean> = { chromium: true, firefox: false, webkit: false }

/**
 * Counts, in `window.failedImports`, each import() of the page's code that fails from now on: the host's
 * bundler (Vite's preload helper) reports each as a `vite:preloadError` event.
 */
const watchFailedImports = (page: EnginePage) =>
  page.evaluate(() => {
    const counted = window as unknown as { failedImports: number }
    counted.failedImports = 0
    window.addEventListener('vite:preloadError', () => {
      counted.failedImports++
    })
  }, null)

const failedImports = (page: EnginePage) =>
  page.evaluate(() => (window as unknown as { failedImports: number }).failedImports, null)

for (const mode of MODES) {
  describe(`a part of the panel that cannot load (${mode}), then can`, () => {
    const stack = setUpEngineStack({ lateScripts: mode })
    const fetchesAgain = FETCHES_FAILED_IMPORT_AGAIN[stack.engine]

    it('previews: an image is listed without one, the member is told, the panel sends it', async () => {
      const page = await openPanel(stack)
      const image = plainPng('pierwszy.png', [200, 30, 30])
      await addFiles(stack, page, [image])
      await expect.poll(() => noticeTexts(page), poll).toEqual([previewsUnavailable])
      expect(anyMatches(stack.failedLateScripts(), PREVIEWS_CHUNK), seen(stack)).toBe(true)
      expect(await namesWithPreview(page)).toEqual([])
      await clickUpload(page)
      await expect.poll(() => completeRuns(page), poll).toBe('1')
      expect(storedFile(stack, image.name).sha256).toBe(image.sha256)
    })

    // FETCHES_FAILED_IMPORT_AGAIN: where the engine keeps the failed import, nothing can load previews again.
    it.skipIf(!fetchesAgain)(
      'previews: once their files load again, the next image and the first get theirs',
      async () => {
        const page = await openPanel(stack)
        await addFiles(stack, page, [plainPng('pierwszy.png', [200, 30, 30])])
        await expect.poll(() => noticeTexts(page), poll).toEqual([previewsUnavailable])
        expect(anyMatches(stack.failedLateScripts(), PREVIEWS_CHUNK), seen(stack)).toBe(true)
        expect(await namesWithPreview(page)).toEqual([])

        stack.setLateScripts(undefined)
        await addFiles(stack, page, [plainPng('drugi.png', [30, 30, 200])])
        await expect
          .poll(() => namesWithPreview(page), { ...poll, message: `previews after the files returned; ${seen(stack)}` })
          .toEqual(['pierwszy.png', 'drugi.png'])
        // Loaded again by the page, not passed by something kept from before the failure.
        expect(anyMatches(stack.servedLateScripts(), PREVIEWS_CHUNK), seen(stack)).toBe(true)
        expect(await fileErrors(page)).toEqual([])
      },
    )

    it.skipIf(fetchesAgain)(
      'previews: the engine keeps their failed import failed; the panel asks again, nothing reaches the server',
      async () => {
        const page = await openPanel(stack)
        await addFiles(stack, page, [plainPng('pierwszy.png', [200, 30, 30])])
        await expect.poll(() => noticeTexts(page), poll).toEqual([previewsUnavailable])
        expect(anyMatches(stack.failedLateScripts(), PREVIEWS_CHUNK), seen(stack)).toBe(true)
        await watchFailedImports(page)

        stack.setLateScripts(undefined)
        await addFiles(stack, page, [plainPng('drugi.png', [30, 30, 200])])
        // The next image made the panel import the previews again, and the engine failed it from its memory.
        await expect.poll(() => failedImports(page), poll).toBeGreaterThanOrEqual(1)
        expect(stack.servedLateScripts(), seen(stack)).toEqual([])
        expect(await namesWithPreview(page)).toEqual([])
        expect(await listedNames(page)).toEqual(['pierwszy.png', 'drugi.png'])
        expect(await fileErrors(page)).toEqual([])
      },
    )

    it('photo scaling: a large photo under the size limit is stored as chosen and the member is told', async () => {
      const page = await openPanel(stack, `?resizePhotos=${MAX_SIDE}`)
      const photo = await sidewaysPhoto(page, 'pierwsze.jpg', 100)
      await addFiles(stack, page, [photo])
      await clickUpload(page)
      await expect.poll(() => completeRuns(page), poll).toBe('1')
      expect(anyMatches(stack.failedLateScripts(), SCALING_CHUNK), seen(stack)).toBe(true)
      const asChosen = storedFile(stack, photo.name)
      expect(asChosen.sha256).toBe(photo.sha256)
      expect(asChosen.photo).toMatchObject({ width: 400, height: 300, orientation: 6 })
      // Beside the previews' notice (the photo's preview could not load either).
      expect(await noticeTexts(page)).toContain(photoScalingUnavailable)
      expect(await fileErrors(page)).toEqual([])
    })

    // FETCHES_FAILED_IMPORT_AGAIN: where the engine keeps the failed import, nothing can load scaling again.
    it.skipIf(!fetchesAgain)('photo scaling: once its files load again, the next photo is stored scaled', async () => {
      const page = await openPanel(stack, `?resizePhotos=${MAX_SIDE}`)
      const first = await sidewaysPhoto(page, 'pierwsze.jpg', 100)
      const second = await sidewaysPhoto(page, 'drugie.jpg', 300)
      await addFiles(stack, page, [first])
      await clickUpload(page)
      await expect.poll(() => completeRuns(page), poll).toBe('1')
      expect(anyMatches(stack.failedLateScripts(), SCALING_CHUNK), seen(stack)).toBe(true)
      expect(storedFile(stack, first.name).sha256).toBe(first.sha256)
      expect(await noticeTexts(page)).toContain(photoScalingUnavailable)

      stack.setLateScripts(undefined)
      await addFiles(stack, page, [second])
      await clickUpload(page)
      await expect.poll(() => completeRuns(page), { ...poll, message: seen(stack) }).toBe('2')
      expect(anyMatches(stack.servedLateScripts(), SCALING_CHUNK), seen(stack)).toBe(true)
      // Scaled: upright at MAX_SIDE without its EXIF (as resizePhotos.test.ts), fewer bytes than chosen.
      const scaled = storedFile(stack, second.name)
      expect(scaled.photo, seen(stack)).toEqual({ hasLocation: false, width: 48, height: MAX_SIDE, orientation: null })
      expect(scaled.size).toBeLessThan(second.buffer.length)
      expect((await readFile(join(stack.server.storageDir, scaled.attachmentId))).length).toBe(scaled.size)
      expect(stack.server.requests()).toHaveLength(2)
      expect(await fileErrors(page)).toEqual([])
    })

    it('restore: the member is told chosen files will not be kept; files are sent as without it', async () => {
      const page = await openPanel(stack, '?restore=late-member')
      await expect.poll(() => noticeTexts(page), poll).toEqual([restoreUnavailable])
      expect(anyMatches(stack.failedLateScripts(), RESTORE_CHUNK), seen(stack)).toBe(true)
      const file = makeFile('umowa.pdf', 20_000)
      await addFiles(stack, page, [file])
      await clickUpload(page)
      await expect.poll(() => completeRuns(page), poll).toBe('1')
      expect(storedFile(stack, file.name).sha256).toBe(file.sha256)
      expect((await noticeTexts(page)).filter((text) => text !== restoreUnavailable)).toEqual([])
      expect(await keptNames(page)).toEqual([])
    })

    // FETCHES_FAILED_IMPORT_AGAIN: where the engine keeps the failed import, nothing can load restore again.
    it.skipIf(!fetchesAgain)(
      'restore: once its files load again, a file added then comes back after a reload',
      async () => {
        const page = await openPanel(stack, '?restore=late-member')
        await expect.poll(() => noticeTexts(page), poll).toEqual([restoreUnavailable])
        expect(anyMatches(stack.failedLateScripts(), RESTORE_CHUNK), seen(stack)).toBe(true)

        stack.setLateScripts(undefined)
        const file = makeFile('umowa.pdf', 20_000)
        await addFiles(stack, page, [file])
        await expect
          .poll(() => keptNames(page), { ...poll, message: `kept for a reload; ${seen(stack)}` })
          .toEqual([file.name])
        expect(anyMatches(stack.servedLateScripts(), RESTORE_CHUNK), seen(stack)).toBe(true)

        await page.reload()
        await waitForSelector(page, markup.shown, 30_000)
        await expect.poll(() => listedNames(page), poll).toEqual([file.name])
        expect(await noticeTexts(page)).toEqual([filesRestored(1, 0)])
        await clickUpload(page)
        await expect.poll(() => completeRuns(page), poll).toBe('1')
        expect(storedFile(stack, file.name).sha256).toBe(file.sha256)
      },
    )

    it.skipIf(fetchesAgain)(
      'restore: the engine keeps its failed import failed; the panel asks again on the next add, nothing reaches the server',
      async () => {
        const page = await openPanel(stack, '?restore=late-member')
        await expect.poll(() => noticeTexts(page), poll).toEqual([restoreUnavailable])
        expect(anyMatches(stack.failedLateScripts(), RESTORE_CHUNK), seen(stack)).toBe(true)
        await watchFailedImports(page)

        stack.setLateScripts(undefined)
        await addFiles(stack, page, [makeFile('umowa.pdf', 20_000)])
        // The add made the panel import restore again, and the engine failed it from its memory.
        await expect.poll(() => failedImports(page), poll).toBeGreaterThanOrEqual(1)
        expect(stack.servedLateScripts(), seen(stack)).toEqual([])
        expect(await keptNames(page)).toEqual([])
        expect((await noticeTexts(page)).filter((text) => text !== restoreUnavailable)).toEqual([])
      },
    )
  })
}
