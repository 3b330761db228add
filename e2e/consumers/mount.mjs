// An ES module host: import('attachment-upload-panel'), then mount it (see mountInJsdom.cjs).
import { createRequire } from 'node:module'

const { mountPanel } = createRequire(import.meta.url)('./mountInJsdom.cjs')
const report = await mountPanel('import', () => import('attachment-upload-panel'))
console.log(JSON.stringify(report))
process.exit(0)
