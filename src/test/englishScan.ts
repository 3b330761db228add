/**
 * Finds English that would reach the member: visible text and the attributes
 * a screen reader or tooltip reads. Words are common UI English that do not
 * occur in Polish; units like "MB" are fine in both languages.
 */
const ENGLISH_WORDS = [
  'upload',
  'uploading',
  'uploaded',
  'file',
  'files',
  'drop',
  'browse',
  'cancel',
  'retry',
  'error',
  'failed',
  'network',
  'complete',
  'done',
  'pause',
  'paused',
  'resume',
  'add',
  'more',
  'remove',
  'edit',
  'editing',
  'save',
  'back',
  'select',
  'selected',
  'powered',
  'processing',
  'left',
  'the',
  'you',
  'your',
  'this',
  'here',
  'please',
  'allowed',
  'exceeds',
  'maximum',
  'only',
  'stalled',
  'aborting',
  'looks',
  'like',
  'response',
  'finish',
  'changes',
  'show',
  'details',
  'close',
  'name',
  'my',
  'device',
  'import',
  'from',
  'and',
  'or',
  'of',
  'with',
  // Uppy phrases a member can meet that none of the words above catch (englishScan.test.ts checks every one):
  // "No Internet connection", "Log in", "Reset search", "… were not fulfilled", "Unnamed", "Uppy Dashboard",
  // "Copy link", "Link copied to clipboard.", "Session restored", "Take Picture", "Record Video".
  'connection',
  'log',
  'search',
  'were',
  'not',
  'unnamed',
  'dashboard',
  'copy',
  'copied',
  'clipboard',
  'session',
  'restored',
  'take',
  'picture',
  'record',
  // Not "to": it is a common Polish word too ("rozmiar to 10 MB"); nor "internet", "link", "reset".
]
// Letter boundaries that know Polish letters (\b would split "Rozpoczęto" before "to").
const PATTERN = new RegExp(`(?<!\\p{L})(${ENGLISH_WORDS.join('|')})(?!\\p{L})`, 'iu')
const READ_ATTRIBUTES = [
  'aria-label',
  'title',
  'placeholder',
  'alt',
  'aria-valuetext',
  'aria-description',
  'aria-roledescription',
]

/** Whether a text holds a common English UI word (after removing the `ignore`d parts, e.g. file names). */
export function containsEnglish(text: string, ignore: readonly string[] = []): boolean {
  return PATTERN.test(ignore.reduce((rest, allowed) => rest.split(allowed).join(' '), text))
}

export function findEnglish(root: Element, ignore: readonly string[] = []): string[] {
  const found: string[] = []
  const check = (text: string | null, where: string) => {
    if (text && containsEnglish(text, ignore)) found.push(`${where}: ${text.trim().slice(0, 120)}`)
  }
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT)
  for (let node = walker.currentNode as Node | null; node; node = walker.nextNode()) {
    if (node instanceof Element) {
      if (node.closest('style, script, svg')) continue
      for (const attribute of READ_ATTRIBUTES)
        check(node.getAttribute(attribute), `${node.tagName.toLowerCase()}[${attribute}]`)
    } else if (node.parentElement && !node.parentElement.closest('style, script')) {
      check(node.textContent, 'text')
    }
  }
  return found
}
