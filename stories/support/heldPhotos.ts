/**
 * Photos the panel prepares before sending them (`resizePhotos`) held in the middle of their preparation
 * until the story is left, so the "preparing photos" state can be looked at (and captured) at rest: the
 * preview worker is refused and each JPEG encoding waits (src/test/heldPhotoPreparation.ts).
 */
import { type HeldPhotoPreparation, holdPhotoPreparation } from '../../src/test/heldPhotoPreparation'

let held: HeldPhotoPreparation | undefined

/** Holds from now on every photo the panel prepares. Draw the story's photos before: their encoding is held too. */
export function holdPhotos(): HeldPhotoPreparation {
  held?.restore()
  held = holdPhotoPreparation()
  return held
}

/** Puts the worker and the encoder back and lets held photos finish (story cleanup). */
export function releaseHeldPhotos(): void {
  held?.restore()
  held = undefined
}
