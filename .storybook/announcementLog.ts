/**
 * What a screen reader says during a journey story (tagged `journey`): a virtual screen reader
 * (`@guidepup/virtual-screen-reader`) listens from before the story renders (the preview's `beforeEach`, under the
 * story tests only), and its log of live announcements ("polite: …", "assertive: …") is compared with the story's
 * file in `stories/__announcements__/` (./vitest.setup.ts), which designers review as they review a picture and the
 * copy deck shows ("Co słyszy czytnik ekranu"). No import of the test runner here: the preview loads this module in
 * the workbench too.
 */
import { virtual } from '@guidepup/virtual-screen-reader'

/** The tag of the stories whose announcements are kept. */
export const JOURNEY_TAG = 'journey'

let listening = false

/** Starts listening on the whole page (the panel's live region lies inside the story's frame). */
export async function listenForAnnouncements(): Promise<void> {
  if (listening) await virtual.stop()
  await virtual.start({ container: document.body })
  listening = true
}

/**
 * A live announcement with words. The panel empties its region 7 s after the last announcement (src/core/announcer.ts),
 * which the virtual screen reader logs as "polite: " and a screen reader does not speak: a journey whose upload
 * outlasted those 7 s on a loaded machine logged one.
 */
const SPOKEN_ANNOUNCEMENT = /^(polite|assertive): \S/

/** The live announcements heard since `listenForAnnouncements`, in order; stops listening (none when not listening). */
export async function stopListening(): Promise<string[]> {
  if (!listening) return []
  listening = false
  const heard = await virtual.spokenPhraseLog()
  await virtual.stop()
  return heard.filter((phrase) => SPOKEN_ANNOUNCEMENT.test(phrase))
}
