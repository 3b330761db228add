// `prepublishOnly`: refuses `npm publish` to the public npm registry. The package is proprietary
// (`"license": "UNLICENSED"`) and is published only to the organisation's private registry, so a
// publish with the default registry (or a public mirror of it) would leak it. npm runs this script
// before `npm publish` only (not before `npm pack` or `npm install`), with the registry the package
// is about to go to in `npm_config_registry` (from `--registry`, `.npmrc` or npm's default).
// Plain Node, no dependencies: it runs under whatever Node npm runs.
const PUBLIC_REGISTRY_HOSTS = ['registry.npmjs.org', 'registry.yarnpkg.com']
/** What npm publishes to when nothing names a registry. */
const NPM_DEFAULT_REGISTRY = 'https://registry.npmjs.org/'

const registry = (process.env.npm_config_registry ?? '').trim() || NPM_DEFAULT_REGISTRY
let host = ''
try {
  host = new URL(registry).hostname.toLowerCase()
} catch {
  // Not a URL: refused below, since it cannot be told apart from the public registry.
}

if (host === '' || PUBLIC_REGISTRY_HOSTS.includes(host)) {
  console.error(
    `Refusing to publish to ${registry}: attachment-upload-panel is proprietary (UNLICENSED) and goes only to ` +
      "the organisation's private npm registry. Publish with --registry <that registry> or set it in .npmrc.",
  )
  process.exit(1)
}
console.log(`Publishing to ${registry} (not the public npm registry).`)
