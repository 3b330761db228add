/** Files as the browser hands them to a drop or a paste. */
export function fileTransfer(files: readonly File[]): DataTransfer {
  const transfer = new DataTransfer()
  for (const file of files) transfer.items.add(file)
  return transfer
}

/**
 * Dispatches on `target` the paste event a member's Ctrl+V of `files` brings. Not a `ClipboardEvent` built
 * with them: Firefox's constructor copies only the strings of the DataTransfer it is given, so the files
 * are attached to the event as a real paste carries them (e2e/engines/keyboard.test.ts does the same).
 */
export function pasteFiles(target: EventTarget, files: readonly File[]): void {
  const paste = new Event('paste', { bubbles: true, cancelable: true })
  Object.defineProperty(paste, 'clipboardData', { value: fileTransfer(files) })
  target.dispatchEvent(paste)
}
