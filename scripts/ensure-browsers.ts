// The browsers the tests drive, from Debian's packages (nothing may download a browser or a driver):
// installs what is missing where it may (root with apt-get), otherwise stops with one line naming
// what to install. Run by scripts/test-all.mjs before anything else.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { firefoxExecutablePath, miniBrowserPath, webkitDriverPath, xvfbPath } from '../tools/browsers'
import { chromiumExecutablePath } from '../tools/chromium'

/** Each executable the tests start, and the Debian package that provides it. */
const needed = [
  { path: chromiumExecutablePath, variable: 'CHROMIUM_PATH', packages: ['chromium'] },
  { path: firefoxExecutablePath, variable: 'FIREFOX_PATH', packages: ['firefox-esr'] },
  { path: webkitDriverPath, variable: 'WEBKIT_DRIVER_PATH', packages: ['webkit2gtk-driver'] },
  { path: miniBrowserPath, variable: 'MINIBROWSER_PATH', packages: ['libwebkit2gtk-4.1-0'] },
  { path: xvfbPath, variable: 'XVFB_PATH', packages: ['xvfb', 'xauth'] },
]

const missing = needed.filter(({ path }) => !existsSync(path))
if (missing.length > 0) {
  const packages = [...new Set(missing.flatMap((entry) => entry.packages))]
  const isRoot = process.getuid?.() === 0
  const hasApt = existsSync('/usr/bin/apt-get')
  if (!isRoot || !hasApt) {
    const paths = missing.map(({ path, variable }) => `${path} (${variable})`).join(', ')
    console.error(
      `Browsers missing: ${paths}. Install: sudo apt-get install -y --no-install-recommends ${packages.join(' ')}, or set the variables to other builds.`,
    )
    process.exit(1)
  }
  console.log(`Installing Debian packages: ${packages.join(' ')}…`)
  const apt = (args: string[]) =>
    spawnSync('apt-get', args, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status
  if (apt(['update', '-qq']) !== 0 || apt(['install', '-y', '-qq', '--no-install-recommends', ...packages]) !== 0) {
    console.error(`apt-get could not install ${packages.join(' ')}`)
    process.exit(1)
  }
  const still = missing.filter(({ path }) => !existsSync(path))
  if (still.length > 0) {
    console.error(`Still missing after apt-get: ${still.map(({ path }) => path).join(', ')}`)
    process.exit(1)
  }
}
