import { Translator } from '@uppy/core/utils'
import * as messages from '../../src/i18n/messages'
import * as unavailable from '../../src/i18n/unavailableChunks'
import { uppyLocale } from '../../src/i18n/uppyLocale'
import * as photoMessages from '../../src/photos/photoMessages'
import * as restoreMessages from '../../src/restore/restoreMessages'

/**
 * The copy deck: every text a member or a screen reader can meet, grouped by
 * situation, rendered from the very modules the panel uses (so it cannot drift).
 * Read in Storybook ("Dokumentacja/Teksty panelu"); not part of the package.
 */

/** Counts each plural text is shown for: every Polish form, and the teens that break the pattern. */
export const SAMPLE_COUNTS = [1, 2, 5, 12, 22, 25] as const

type MessageKey = keyof typeof messages
type MessageFunctionKey = { [K in MessageKey]: (typeof messages)[K] extends string ? never : K }[MessageKey]

const FILE = 'umowa.pdf'

/** How each of the panel's message functions is shown: one example, or one per sample count. */
const MESSAGE_SAMPLES: { [K in MessageFunctionKey]: (count: number) => string } = {
  uploadFailedForFile: () => messages.uploadFailedForFile(FILE, messages.networkError),
  stalled: (count) => messages.stalled(count),
  unanswered: (count) => messages.unanswered(count * 60),
  serverBusy: (count) => messages.serverBusy(count * 60_000),
  unreadableFile: () => messages.unreadableFile(FILE),
  processingFailed: (count) => messages.processingFailed(count),
  failedFilesSummary: (count) => messages.failedFilesSummary(count),
  noPlacesLeft: (count) => messages.noPlacesLeft(count),
  tooManyFiles: (count) => messages.tooManyFiles(count),
  tooManyToSend: (count) => messages.tooManyToSend(count, count),
  emptyFile: () => messages.emptyFile(FILE),
  contentMismatch: () => messages.contentMismatch('zdjecie.png'),
  heicPhoto: () => messages.heicPhoto('IMG_0042.HEIC'),
  moreRejected: (count) => messages.moreRejected(count),
  filesAdded: (count) => messages.filesAdded(Array.from({ length: count }, (_, index) => `plik-${index + 1}.pdf`)),
  uploadStarted: (count) => messages.uploadStarted(count),
  uploadProgress: (count) => messages.uploadProgress(count * 4),
  uploadComplete: (count) => messages.uploadComplete(count),
  filePaused: () => messages.filePaused(FILE),
  fileResumed: () => messages.fileResumed(FILE),
  runEndHeader: (count) =>
    [
      messages.runEndHeader({ sent: count, failed: 0 }),
      messages.runEndHeader({ sent: 0, failed: count }),
      messages.runEndHeader({ sent: count, failed: count }),
    ].join(' · '),
  // The waiting files as Uppy's header counts them (`xFilesSelected`, in its section).
  runEndWithWaitingHeader: (count) => messages.runEndWithWaitingHeader({ sent: count, failed: 0 }, '1 plik wybrany'),
}

/** Message functions whose text does not depend on a count: shown once. */
const SHOWN_ONCE: ReadonlySet<MessageFunctionKey> = new Set([
  'uploadFailedForFile',
  'unreadableFile',
  'emptyFile',
  'contentMismatch',
  'heicPhoto',
  'filePaused',
  'fileResumed',
])

/** Values for Uppy's placeholders other than `smart_count`. */
const PLACEHOLDER_SAMPLES: Record<string, string> = {
  file: FILE,
  fileName: FILE,
  name: FILE,
  size: '10\u00a0MB',
  sizeAllowed: '10\u00a0MB',
  types: 'image/jpeg',
  complete: '1,2\u00a0MB',
  total: '3,4\u00a0MB',
  time: '1\u00a0min 5\u00a0s',
  seconds: '30',
  numFiles: '3',
  folder: 'Dokumenty',
  fields: 'Nazwa pliku',
  browseFiles: 'wybierz pliki z urządzenia',
  browseFolders: 'wybierz folder',
  browse: 'wybierz pliki z urządzenia',
  count: '2',
  uppy: 'Uppy',
  provider: 'Dysk Google',
  pluginName: 'Dysk Google',
  url: 'https://example.com',
}

export interface CopyEntry {
  /** `messages.key` (the panel's own) or `uppy.key` (Uppy's, with the panel's corrections). */
  id: string
  /** The text once, or one line per sample count ("5: Przesłano 5 plików."). */
  texts: { count?: number; text: string }[]
}

export interface CopySection {
  title: string
  /** Who meets these texts and when. */
  situation: string
  entries: CopyEntry[]
}

const translator = new Translator([uppyLocale])

function messageEntry(key: MessageKey): CopyEntry {
  // biome-ignore lint/performance/noDynamicNamespaceImportAccess: the deck renders any message by its key, and is not part of the package
  const value = messages[key]
  if (typeof value === 'string') return { id: `messages.${key}`, texts: [{ text: value }] }
  const sample = MESSAGE_SAMPLES[key as MessageFunctionKey]
  if (SHOWN_ONCE.has(key as MessageFunctionKey)) return { id: `messages.${key}`, texts: [{ text: sample(1) }] }
  return { id: `messages.${key}`, texts: SAMPLE_COUNTS.map((count) => ({ count, text: sample(count) })) }
}

function uppyEntry(key: string): CopyEntry {
  const phrase = uppyLocale.strings[key]
  const placeholders = Object.fromEntries(
    [...JSON.stringify(phrase ?? '').matchAll(/%\{(\w+)\}/g)].map(([, name = '']) => [
      name,
      PLACEHOLDER_SAMPLES[name] ?? `‹${name}›`,
    ]),
  )
  if (typeof phrase === 'object') {
    return {
      id: `uppy.${key}`,
      texts: SAMPLE_COUNTS.map((count) => ({
        count,
        text: translator.translate(key, { ...placeholders, smart_count: count }),
      })),
    }
  }
  return { id: `uppy.${key}`, texts: [{ text: translator.translate(key, placeholders) }] }
}

/** One situation of the deck: its title, who meets it, and the keys (`messages.x` or `uppy.x`) in reading order. */
export interface SectionPlan {
  title: string
  situation: string
  ids: readonly string[]
}

/** The texts of restoring files after a reload (they load with that feature, apart from `messages`). */
function restoreEntry(key: string): CopyEntry {
  const id = `restore.${key}`
  if (key === 'filesRestored') {
    // Each count with none, one and all of the files uncertain (they were being sent).
    const texts = SAMPLE_COUNTS.map((count) => ({
      count,
      text: [0, 1, count].map((uncertain) => restoreMessages.filesRestored(count, uncertain)).join(' · '),
    }))
    return { id, texts }
  }
  const texts: Record<string, string> = {
    sentWhenPageClosed: restoreMessages.sentWhenPageClosed,
    notKeptForReload: restoreMessages.notKeptForReload,
  }
  return { id, texts: [{ text: texts[key] ?? `‹${key}›` }] }
}

/** The texts of photos prepared just before they are sent (they load with `resizePhotos`, apart from `messages`). */
function photoEntry(key: string): CopyEntry {
  const id = `photos.${key}`
  if (key === 'preparingPhotos' || key === 'photosPrepared') {
    const text = key === 'preparingPhotos' ? photoMessages.preparingPhotos : photoMessages.photosPrepared
    // Each count with none of the photos prepared yet, and all but one.
    const texts = SAMPLE_COUNTS.map((count) => ({
      count,
      text: [...new Set([0, count - 1])].map((prepared) => text(prepared, count)).join(' · '),
    }))
    return { id, texts }
  }
  const texts: Record<string, string> = {
    preparingPhoto: photoMessages.preparingPhoto,
    photoWaitsForPreparation: photoMessages.photoWaitsForPreparation,
  }
  return { id, texts: [{ text: texts[key] ?? `‹${key}›` }] }
}

/** What the member reads when an optional part of the panel cannot load (in the entry, apart from `messages`). */
function unavailableEntry(key: string): CopyEntry {
  const texts: Record<string, string> = { ...unavailable }
  return { id: `unavailable.${key}`, texts: [{ text: texts[key] ?? `‹${key}›` }] }
}

/** An entry of the deck by its id: `messages.key`, `uppy.key`, `restore.key`, `photos.key` or `unavailable.key`. */
export function renderCopyEntry(id: string): CopyEntry {
  const [source, key = ''] = id.split('.')
  if (source === 'restore') return restoreEntry(key)
  if (source === 'photos') return photoEntry(key)
  if (source === 'unavailable') return unavailableEntry(key)
  return source === 'messages' ? messageEntry(key as MessageKey) : uppyEntry(key)
}

/** Renders each situation of `plan` with its texts. */
export function buildCopyDeck(plan: readonly SectionPlan[]): CopySection[] {
  return plan.map(({ title, situation, ids }) => ({ title, situation, entries: ids.map(renderCopyEntry) }))
}
