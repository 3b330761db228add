import type { PanelUppy } from '../core/panelTypes'
import { listTitleText } from './listTitleText'
import { useRunState } from './useRunState'

interface ListTitleProps {
  uppy: PanelUppy
  /** Whether the title is drawn: not while a view of the Dashboard covers the list (../dashboard/coveringView.ts). */
  shown: boolean
  /** Whether the list header is the taller one of the Dashboard's medium size. */
  medium: boolean
}

/** The file list header's title (./listTitleText.ts), over the place of Uppy's hidden one (../dashboard/list.css). */
export function ListTitle({ uppy, shown, medium }: ListTitleProps) {
  const state = useRunState(uppy)
  if (!shown || Object.keys(state.files).length === 0) return null
  return (
    <p className="aup-listTitle" data-medium={medium || undefined}>
      {listTitleText(uppy.i18n, state.files, state.currentUploads)}
    </p>
  )
}
