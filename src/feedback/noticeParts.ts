/**
 * The panel's notices by their parts (./NoticeList.tsx), for the tests and the stories. One export each,
 * imported through `src/test/selectors.ts`.
 */

/** The list of visible notices (not a live region: ./LiveRegion.tsx speaks). */
export const noticeList = '.aup-notices'
/** One notice, with its tone as `aup-notice--<tone>`. */
export const notice = '.aup-notice'
/** A notice's text. */
export const noticeText = '.aup-notice__text'
