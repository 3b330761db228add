import type { State } from '@uppy/core'
import type { PanelBody, PanelMeta, PanelUppy } from '../core/panelTypes'
import { listTitleText } from './listTitleText'
import { useRunState } from './useRunState'

/** What the title follows of the Dashboard's header: whether a panel of the Dashboard covers the list, and whether
 * the header is the taller one of the Dashboard's medium size. */
export interface ListHeader {
  covered: boolean
  medium: boolean
}

export interface ListTitleProps {
  uppy: PanelUppy
  /** Reads the header from Uppy's state (the Dashboard's own part of it: ../dashboard/listHeader.ts). */
  readHeader(state: State<PanelMeta, PanelBody>): ListHeader
}

/**
 * The title of the file list's header, the panel's own text: how many files wait, how many the run
 * sends, how it ended. Uppy's title is hidden (styles.css); this one lies over its place, and goes
 * while a panel of the Dashboard (the file card, "add more") covers the list.
 */
export function ListTitle({ uppy, readHeader }: ListTitleProps) {
  const state = useRunState(uppy)
  const header = readHeader(state)
  if (header.covered || Object.keys(state.files).length === 0) return null
  return (
    <p className="aup-listTitle" data-medium={header.medium || undefined}>
      {listTitleText(uppy.i18n, state.files, state.currentUploads)}
    </p>
  )
}
