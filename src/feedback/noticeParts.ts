// ./NoticeList.tsx's parts for tests and stories, one export each, imported through `src/test/selectors.ts`.

/** Not a live region: ./LiveRegion.tsx speaks. */
export const noticeList = '.aup-notices'
/** One notice, with its tone as `aup-notice--<tone>`. */
export const notice = '.aup-notice'
export const noticeText = '.aup-notice__text'
