import { bodySize, interceptSends } from './interceptSends'

/**
 * An uplink that stops mid-body, for the browser tests and Storybook. MSW's
 * service worker reads a request body whole before any handler runs, so no
 * handler can hold a body half sent; this simulates it where XHR sees it.
 * Requests whose URL `matches` report `share` of their body as sent (a tenth by default), then
 * nothing more, until they are aborted: what a dead mobile uplink looks like
 * to the page. Nothing reaches the network. Returns a function that restores XHR.
 */
export function stallUploads(matches: (url: string) => boolean, share = 0.1): () => void {
  return interceptSends(matches, (request, body) => {
    const total = bodySize(body)
    setTimeout(() => {
      const loaded = Math.floor(total * share)
      request.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total }))
    }, 50)
  })
}
