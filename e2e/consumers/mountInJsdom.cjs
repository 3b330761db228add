// Mounts the built panel the way a CommonJS or ESM test runner with jsdom would (Jest-style
// hosts, Node scripts): a jsdom window as the global environment, React 19's createRoot, then
// waits for Uppy's Dashboard to render its Polish drop area. Prints one JSON line with what it
// saw, so the package test can run it under every supported Node.
'use strict'
const { JSDOM } = require('jsdom')

function installDom() {
  const dom = new JSDOM('<!doctype html><html lang="pl"><body><div id="root"></div></body></html>', {
    url: 'http://127.0.0.1/',
    pretendToBeVisual: true,
  })
  const { window } = dom
  const globals = {
    window,
    document: window.document,
    navigator: window.navigator,
    HTMLElement: window.HTMLElement,
    Element: window.Element,
    Node: window.Node,
    MutationObserver: window.MutationObserver,
    getComputedStyle: window.getComputedStyle.bind(window),
    requestAnimationFrame: window.requestAnimationFrame.bind(window),
    cancelAnimationFrame: window.cancelAnimationFrame.bind(window),
    IS_REACT_ACT_ENVIRONMENT: false,
  }
  for (const [name, value] of Object.entries(globals)) {
    Object.defineProperty(globalThis, name, { value, configurable: true, writable: true })
  }
  // jsdom lays nothing out; the Dashboard waits for a size before it renders its insides.
  class ResizeObserver {
    constructor(callback) {
      this.callback = callback
    }
    observe(target) {
      this.callback([{ target, contentRect: { width: 600, height: 400 } }], this)
    }
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = ResizeObserver
  globalThis.ResizeObserver = ResizeObserver
  return window
}

/** `load` returns the package's entry (by require() or import()); resolves with a report. */
async function mountPanel(how, load) {
  const window = installDom()
  const errors = []
  const originalError = console.error
  console.error = (...args) => errors.push(args.map(String).join(' '))
  const report = { how, node: process.versions.node, errors }
  try {
    const entry = await load()
    report.exports = Object.keys(entry).sort()
    const { createElement } = require('react')
    const { createRoot } = require('react-dom/client')
    const root = createRoot(window.document.getElementById('root'))
    root.render(
      createElement(entry.AttachmentUploadPanel, {
        token: 'member-token',
        settings: { maxFiles: 3, maxFileSize: 1024 * 1024 },
      }),
    )
    const deadline = Date.now() + 10_000
    let dropArea = null
    while (!dropArea && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      dropArea = window.document.querySelector('.uppy-Dashboard-AddFiles-title')
    }
    report.panel = window.document.querySelector('.aup-panel') !== null
    report.dashboard = window.document.querySelector('.uppy-Dashboard') !== null
    report.dropText = dropArea ? dropArea.textContent.replace(/\s+/g, ' ').trim() : null
    root.unmount()
  } catch (error) {
    report.thrown = String(error?.stack ?? error)
  } finally {
    console.error = originalError
  }
  return report
}

module.exports = { mountPanel }
