// Issue 64: the README is read in `node_modules/attachment-upload-panel/` too. Each of its links is absolute, an
// anchor of one of its headings, or a file `npm pack` puts in the package.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { headingAnchors, relativeLinks } from './readmeLinks'

const root = join(import.meta.dirname, '..')
const readme = readFileSync(join(root, 'README.md'), 'utf8')

/** The package's files as `npm pack` lists them, without writing a tarball. */
function packedFiles(): Set<string> {
  const [pack] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json'], { cwd: root, encoding: 'utf8' }))
  return new Set((pack.files as Array<{ path: string }>).map((file) => file.path))
}

describe("the README's links, from the installed package", () => {
  it('each resolves inside what npm pack ships, or is an anchor of the README itself', () => {
    const links = relativeLinks(readme)
    expect(links.length).toBeGreaterThan(0)
    const shipped = packedFiles()
    expect(shipped).toContain('README.md')
    const anchors = headingAnchors(readme)
    const broken = links.filter(({ path, anchor }) => (path === '' ? !anchors.has(anchor) : !shipped.has(path)))
    expect(broken).toEqual([])
  }, 60_000)
})

describe('the check itself', () => {
  it('finds links outside code, drops absolute ones, splits anchors, and slugs headings as GitHub does', () => {
    const markdown = [
      '## When a file fails: the host’s side',
      '## Mocks: `a-b/msw`',
      'See [engines](docs/engines.md#webkit), [here](#when-a-file-fails-the-hosts-side) and [Uppy](https://uppy.io).',
      '```ts',
      "const a = '[not](a-link.md)'",
      '```',
    ].join('\n')
    expect(relativeLinks(markdown)).toEqual([
      { path: 'docs/engines.md', anchor: 'webkit' },
      { path: '', anchor: 'when-a-file-fails-the-hosts-side' },
    ])
    expect(headingAnchors(markdown)).toEqual(new Set(['when-a-file-fails-the-hosts-side', 'mocks-a-bmsw']))
  })
})
