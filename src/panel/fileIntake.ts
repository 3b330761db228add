import { ALLOWED_FILE_TYPES, type AllowedFileType } from '../config'
import { currentFileName, displayFileName, hasBidiControls } from '../displayName'
import { messages } from '../i18n/messages'
import { detectAllowedType, readSignature } from '../upload/fileSignature'
import type { PanelFile, PanelUppy } from './createPanelController'

/** Meta key keeping a name that had bidi controls, exactly as the member's file had it. */
export const ORIGINAL_NAME_META = 'originalName'

/** The name to send: the original one, unless the member renamed the file in the card. */
export function nameToSend(file: PanelFile): string {
  const shown = currentFileName(file)
  const original = file.meta[ORIGINAL_NAME_META]
  return typeof original === 'string' && shown === displayFileName(original) ? original : shown
}

/**
 * Checks every file as it is added, beyond what Uppy's restrictions can:
 * its first bytes must be a JPEG, PNG, GIF or PDF (a renamed text file or
 * program is refused), and a name with reordering characters is shown
 * without them. Reading the signature is asynchronous, so an upload waits for
 * the checks of its files (`waitForChecks`, run as an Uppy pre-processor).
 */
export function installFileIntake(
  uppy: PanelUppy,
  reject: (message: string) => void,
): { waitForChecks: (fileIds: string[]) => Promise<void> } {
  const pending = new Map<string, Promise<void>>()

  const check = async (file: PanelFile) => {
    const data = file.data instanceof Blob ? file.data : null
    if (!data) return
    let detected: AllowedFileType | null = null
    try {
      detected = detectAllowedType(await readSignature(data))
    } catch {
      detected = null
    }
    if (!uppy.getFile(file.id)) return
    const name = displayFileName(currentFileName(file))
    if (detected === null) {
      uppy.removeFile(file.id)
      reject(messages.contentMismatch(name))
    } else if (detected !== file.type && (ALLOWED_FILE_TYPES as readonly string[]).includes(detected)) {
      // A PNG named .jpg is still an image the server accepts: send it with its real type.
      uppy.setFileMeta(file.id, { type: detected })
      uppy.setFileState(file.id, { type: detected })
    }
  }

  uppy.on('file-added', (file) => {
    const name = currentFileName(file)
    if (hasBidiControls(name)) uppy.setFileMeta(file.id, { name: displayFileName(name), [ORIGINAL_NAME_META]: name })
    const checking = check(file).finally(() => pending.delete(file.id))
    pending.set(file.id, checking)
  })

  return {
    waitForChecks: async (fileIds) => {
      await Promise.all(fileIds.map((id) => pending.get(id)))
    },
  }
}
