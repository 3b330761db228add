/** The events of the fake XMLHttpRequest (./fakeXhr.ts): Node has no `ProgressEvent`, nor handler properties. */

export interface ProgressInit {
  loaded?: number
  total?: number
}

/** `ProgressEvent` for Node: what the fetcher and the supervisor read of one. */
export class FakeProgressEvent extends Event {
  readonly loaded: number
  readonly total: number
  readonly lengthComputable: boolean

  constructor(type: string, init: ProgressInit & { lengthComputable?: boolean } = {}) {
    super(type)
    this.loaded = init.loaded ?? 0
    this.total = init.total ?? 0
    this.lengthComputable = init.lengthComputable ?? init.total !== undefined
  }
}

type Handler = ((this: unknown, event: Event) => unknown) | null

/** An EventTarget whose `on<type>` properties are called before the listeners, as a browser does for handlers set first. */
export class HandlerTarget extends EventTarget {
  onprogress: Handler = null
  onload: Handler = null
  onloadstart: Handler = null
  onloadend: Handler = null
  onerror: Handler = null
  onabort: Handler = null

  fire(type: string, init?: ProgressInit): void {
    const event = new FakeProgressEvent(type, init)
    const handler = (this as unknown as Record<string, unknown>)[`on${type}`]
    if (typeof handler === 'function') handler.call(this, event)
    this.dispatchEvent(event)
  }
}
