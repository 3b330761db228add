/** Assertions on what the host screen hears from the panel through its callbacks. */
import { expect } from 'storybook/test'
import type {
  AttachmentUploadPanelProps,
  UploadedFile,
  UploadFailure,
  UploadFailureKind,
  UploadResponse,
} from '../../src'

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

type HostArgs = Pick<AttachmentUploadPanelProps, 'onUploadSuccess' | 'onCompleteSuccess' | 'onUploadError'>

/** The host heard nothing: no file was reported uploaded, none failed and no run was complete. */
export function expectHostHeardNothing(args: HostArgs) {
  expectHostHeardFailures(args, [])
}

/** A failure the host's `onUploadError` heard, by the file's name. */
interface HeardFailure {
  name: string
  kind: UploadFailureKind
  status: number | null
}

/**
 * Nothing was reported uploaded or complete, and `onUploadError` heard exactly these failures (in any order: which
 * answer comes first is the network's), each with the words of the file's row.
 */
export function expectHostHeardFailures(args: HostArgs, failures: readonly HeardFailure[]) {
  expect(args.onUploadSuccess).not.toHaveBeenCalled()
  expect(args.onCompleteSuccess).not.toHaveBeenCalled()
  const calls = (args.onUploadError as unknown as { mock: { calls: Array<[UploadedFile, UploadFailure]> } }).mock.calls
  const byName = (a: HeardFailure, b: HeardFailure) => a.name.localeCompare(b.name) || a.kind.localeCompare(b.kind)
  const heard = calls.map(([file, failure]) => ({ name: file.name, kind: failure.kind, status: failure.status }))
  expect(heard.sort(byName)).toEqual([...failures].sort(byName))
  for (const [, failure] of calls) expect(failure.message).not.toBe('')
}
