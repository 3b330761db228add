// npm run bench -- --phone: the rounds of the phone profile. Each round runs every scenario, the
// variants in another order each round (see ../rounds.ts).
import { mkdirSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { append, rotate } from '../rounds'
import type { PhoneContext } from './emulation'
import { ensurePhotos, PHOTO_DIR, type Photo } from './photos'
import { noPhoneResults, type PhoneConfig, type PhoneResults } from './results'
import { addPhotos, idleRss, tapsDuringUpload, type UiVariant, uploadOverUplink } from './scenarios'
import { SEND_VARIANTS, sendPhotos } from './sendScenario'
import { traceSend } from './traceSend'

/** The first `count` phone photos, made once, served beside the pages in `pagesDir`. */
async function photosFor(ctx: PhoneContext, count: number, pagesDir: string): Promise<Photo[]> {
  mkdirSync(PHOTO_DIR, { recursive: true })
  symlinkSync(PHOTO_DIR, join(pagesDir, 'photos'), 'dir')
  return ensurePhotos(ctx.browser, ctx.pagesUrl, PHOTO_DIR, count)
}

/** One traced send of the photos by the panel under each profile (`--phone --trace`). */
export async function tracePhoneSends(
  contexts: readonly PhoneContext[],
  config: PhoneConfig,
  pagesDir: string,
): Promise<void> {
  const [first] = contexts
  if (!first) return
  const photos = await photosFor(first, config.sendPhotos, pagesDir)
  for (const ctx of contexts) await traceSend(ctx, photos, config.uplinkMbit, config.limitMs)
}

/**
 * Runs the phone scenarios under each profile (`contexts`, one browser each; the first's browser makes the
 * photos), every profile in every round; `pagesDir` is the folder the pages are served from (the photos
 * are linked into it). Taps and the uplink run under the main-thread profile only.
 */
export async function runPhone(
  contexts: readonly PhoneContext[],
  config: PhoneConfig,
  pagesDir: string,
): Promise<PhoneResults[]> {
  const [first] = contexts
  if (!first) return []
  const all = contexts.map((ctx) => noPhoneResults(config, ctx.profile))
  // One set of photos serves both scenarios that pick them: each takes the first as many as it needs.
  const photoCount = Math.max(
    config.only.has('photos') ? config.photos : 0,
    config.only.has('send') ? config.sendPhotos : 0,
  )
  const allPhotos = photoCount > 0 ? await photosFor(first, photoCount, pagesDir) : []
  const photos = allPhotos.slice(0, config.photos)
  const sentPhotos = allPhotos.slice(0, config.sendPhotos)
  for (const results of all) {
    if (config.only.has('photos')) results.photoSizes = photos.map((photo) => photo.bytes)
    if (config.only.has('send')) results.sendPhotoSizes = sentPhotos.map((photo) => photo.bytes)
  }
  for (let round = 1; round <= config.rounds; round++) {
    process.stderr.write(`phone round ${round}/${config.rounds}…\n`)
    for (const [index, ctx] of contexts.entries())
      await runRound(ctx, all[index] as PhoneResults, round, { photos, sentPhotos })
  }
  return all
}

/** One round of every scenario under `ctx`'s profile, appended to `results`. */
async function runRound(
  ctx: PhoneContext,
  results: PhoneResults,
  round: number,
  { photos, sentPhotos }: { photos: Photo[]; sentPhotos: Photo[] },
): Promise<void> {
  const { config } = results
  const progress = (what: string) => process.stderr.write(`  ${ctx.profile.id}: ${what}…\n`)
  const mainThread = ctx.profile.id === 'main-thread'
  const uiVariants = rotate<UiVariant>(['baseline', 'panel'], round - 1)
  if (config.only.has('photos')) {
    progress('photos: idle page')
    results.photos.idleRssBytes.push(await idleRss(ctx, photos))
    for (const variant of uiVariants) {
      progress(`photos: ${variant}`)
      append(results.photos.runs, variant, await addPhotos(ctx, variant, photos, config.limitMs))
    }
  }
  if (mainThread && config.only.has('taps'))
    for (const [link, uplinkMbitPerS] of [
      ['local', null],
      ['throttled', config.tapUplinkMbit],
    ] as const)
      for (const variant of uiVariants) {
        progress(`taps: ${variant}, ${link} link`)
        const run = await tapsDuringUpload(ctx, variant, config.tapUpload, {
          uplinkMbitPerS,
          tapEveryMs: config.tapEveryMs,
          limitMs: config.limitMs,
        })
        append(results.taps[link], variant, run)
      }
  if (mainThread && config.only.has('uplink'))
    for (const variant of rotate(['raw', 'baseline', 'panel'] as const, round - 1)) {
      progress(`uplink: ${variant}`)
      append(
        results.uplink,
        variant,
        await uploadOverUplink(ctx, variant, config.uplinkUpload, config.uplinkMbit, config.limitMs),
      )
    }
  if (config.only.has('send'))
    for (const variant of rotate(SEND_VARIANTS, round - 1)) {
      progress(`send: ${variant}`)
      append(results.send, variant, await sendPhotos(ctx, variant, sentPhotos, config.uplinkMbit, config.limitMs))
    }
}
