import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { blocksOf, type CodeBlock, checkBlocks, extractBlocks } from './readmeExamples'

/** The documents whose TypeScript examples a reader copies (paths from the repository root). */
const DOCUMENTS = ['README.md', 'CONTRIBUTING.md'].filter((file) => existsSync(join(import.meta.dirname, '..', file)))

describe("the documentation's TypeScript examples", () => {
  const blocks = blocksOf(...DOCUMENTS)
  const checked = blocks.filter((block) => !block.skip)

  it('are checked, at least one of them', () => {
    expect(DOCUMENTS).toContain('README.md')
    expect(checked.length).toBeGreaterThan(0)
  })

  it('compile under strict as written, against the package sources', () => {
    expect(checkBlocks(checked)).toEqual([])
  }, 60_000)

  it("compile under a new Vite app's tsconfig (create-vite's react-ts template: unused parameters are errors)", () => {
    expect(checkBlocks(checked, 'create-vite')).toEqual([])
  }, 60_000)
})

describe('the check itself', () => {
  it('finds the fenced blocks, their names and the deliberate skips', () => {
    const markdown = [
      '# Title',
      '```sh',
      'npm install',
      '```',
      '```tsx file=Panel.tsx',
      'export const a = 1',
      '```',
      '```ts skip-check',
      'fragment(',
      '```',
    ].join('\n')
    expect(extractBlocks(markdown, 'DOC.md')).toEqual([
      { source: 'DOC.md', line: 5, lang: 'tsx', fileName: 'Panel.tsx', skip: false, code: 'export const a = 1' },
      { source: 'DOC.md', line: 8, lang: 'ts', fileName: 'DOC-md-8.ts', skip: true, code: 'fragment(' },
    ])
  })

  it('reports a broken example, with the Markdown line of each error', () => {
    const broken: CodeBlock = {
      source: 'BROKEN.md',
      line: 10,
      lang: 'tsx',
      fileName: 'broken.tsx',
      skip: false,
      code: [
        "import { AttachmentUploadPanel } from 'attachment-upload-panel'",
        "import 'attachment-upload-panel/styles.css'",
        '',
        'export function Screen({ token, settings }) {',
        '  return <AttachmentUploadPanel token={token} settings={settings} maxFiles={3} />',
        '}',
      ].join('\n'),
    }
    const diagnostics = checkBlocks([broken])
    // The implicit-any destructured parameters (TS7031), on the fence's line + 4.
    expect(diagnostics).toContainEqual(expect.stringMatching(/^BROKEN\.md:14: TS7031 .*'token'/))
    // A prop the panel does not have.
    expect(diagnostics).toContainEqual(expect.stringMatching(/^BROKEN\.md:15: TS2322 .*'maxFiles'/s))
  }, 60_000)

  it("reports what a new Vite app's tsconfig refuses and strict allows: a parameter left unused", () => {
    const block: CodeBlock = {
      source: 'VITE.md',
      line: 1,
      lang: 'tsx',
      fileName: 'vite.tsx',
      skip: false,
      code: [
        "import { AttachmentUploadPanel } from 'attachment-upload-panel'",
        'export const Screen = (props: { onAdded(body: unknown): void }) => (',
        '  <AttachmentUploadPanel token="t" settings={undefined} onUploadSuccess={(file, response) => props.onAdded(response.body)} />',
        ')',
      ].join('\n'),
    }
    expect(checkBlocks([block])).toEqual([])
    expect(checkBlocks([block], 'create-vite')).toContainEqual(expect.stringMatching(/^VITE\.md:4: TS6133 .*'file'/))
  }, 60_000)

  it('resolves the stylesheet subpath exactly, not any CSS file', () => {
    const block: CodeBlock = {
      source: 'CSS.md',
      line: 1,
      lang: 'ts',
      fileName: 'css.ts',
      skip: false,
      code: "import 'attachment-upload-panel/style.css'",
    }
    expect(checkBlocks([block])).toContainEqual(expect.stringMatching(/^CSS\.md:2: TS\d+ .*style\.css/))
  }, 60_000)
})
