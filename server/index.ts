/**
 * Starts the contract server: `npx tsx server/index.ts`.
 * Env: UPLOAD_SERVER_PORT (8787), UPLOAD_SERVER_TOKENS (member-token,member-token-2),
 * UPLOAD_SERVER_MAX_FILE_SIZE (10485760 bytes).
 */
import { formatFileSize } from '../mocks/contract'
import { readServerConfig } from './config'
import { startUploadServer } from './createServer'

const config = readServerConfig(process.env)
const server = await startUploadServer({ ...config, logger: (line) => console.log(line) })

// Tokens are never printed, only how many there are.
console.log(
  `Upload contract server: ${server.uploadUrl} (${config.tokens.length} token(s) accepted, ` +
    `max file size ${formatFileSize(config.maxFileSize)}). Control API: ${server.url}/__test/`,
)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0))
  })
}
