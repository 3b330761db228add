import { BasePlugin, EventManager } from '@uppy/core'
import type { PanelContext, PanelPluginOptions } from './panelContext'
import type { PanelBody, PanelMeta, PanelUppy } from './panelTypes'

/** Base of the panel's plugins: one event manager, so `uninstall()` removes exactly the listeners `install()` added. */
export abstract class PanelPlugin extends BasePlugin<PanelPluginOptions, PanelMeta, PanelBody> {
  #events: EventManager<PanelMeta, PanelBody> | undefined

  constructor(uppy: PanelUppy, opts: PanelPluginOptions, id: string) {
    super(uppy, opts)
    this.id = opts.id ?? id
    this.type = 'modifier'
  }

  protected get context(): PanelContext {
    return this.opts.context
  }

  /** False once uninstalled (the panel was destroyed): late callbacks must then do nothing. */
  protected get isInstalled(): boolean {
    return this.#events !== undefined
  }

  override install(): void {
    this.#events = new EventManager(this.uppy)
    this.subscribe(this.#events)
  }

  override uninstall(): void {
    this.#events?.remove()
    this.#events = undefined
    this.cleanUp()
  }

  protected abstract subscribe(events: EventManager<PanelMeta, PanelBody>): void

  /** Undoes what `subscribe` did besides listeners (hooks, timers, options). */
  protected cleanUp(): void {}
}
