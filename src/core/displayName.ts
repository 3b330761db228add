/** Bidi controls (embeddings, overrides, isolates, marks), never shown: `zdjęcie‮gnp.exe` reads `zdjęcieexe.png`. */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g

/** The name as the member should see it: bidi controls removed, nothing else changed. */
export function displayFileName(name: string): string {
  return name.replace(BIDI_CONTROLS, '')
}

export function hasBidiControls(name: string): boolean {
  return displayFileName(name) !== name
}

/** The name a file currently has in the panel: the member's edit if any, else the picked name. */
export function currentFileName(file: { name?: string | undefined; meta: { name?: string | undefined } }): string {
  return file.meta.name ?? file.name ?? ''
}

/** Meta key keeping a name that had bidi controls, exactly as the member's file had it. */
export const ORIGINAL_NAME_META = 'originalName'

/** The name to send: the original one, unless the member renamed the file in the card. */
export function nameToSend(file: {
  name?: string | undefined
  meta: { name?: string | undefined; [ORIGINAL_NAME_META]?: unknown }
}): string {
  const shown = currentFileName(file)
  const original = file.meta[ORIGINAL_NAME_META]
  return typeof original === 'string' && shown === displayFileName(original) ? original : shown
}
