/** Texts of photos scaled before they are sent (`resizePhotos`), apart from `i18n/messages.ts`: they load with the
 * preparation, status bar and list repairs (a module the entry imports too gets a chunk of its own). Copy deck too. */

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
