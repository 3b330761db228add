/**
 * The playground's controls, in the units people think in (megabytes, seconds, places
 * taken, signed in or not), and how they become the panel's props. Names and
 * descriptions are Polish: designers read them in the Controls tab.
 */
import type { ArgTypes } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { DEMO_TOKEN } from '../../mocks/contract'
import { type AttachmentUploadPanelProps, DEFAULT_ENDPOINT, type ProcessingStep } from '../../src'
import {
  DEFAULT_RESPONSE_TIMEOUT_MS,
  DEFAULT_RESTORE_MAX_AGE_MS,
  DEFAULT_STALL_TIMEOUT_MS,
} from '../../src/core/config'
import * as messages from '../../src/i18n/messages'
import { DEMO_SETTINGS } from '../../src/test/demo'

export interface PlaygroundArgs {
  signedIn: boolean
  settingsLoaded: boolean
  maxFiles: number
  maxFileSizeMb: number
  existingCount: number
  stallSeconds: number
  answerWaitSeconds: number
  preprocessSeconds: number
  postprocessSeconds: number
  keepForReload: boolean
  keepMinutes: number
  keepPhotoLocation: boolean
  /** `resizePhotos.maxSide`; 0: photos are sent as chosen. */
  resizeMaxSide: number
  theme: NonNullable<AttachmentUploadPanelProps['theme']>
  height: number
  endpoint: string
  className: string
  'aria-label': string
  onUploadSuccess: NonNullable<AttachmentUploadPanelProps['onUploadSuccess']>
  onCompleteSuccess: NonNullable<AttachmentUploadPanelProps['onCompleteSuccess']>
  onUploadError: NonNullable<AttachmentUploadPanelProps['onUploadError']>
}

/** Labels of the controls other pages refer to. */
export const CONTROL_NAMES = {
  signedIn: 'Zalogowany',
  settingsLoaded: 'Ustawienia wczytane',
  maxFileSizeMb: 'Największy plik (MB)',
  existingCount: 'Zajęte miejsca',
  theme: 'Motyw',
  stallSeconds: 'Przerwij po braku postępu (s)',
  answerWaitSeconds: 'Czekaj na odpowiedź (s)',
  preprocessSeconds: 'Przygotowanie plików (s)',
  postprocessSeconds: 'Zapisywanie po wysłaniu (s)',
  keepForReload: 'Zachowuj pliki po odświeżeniu',
  keepMinutes: 'Jak długo zachowywać (min)',
  keepPhotoLocation: 'Wysyłaj miejsce zrobienia zdjęć',
  resizeMaxSide: 'Zmniejszaj zdjęcia do (px)',
} as const

const MIB = 1024 * 1024

/** The member the stories show: signed in, 10 attachments of up to 5 MB, none yet, production timings. */
export const playgroundDefaults: PlaygroundArgs = {
  signedIn: true,
  settingsLoaded: true,
  maxFiles: DEMO_SETTINGS.maxFiles,
  maxFileSizeMb: DEMO_SETTINGS.maxFileSize / MIB,
  existingCount: 0,
  stallSeconds: DEFAULT_STALL_TIMEOUT_MS / 1000,
  answerWaitSeconds: DEFAULT_RESPONSE_TIMEOUT_MS / 1000,
  preprocessSeconds: 0,
  postprocessSeconds: 0,
  keepForReload: false,
  keepMinutes: DEFAULT_RESTORE_MAX_AGE_MS / 60_000,
  keepPhotoLocation: false,
  resizeMaxSide: 0,
  theme: 'light',
  height: 500,
  endpoint: DEFAULT_ENDPOINT,
  className: '',
  'aria-label': messages.panelLabel,
  onUploadSuccess: fn(),
  onCompleteSuccess: fn(),
  onUploadError: fn(),
}

/** The ends of every numeric control, shared with the test that renders the panel at them. */
export const CONTROL_RANGES = {
  maxFiles: { min: 1, max: 50, step: 1 },
  maxFileSizeMb: { min: 0.1, max: 100, step: 0.1 },
  existingCount: { min: 0, max: 50, step: 1 },
  stallSeconds: { min: 1, max: 120, step: 1 },
  answerWaitSeconds: { min: 1, max: 300, step: 1 },
  preprocessSeconds: { min: 0, max: 60, step: 1 },
  postprocessSeconds: { min: 0, max: 60, step: 1 },
  keepMinutes: { min: 1, max: 24 * 60, step: 1 },
  height: { min: 200, max: 500, step: 10 },
} as const satisfies Partial<Record<keyof PlaygroundArgs, { min: number; max: number; step: number }>>

const LIMITS = 'Limity'
const SESSION = 'Członek'
const TIMES = 'Czasy i kroki'
const LOOKS = 'Wygląd'
const HOST = 'Dla programistów'

export const playgroundArgTypes: Partial<ArgTypes<PlaygroundArgs>> = {
  signedIn: {
    name: CONTROL_NAMES.signedIn,
    description: 'Czy host przekazuje token członka. Bez tokenu panel niczego nie wysyła i prosi o zalogowanie.',
    control: 'boolean',
    table: { category: SESSION },
  },
  settingsLoaded: {
    name: CONTROL_NAMES.settingsLoaded,
    description: 'Wyłączone: host wciąż wczytuje attachments.* i panel czeka, nie przyjmując plików.',
    control: 'boolean',
    table: { category: LIMITS },
  },
  maxFiles: {
    name: 'Limit załączników',
    description: 'attachments.maxFiles: ile załączników członek może mieć łącznie.',
    control: { type: 'range', ...CONTROL_RANGES.maxFiles },
    if: { arg: 'settingsLoaded' },
    table: { category: LIMITS },
  },
  maxFileSizeMb: {
    name: CONTROL_NAMES.maxFileSizeMb,
    description: 'attachments.maxFileSize w megabajtach. Serwer z paska „Serwer” sam przyjmuje pliki do 10 MB.',
    control: { type: 'number', ...CONTROL_RANGES.maxFileSizeMb },
    if: { arg: 'settingsLoaded' },
    table: { category: LIMITS },
  },
  existingCount: {
    name: CONTROL_NAMES.existingCount,
    description: 'Ile załączników członek już ma. Gdy tyle, ile limit, panel nie przyjmuje nowych plików.',
    control: { type: 'range', ...CONTROL_RANGES.existingCount },
    table: { category: LIMITS },
  },
  stallSeconds: {
    name: CONTROL_NAMES.stallSeconds,
    description: 'Po tylu sekundach bez postępu wysyłania panel przerywa plik. W produkcji 30 s.',
    control: { type: 'range', ...CONTROL_RANGES.stallSeconds },
    table: { category: TIMES },
  },
  answerWaitSeconds: {
    name: CONTROL_NAMES.answerWaitSeconds,
    description: 'Tyle panel czeka na odpowiedź serwera po wysłaniu całego pliku. W produkcji 120 s.',
    control: { type: 'range', ...CONTROL_RANGES.answerWaitSeconds },
    table: { category: TIMES },
  },
  preprocessSeconds: {
    name: CONTROL_NAMES.preprocessSeconds,
    description: 'Krok przed wysłaniem („Przygotowywanie plików…”) trwający tyle sekund; 0: bez kroku.',
    control: { type: 'range', ...CONTROL_RANGES.preprocessSeconds },
    table: { category: TIMES },
  },
  postprocessSeconds: {
    name: CONTROL_NAMES.postprocessSeconds,
    description: 'Krok po przyjęciu plików („Zapisywanie załączników…”) trwający tyle sekund; 0: bez kroku.',
    control: { type: 'range', ...CONTROL_RANGES.postprocessSeconds },
    table: { category: TIMES },
  },
  keepForReload: {
    name: CONTROL_NAMES.keepForReload,
    description:
      'restoreKey: wybrane pliki wracają po odświeżeniu strony (przechowywane w tej przeglądarce, w IndexedDB). Wyłączenie usuwa to, co zachowano.',
    control: 'boolean',
    table: { category: SESSION },
  },
  keepMinutes: {
    name: CONTROL_NAMES.keepMinutes,
    description: 'restoreMaxAgeMs w minutach: po tylu minutach od ostatniej zmiany zachowane pliki są usuwane.',
    control: { type: 'range', ...CONTROL_RANGES.keepMinutes },
    if: { arg: 'keepForReload' },
    table: { category: SESSION },
  },
  keepPhotoLocation: {
    name: CONTROL_NAMES.keepPhotoLocation,
    description:
      'keepPhotoLocation: zdjęcia JPEG idą z danymi GPS (EXIF i XMP). Domyślnie panel je usuwa przed wysłaniem, nie zmieniając niczego innego.',
    control: 'boolean',
    table: { category: HOST },
  },
  resizeMaxSide: {
    name: CONTROL_NAMES.resizeMaxSide,
    description:
      'resizePhotos.maxSide: zdjęcie JPEG o dłuższym boku większym niż tyle pikseli jest tuż przed wysłaniem obracane i zmniejszane do tego boku (jakość 0,85), jeśli wyjdzie mniejsze. 0: zdjęcia idą tak, jak je wybrano.',
    control: { type: 'number', min: 0, step: 64 },
    table: { category: HOST },
  },
  theme: {
    name: CONTROL_NAMES.theme,
    description: 'Jasny, ciemny albo jak w systemie członka (auto).',
    control: 'inline-radio',
    options: ['light', 'dark', 'auto'],
    table: { category: LOOKS },
  },
  height: {
    name: 'Wysokość (px)',
    description: 'Wysokość obszaru plików, najwyżej 500 px.',
    control: { type: 'range', ...CONTROL_RANGES.height },
    table: { category: LOOKS },
  },
  endpoint: {
    name: 'Adres wysyłki',
    description: 'Dokąd panel wysyła pliki. Serwer z paska „Serwer” odpowiada pod domyślnym adresem.',
    control: 'text',
    table: { category: HOST },
  },
  className: {
    name: 'Klasa CSS',
    description: 'Dodatkowa klasa zewnętrznego elementu panelu.',
    control: 'text',
    table: { category: HOST },
  },
  'aria-label': {
    name: 'Nazwa dla czytników ekranu',
    description: 'Dostępna nazwa panelu (aria-label).',
    control: 'text',
    table: { category: HOST },
  },
  onUploadSuccess: {
    description: 'Wywoływane dla każdego przyjętego pliku: widać w zakładce Actions.',
    table: { category: HOST },
  },
  onCompleteSuccess: {
    description: 'Wywoływane, gdy wszystkie pliki przebiegu się udały: widać w zakładce Actions.',
    table: { category: HOST },
  },
  onUploadError: {
    description: 'Wywoływane dla każdego pliku, którego nie udało się przesłać, z przyczyną: widać w zakładce Actions.',
    table: { category: HOST },
  },
}

/** Every prop, so that a new prop without a playground control fails to compile. */
type EveryProp = { [K in keyof Required<AttachmentUploadPanelProps>]: AttachmentUploadPanelProps[K] }

export function toPanelProps(args: PlaygroundArgs): EveryProp {
  return {
    token: args.signedIn ? DEMO_TOKEN : null,
    settings: args.settingsLoaded
      ? { maxFiles: args.maxFiles, maxFileSize: Math.round(args.maxFileSizeMb * MIB) }
      : undefined,
    existingCount: args.existingCount,
    endpoint: args.endpoint,
    stallTimeoutMs: args.stallSeconds * 1000,
    responseTimeoutMs: args.answerWaitSeconds * 1000,
    onUploadSuccess: args.onUploadSuccess,
    onCompleteSuccess: args.onCompleteSuccess,
    onUploadError: args.onUploadError,
    // Once a frame while files are sent: too many for the Actions tab.
    onUploadProgress: undefined,
    preprocessSteps: stepsLasting(args.preprocessSeconds, 'Przygotowywanie plików…'),
    postprocessSteps: stepsLasting(args.postprocessSeconds, 'Zapisywanie załączników…'),
    // One demo member: the host would derive this from the signed-in member's id.
    restoreKey: args.keepForReload ? 'storybook-demo-member' : undefined,
    restoreMaxAgeMs: args.keepMinutes * 60_000,
    keepPhotoLocation: args.keepPhotoLocation,
    resizePhotos: args.resizeMaxSide > 0 ? { maxSide: args.resizeMaxSide } : undefined,
    theme: args.theme,
    height: args.height,
    className: args.className || undefined,
    'aria-label': args['aria-label'],
    // The playground's panel is in no form: the form props are shown by ../Form.stories.tsx.
    name: undefined,
    getAttachmentId: undefined,
    blockFormSubmit: undefined,
    onPendingFilesChange: undefined,
  }
}

/** One step showing `message` for `seconds`, or none for 0. */
function stepsLasting(seconds: number, message: string): ProcessingStep[] {
  if (seconds <= 0) return []
  return [{ message, run: () => new Promise((resolve) => setTimeout(resolve, seconds * 1000)) }]
}
