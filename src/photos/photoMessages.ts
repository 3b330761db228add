/**
 * The Polish texts of photos prepared just before they are sent (`resizePhotos`): scaled down, one
 * at a time. Apart from `i18n/messages.ts` because they load on demand, with the preparation, the
 * status bar and the list's repairs (importing a module the panel's entry also imports would make
 * bundlers split it into a chunk of its own); the copy deck shows them too.
 */

/** "zdjęcia" after "z 1", "zdjęć" after any other count ("z 2 zdjęć", "z 5 zdjęć", "z 22 zdjęć"). */
const ofPhotos = (count: number) => (count === 1 ? 'zdjęcia' : 'zdjęć')

/** "1 z 3", never split across lines (non-breaking spaces, as between a number and its unit). */
const outOf = (prepared: number, toPrepare: number) => `${prepared}\u00a0z\u00a0${toPrepare}`

/** The status bar while photos are prepared and no file is being sent yet. */
export const preparingPhotos = (prepared: number, toPrepare: number) =>
  toPrepare === 1
    ? 'Przygotowywanie zdjęcia do wysłania…'
    : `Przygotowywanie zdjęć do wysłania: ${outOf(prepared, toPrepare)}`

/** The status bar's details while other files are sent and photos are still being prepared. */
export const photosPrepared = (prepared: number, toPrepare: number) =>
  `przygotowano ${outOf(prepared, toPrepare)}\u00a0${ofPhotos(toPrepare)}`

/** In the row of the photo being prepared. */
export const preparingPhoto = 'Przygotowywanie zdjęcia do wysłania…'

/** In the row of a photo waiting while another is prepared. */
export const photoWaitsForPreparation = 'Czeka na przygotowanie do wysłania'
