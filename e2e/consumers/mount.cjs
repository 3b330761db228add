// A CommonJS host: require('attachment-upload-panel'), then mount it (see mountInJsdom.cjs).
'use strict'
const { mountPanel } = require('./mountInJsdom.cjs')

mountPanel('require', () => require('attachment-upload-panel')).then((report) => {
  console.log(JSON.stringify(report))
  process.exit(0)
})
