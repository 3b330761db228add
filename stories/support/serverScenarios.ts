/**
 * What the mocked upload endpoint can do, as the "Serwer" toolbar offers it: each
 * entry is one or more of the named MSW handlers in `mocks/` (the same ones the
 * tests use), sometimes behind a simulated connection (`mocks/*Uplink.ts`), because
 * MSW answers only once a body has fully arrived and cannot show it travelling.
 * Titles and descriptions are Polish: designers read them in the toolbar and on the
 * introduction page.
 */
import type { HttpHandler } from 'msw'
import type { UploadHandlers } from '../../mocks/handlers'
import { slowUploads } from '../../mocks/slowUplink'
import { stallUploads } from '../../mocks/stalledUplink'
import { MAX_RETRIES } from '../../src/core/config'
import { CONTROL_NAMES } from './playgroundArgs'

export interface ServerScenario {
  /** The toolbar's entry. */
  title: string
  /** What the member sees with it, for the introduction page. */
  memberSees: string
  /** The named handlers that answer. */
  handlers: (uploads: UploadHandlers) => HttpHandler | readonly HttpHandler[]
  /** A connection that behaves differently from MSW's instant one: patches XHR for uploads, returns its undo. */
  uplink?: (isUpload: (url: string) => boolean) => () => void
}

/** How long the slow connection takes to send each file: long enough to pause, resume or cancel. */
export const SLOW_UPLINK_MS = 5000

/** Every try the panel makes by itself for a failure that may pass: the first and its automatic retries. */
export const AUTOMATIC_ATTEMPTS = MAX_RETRIES + 1

/** Retry-After of the "busy" scenario: beyond what the panel waits out by itself. */
const LONG_RETRY_AFTER_S = 3600

/** In toolbar order. */
export const SERVER_SCENARIOS = {
  success: {
    title: 'Sukces (200)',
    memberSees: 'Pliki przesyłają się od razu, pasek stanu pokazuje „Przesyłanie zakończone”.',
    handlers: (uploads) => uploads.success(),
  },
  slowSuccess: {
    title: 'Wolne łącze, potem sukces',
    memberSees:
      'Pasek postępu rośnie przez 5 s na plik, serwer odpowiada 2 s później. Jest czas na „Wstrzymaj”, „Wznów” i „Anuluj”.',
    handlers: (uploads) => uploads.slowSuccess(),
    uplink: (isUpload) => slowUploads(isUpload, SLOW_UPLINK_MS),
  },
  badRequest: {
    title: '400 z komunikatem serwera',
    memberSees:
      'Komunikat serwera jako powiadomienie (5 s) i przy pliku. Bez automatycznego ponawiania; plik można usunąć.',
    handlers: (uploads) => uploads.badRequest(),
  },
  refusedPerFile: {
    title: '400, każdy plik z innego powodu',
    memberSees:
      'Serwer odrzuca każdy plik z jednym z trzech powodów (zależnie od nazwy). Powód zostaje przy pliku, plik można usunąć; „Ponów” się nie pojawia.',
    handlers: (uploads) => uploads.refuseEachFile(),
  },
  refusesPdfs: {
    title: '400 dla plików PDF, zdjęcia przyjęte',
    memberSees:
      'Zdjęcia serwer przyjmuje, każdy PDF odrzuca z powodem: część plików przesłana, część nie. Nagłówek listy mówi jedno i drugie.',
    handlers: (uploads) => uploads.refuseByType('application/pdf', 'Plik PDF jest zabezpieczony hasłem.'),
  },
  longBadRequest: {
    title: '400 z bardzo długim komunikatem',
    memberSees: 'Jak wyżej, ale komunikat ma 2000 znaków: widać, jak panel go zawija i skraca.',
    handlers: (uploads) => uploads.longBadRequest(),
  },
  uplinkStalls: {
    title: 'Wysyłanie staje w miejscu',
    memberSees: `Po 10 % pliku wysyłanie przestaje postępować. Po czasie z kontrolki „${CONTROL_NAMES.stallSeconds}” panel przerywa: „Przesyłanie nie robiło postępów przez N sekund…”.`,
    handlers: (uploads) => uploads.success(),
    uplink: (isUpload) => stallUploads(isUpload),
  },
  stalled: {
    title: 'Serwer nie odpowiada',
    memberSees: `Plik dochodzi, ale odpowiedź nie przychodzi. Po czasie z kontrolki „${CONTROL_NAMES.answerWaitSeconds}”: „Serwer nie odpowiedział w ciągu…”.`,
    handlers: (uploads) => uploads.stalled(),
  },
  serverError: {
    title: '500 (błąd serwera)',
    memberSees: `Panel sam próbuje ${AUTOMATIC_ATTEMPTS} razy, potem „Przesyłanie nie powiodło się” i przycisk „Ponów”.`,
    handlers: (uploads) => uploads.serverError(),
  },
  serverErrorUntilRetry: {
    title: '500, po „Ponów” sukces',
    memberSees: 'Jak 500, ale gdy członek naciśnie „Ponów”, pliki przechodzą.',
    handlers: (uploads) => uploads.failTimesThenSucceed(AUTOMATIC_ATTEMPTS, 'serverError'),
  },
  networkError: {
    title: 'Brak połączenia',
    memberSees:
      'Jak 500, ale przy pliku: „Brak połączenia z serwerem. Sprawdź połączenie z internetem i spróbuj ponownie.”',
    handlers: (uploads) => uploads.networkError(),
  },
  unauthorized: {
    title: '401 (sesja wygasła)',
    memberSees: 'Przy pliku: „Sesja wygasła. Zaloguj się, a potem ponów przesyłanie.” Bez automatycznego ponawiania.',
    handlers: (uploads) => uploads.unauthorized(),
  },
  redirectToLogin: {
    title: 'Przekierowanie na stronę logowania',
    memberSees:
      'Serwer odsyła (302) na /login, jak przy sesji wygasłej po stronie serwera. Panel pokazuje błąd logowania, nie sukces.',
    handlers: (uploads) => uploads.redirectToLogin(),
  },
  loginPage: {
    title: '200 ze stroną HTML zamiast JSON',
    memberSees: 'Zamiast odpowiedzi serwera przychodzi strona logowania. Panel pokazuje błąd logowania, nie sukces.',
    handlers: (uploads) => uploads.loginPage(),
  },
  retryAfterThenSuccess: {
    title: '429 z Retry-After: 1 s, potem sukces',
    memberSees: 'Serwer prosi o chwilę przerwy. Panel czeka sekundę i sam wysyła plik ponownie, tym razem z sukcesem.',
    handlers: (uploads) => uploads.failTimesThenSucceed(1, 'tooManyRequests'),
  },
  retryAfterLong: {
    title: '429 z Retry-After: 1 godz.',
    memberSees: 'Serwer prosi o godzinę przerwy: „Serwer jest teraz przeciążony. Spróbuj ponownie za 60 minut.”',
    handlers: (uploads) => uploads.tooManyRequests(LONG_RETRY_AFTER_S),
  },
} satisfies Record<string, ServerScenario>

export type ServerScenarioId = keyof typeof SERVER_SCENARIOS

export function isServerScenarioId(value: unknown): value is ServerScenarioId {
  return typeof value === 'string' && Object.hasOwn(SERVER_SCENARIOS, value)
}
