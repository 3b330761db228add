// @vitest-environment jsdom
// (findEnglish walks a DOM; the "Polish only" browser tests give it Chromium's, jsdom's is the same standard API.)
import { describe, expect, it } from 'vitest'
import { containsEnglish, findEnglish } from './englishScan'
import { keysNoMemberMeets, uppyEnglish } from './uppyEnglish'

// The scan is what the copy-deck and "Polish only" tests rely on: a pattern that finds nothing, or
// everything, would make them pass or fail without checking anything. Each list below catches one way to break it.

/** Uppy's own English, as it would leak (from @uppy/core, @uppy/dashboard, @uppy/xhr-upload). */
const UPPY_ENGLISH = [
  'Upload failed',
  'This looks like a network error, the endpoint might be blocked by an internet provider or a firewall.',
  'Drop files here or %{browseFiles}',
  '%{smart_count} files selected',
  '%{complete} of %{smart_count} files uploaded',
  '%{time} left',
  'Uploading',
  'Cancel',
  'Retry upload',
  'Show error details',
  'My Device',
  'Edit file %{file}',
  'Upload has not made any progress for %{seconds} seconds. You may want to retry it.',
  'No Internet connection',
  'Unnamed',
]

/** A half-translated text: one English word among Polish ones is a leak too. */
const MIXED = [
  '2 pliki selected',
  'Przesłano 1 z 2 plików · 5 s left',
  '„zdjęcie.png”: Upload failed',
  'Błąd (error 500)',
]

/** The word list is lower case; Uppy's texts are not. */
const ANY_CASE = ['UPLOAD', 'Done', 'rEtRy']

const POLISH = [
  'Przesyłanie nie powiodło się',
  'Brak połączenia z serwerem. Sprawdź połączenie z internetem i spróbuj ponownie.',
  'Przesłano 1 z 2 plików · 1,2 MB z 3,4 MB · pozostały czas: 5 s',
  'zdjęcie.png · 2,9 KB',
  'raport-2026.pdf',
  'Tylko zdjęcia i PDF.',
  'Możesz dodać pliki JPEG, GIF, PNG lub PDF',
  'Zaloguj się',
]

/** The words the list leaves out on purpose, as Polish uses them. */
const ALLOWED_WORDS = ['Maksymalny rozmiar to 10 MB', 'Internet nie działa', 'Skopiuj link', 'Reset hasła']

/** Listed English words inside Polish words: only whole words count. */
const ENGLISH_INSIDE_POLISH = ['Dodaj plik oraz zdjęcie', 'Wyślij ofertę', 'Dane logowania są nieprawidłowe', 'Andrzej']

/**
 * A listed word touching a Polish letter: \b knows only ASCII letters, so it would end a word at "ź" or "ó"
 * (as it would split "Rozpoczęto" before "to"); the scan's letter boundaries do not.
 */
const NEXT_TO_A_POLISH_LETTER = ['Chodźmy dalej', 'Myślnik w nazwie', 'Orła na zdjęciu', 'Brak logów', 'Dodaj notę']

const isFlagged = (text: string) => containsEnglish(text)
const isMissed = (text: string) => !containsEnglish(text)

describe('containsEnglish', () => {
  it('finds Uppy’s English, whole or half translated, in any case', () => {
    expect([...UPPY_ENGLISH, ...MIXED, ...ANY_CASE].filter(isMissed)).toEqual([])
  })

  it('finds every English phrase of the panel’s Uppy packages that a member can meet', async () => {
    const english = await uppyEnglish()
    const unreachable = new Set(keysNoMemberMeets(Object.keys(english)))
    // A plural phrase is checked in each of its forms.
    const phrases = Object.entries(english)
      .filter(([key]) => !unreachable.has(key))
      .flatMap(([key, phrase]) =>
        (typeof phrase === 'string' ? [phrase] : Object.values(phrase as Record<string, string>)).map((text) => ({
          key,
          text,
        })),
      )
    // Not an empty set passing by default: the texts of all three packages are there.
    expect(phrases.map(({ key }) => key)).toEqual(
      expect.arrayContaining(['noInternetConnection', 'uploadFailed', 'xFilesSelected', 'uploadStalled']),
    )
    expect(phrases.filter(({ text }) => isMissed(text)).map(({ key, text }) => `${key}: ${text}`)).toEqual([])
  })

  it('passes Polish with diacritics, numbers, units and file names', () => {
    expect([...POLISH, ...ALLOWED_WORDS].filter(isFlagged)).toEqual([])
  })

  it('counts only whole words, with Polish letters as letters', () => {
    expect([...ENGLISH_INSIDE_POLISH, ...NEXT_TO_A_POLISH_LETTER].filter(isFlagged)).toEqual([])
    // The same words on their own are English.
    expect(['or', 'of', 'log', 'and', 'my', 'Or, my'].filter(isMissed)).toEqual([])
  })

  it('leaves out the ignored parts, every time they occur, and nothing else', () => {
    const notice = 'Nie udało się przesłać pliku „my-upload-file.pdf”.'
    expect(containsEnglish(notice)).toBe(true)
    expect(containsEnglish(notice, ['my-upload-file.pdf'])).toBe(false)
    expect(containsEnglish('„file.png” i „file.png”', ['file.png'])).toBe(false)
    expect(containsEnglish('„file.png”: Upload failed', ['file.png'])).toBe(true)
    expect(containsEnglish('„a.png”, „my.pdf”', ['a.png', 'my.pdf'])).toBe(false)
  })
})

/** The panel as Uppy renders it: English in class names, data attributes, styles and scripts, none of it read out. */
const POLISH_PANEL = `
  <section class="uppy-Dashboard uppy-Dashboard--isDraggingOver" data-uppy-drag-drop-supported="true" aria-label="Przesyłanie załączników">
    <style>.uppy-Dashboard-dropFilesHereHint::after { content: 'Drop your files here'; }</style>
    <script>window.uploadFailed = 'Upload failed'</script>
    <button type="button" class="uppy-u-reset uppy-Dashboard-browse" data-uppy-super-focusable id="upload-browse">przeglądaj</button>
    <input class="uppy-Dashboard-input" name="files[]" type="file" placeholder="np. umowa.pdf" />
    <img class="uppy-Dashboard-Item-previewImg" src="/preview/file.png" alt="zdjęcie.png" />
    <div role="progressbar" class="uppy-StatusBar-progress" aria-valuetext="Przesłano 1 z 2 plików" title="1,2 MB z 3,4 MB"></div>
    <a href="/upload/retry" aria-description="Ponów przesyłanie" aria-roledescription="przycisk">Ponów</a>
    <svg aria-hidden="true" class="uppy-c-icon uppy-Dashboard-poweredByIcon"><path d="M7.365 10.5"></path></svg>
  </section>`

function render(html: string): HTMLElement {
  const root = document.createElement('div')
  root.innerHTML = html
  return root
}

describe('findEnglish', () => {
  it('reads neither markup nor styles nor scripts, only what a member sees or hears', () => {
    expect(findEnglish(render(POLISH_PANEL))).toEqual([])
  })

  it.each(['aria-label', 'title', 'placeholder', 'alt', 'aria-valuetext', 'aria-description', 'aria-roledescription'])(
    'reports English in %s, the element and the text',
    (attribute) => {
      const root = render(POLISH_PANEL)
      root.querySelector('button')?.setAttribute(attribute, 'Remove file')
      expect(findEnglish(root)).toEqual([`button[${attribute}]: Remove file`])
    },
  )

  it('reports English text, trimmed, wherever it is (the root element’s own attributes too)', () => {
    const root = render(`${POLISH_PANEL}<p><span>\n  Upload complete  </span></p>`)
    root.setAttribute('aria-label', 'Uppy Dashboard')
    expect(findEnglish(root)).toEqual(['div[aria-label]: Uppy Dashboard', 'text: Upload complete'])
  })

  it('leaves out the ignored file names in text and attributes', () => {
    const root = render('<li title="my-file.pdf"><span>my-file.pdf</span> · 2,9 KB</li>')
    expect(findEnglish(root)).toEqual(['li[title]: my-file.pdf', 'text: my-file.pdf'])
    expect(findEnglish(root, ['my-file.pdf'])).toEqual([])
  })
})
