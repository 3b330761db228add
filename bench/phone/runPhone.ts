// npm run bench -- --phone: the rounds of the phone profile. Each round runs every scenario, the
// variants in another order each round (see ../rounds.ts).
import { mkdirSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { append, rotate } from '../rounds'
import type { BenchContext } from '../scenarios'
import { ensurePhotos, PHOTO_DIR, type Photo } from './photos'
import { noPhoneResults, type PhoneConfig, type PhoneResults } from './results'
import { addPhotos, idleRss, tapsDuringUpload, type UiVariant, uploadOverUplink } from './scenarios'
import { SEND_VARIANTS, sendPhotos } from './sendScenario'

/** One line on stderr per run: a phone round takes minutes. */
const progress = (what: string) => process.stderr.write(`  ${what}…\n`)

/** Runs the phone profile; `pagesDir` is the folder the pages are served from (the photos are linked into it). */
export async function runPhone(ctx: BenchContext, config: PhoneConfig, pagesDir: string): Promise<PhoneResults> {
  const results = noPhoneResults(config)
  // One set of photos serves both scenarios that pick them: each takes the first as many as it needs.
  const photoCount = Math.max(
    config.only.has('photos') ? config.photos : 0,
    config.only.has('send') ? config.sendPhotos : 0,
  )
  let allPhotos: Photo[] = []
  if (photoCount > 0) {
    mkdirSync(PHOTO_DIR, { recursive: true })
    symlinkSync(PHOTO_DIR, join(pagesDir, 'photos'), 'dir')
    allPhotos = await ensurePhotos(ctx.browser, ctx.pagesUrl, PHOTO_DIR, photoCount)
  }
  const photos = allPhotos.slice(0, config.photos)
  const sentPhotos = allPhotos.slice(0, config.sendPhotos)
  if (config.only.has('photos')) results.photoSizes = photos.map((photo) => photo.bytes)
  if (config.only.has('send')) results.sendPhotoSizes = sentPhotos.map((photo) => photo.bytes)
  for (let round = 1; round <= config.rounds; round++) {
    process.stderr.write(`phone round ${round}/${config.rounds}…\n`)
    const uiVariants = rotate<UiVariant>(['baseline', 'panel'], round - 1)
    if (config.only.has('photos')) {
      progress('photos: idle page')
      results.photos.idleRssBytes.push(await idleRss(ctx, photos))
      for (const variant of uiVariants) {
        progress(`photos: ${variant}`)
        append(results.photos.runs, variant, await addPhotos(ctx, variant, photos, config.limitMs))
      }
    }
    if (config.only.has('taps'))
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
    if (config.only.has('uplink'))
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
  return results
}
