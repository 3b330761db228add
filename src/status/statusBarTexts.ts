import { prettierBytes } from '@transloadit/prettier-bytes'
import type { PanelUppy } from '../core/panelTypes'
import * as messages from '../i18n/messages'
import { polishDuration, polishUppyFormats } from '../i18n/numberFormats'
import type { StatusBarView } from './statusBarView'

export const DOT = ' · '
const bytes = (count: number) => polishUppyFormats(prettierBytes(count))

/** "1,2 MB z 3,4 MB · pozostały czas: 5 s", or "… · czekamy na odpowiedź serwera" once all bytes shown are sent. */
export function bytesLine(uppy: PanelUppy, view: StatusBarView, secondsLeft: number | null): string {
  const { sent, total } = view
  const figures =
    total === null
      ? uppy.i18n('dataUploadedOfUnknown', { complete: bytes(sent) })
      : uppy.i18n('dataUploadedOfTotal', { complete: bytes(sent), total: bytes(total) })
  if (secondsLeft !== null) return figures + DOT + uppy.i18n('xTimeLeft', { time: polishDuration(secondsLeft) })
  // From the figures beside it: the server is awaited only when they say all was sent.
  if (total !== null && total > 0 && sent >= total) return figures + DOT + messages.waitingForServer
  return figures
}

/** The status in words: "Przesyłanie: 40%", "Wstrzymano: 40%", the step's message, "Przesyłanie zakończone". */
export function primaryText(uppy: PanelUppy, { status, progress, processing }: StatusBarView): string {
  if (status === 'uploading' || status === 'paused') {
    const title = uppy.i18n(status === 'paused' ? 'paused' : 'uploading')
    return progress ? `${title}: ${progress}%` : title
  }
  if (processing) return `${processing.mode === 'determinate' ? `${progress}%${DOT}` : ''}${processing.message ?? ''}`
  if (status === 'complete') return uppy.i18n('complete')
  return ''
}
