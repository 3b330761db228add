/** Assertions on what the host screen hears from the panel through its callbacks. */
import { expect } from 'storybook/test'
import type { AttachmentUploadPanelProps, UploadedFile, UploadResponse } from '../../src'

type OnUploadSuccess = AttachmentUploadPanelProps['onUploadSuccess']

/**
 * `onUploadSuccess` was called exactly once per expected file, with that file
 * (contents included) and the server's 200 answer describing the stored attachment.
 */
export function expectUploadSuccessFor(spy: OnUploadSuccess, files: ReadonlyArray<{ name: string; type: string }>) {
  expect(spy).toHaveBeenCalledTimes(files.length)
  const calls = (spy as unknown as { mock: { calls: Array<[UploadedFile, UploadResponse]> } }).mock.calls
  for (const { name, type } of files) {
    const forFile = calls.filter(([file]) => file.name === name)
    expect(forFile, `onUploadSuccess calls for ${name}`).toHaveLength(1)
    const [file, response] = forFile[0] as [UploadedFile, UploadResponse]
    expect(file).toMatchObject({ name, type })
    // Checked directly: the instrumented expect cannot take `expect.any(Blob)`.
    expect(file.data instanceof Blob && file.data.size === file.size).toBe(true)
    expect(response).toEqual({
      status: 200,
      body: expect.objectContaining({ name, mimeType: type, size: file.size, collection: 'thumbnails' }),
    })
  }
}

/** The host heard nothing: no file was reported uploaded and no run as complete. */
export function expectHostHeardNothing(
  args: Pick<AttachmentUploadPanelProps, 'onUploadSuccess' | 'onCompleteSuccess'>,
) {
  expect(args.onUploadSuccess).not.toHaveBeenCalled()
  expect(args.onCompleteSuccess).not.toHaveBeenCalled()
}
