/** What every bench page exposes as `window.bench`; the runner drives pages only through it. */
export interface BenchApi {
  /** 'raw' | 'headless' | 'baseline' | 'panel' */
  readonly variant: string
  /** Shows the uploader (React mount) and resolves once the Dashboard has measured itself. */
  mount(): Promise<void>
  /** Removes the uploader from the page (React unmount). */
  unmount(): Promise<void>
  /** Creates files in the page and keeps them for `add` and `upload`. Returns their total bytes. */
  makeFiles(spec: FileSpec): Promise<number>
  /**
   * Puts the kept files into the uploader's file input (as a pick would), and resolves with the
   * milliseconds until the Dashboard lists them all (its title shows the count and items are drawn).
   */
  add(): Promise<number>
  /**
   * The same pick measured from the input's `change` to the first animation frame in which the upload button
   * names every file (and the first with Uppy's list drawn): the add scenario's measure.
   */
  addFromChange(): Promise<PickFrames>
  /** Sends the kept files (raw: XHR; the others: the status bar's upload button). Resolves with ms. */
  upload(timeoutMs: number): Promise<number>
  /**
   * After `upload`: when (`Date.now()`) each row first offered its own control while its file was sent (the
   * panel's pause, plain Uppy's cancel), by file name; rows never drawn or never offering one are missing.
   */
  rowControlTimes(): Record<string, number>
  /** Empties the list with the Dashboard's "Anuluj" and resolves once the drop area is back. */
  clear(): Promise<void>
  /** After a finished upload: "Gotowe", which empties the list; resolves once the drop area is back. */
  finishRun(): Promise<void>
}

export interface FileSpec {
  /**
   * 'pdf': a PDF signature then filler bytes; 'jpeg': a real, decodable JPEG (small);
   * 'photo': the phone photos at `urls` (served beside the pages), one file each.
   */
  kind: 'pdf' | 'jpeg' | 'photo'
  count: number
  /** Bytes per file ('pdf' only; a JPEG is as large as its encoded image). */
  size: number
  /** 'photo' only: where to fetch each photo from. */
  urls?: readonly string[]
  /** Prefix of the file names, so files of different rounds never look like duplicates. */
  prefix: string
}

/** Instrumentation the init script installs before any page script runs. */
export interface BenchProbe {
  /** Object URLs created and not revoked, with the creating stack when stacks are on. */
  liveUrls: Map<string, string>
  created: number
  revoked: number
  captureStacks: boolean
  /** How many object URLs were made of each File by name: a thumbnail decodes its file through one. */
  fileUrls: Map<string, number>
  /** [startTime, duration] of every long task. */
  longTasks: Array<[number, number]>
}

declare global {
  interface Window {
    bench: BenchApi
    __benchProbe: BenchProbe
  }
}

/** When the list and the upload button first showed a pick, ms from the input's `change` (capture phase). */
export interface PickFrames {
  /** The first animation frame with a file item in the Dashboard's list (Uppy's own list). */
  listFrameMs: number
  /** The first animation frame in which the upload button's text names every kept file. */
  buttonFrameMs: number
}
