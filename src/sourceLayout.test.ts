import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = import.meta.dirname
/** A signal to look, not a wall: a file may be longer where its first comment says why it is one concern. */
const LONGEST_FILE_LINES = 200
/** How a longer file's first comment starts its reason (`// One concern, past 200 lines: …`, or in a block comment). */
const LONG_FILE_REASON = /^(?:\/\/|\/\*\*?|\s\*)\s*One concern, past 200 lines: \S/m

/** Whether the comment the file opens with gives the reason a file past the signal is one concern. */
function saysWhyItIsLong(text: string): boolean {
  const firstComment = /^(?:\s*(?:\/\/[^\n]*|\/\*[\s\S]*?\*\/)\n?)+/.exec(text)?.[0] ?? ''
  return LONG_FILE_REASON.test(firstComment)
}
/** What the kernel may import besides itself: the panel's texts, its public types, and test helpers in tests. */
const CORE_MAY_IMPORT = ['../i18n/', '../types', '../test/']

const sourceFiles = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((path) => /\.(tsx?|css)$/.test(path))
  .map((path) => join(SRC, path))

function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((match) => match[1] ?? '')
}

describe('the layout of src/', () => {
  it(`has no file over ${LONGEST_FILE_LINES} lines but those whose first comment says why they are one concern`, () => {
    const long = sourceFiles
      .map((file) => ({ file: relative(SRC, file), text: readFileSync(file, 'utf8') }))
      .filter(({ text }) => text.split('\n').length - 1 > LONGEST_FILE_LINES && !saysWhyItIsLong(text))
      .map(({ file }) => file)
    expect(long).toEqual([])
  })

  it('finds the reason in a first comment only', () => {
    expect(saysWhyItIsLong('// One concern, past 200 lines: the table of texts.\nexport {}')).toBe(true)
    expect(saysWhyItIsLong('/**\n * One concern, past 200 lines: one flow.\n */\nexport {}')).toBe(true)
    expect(saysWhyItIsLong('// The texts.\nexport {}\n// One concern, past 200 lines: later.')).toBe(false)
    expect(saysWhyItIsLong('export {}\n// One concern, past 200 lines: later.')).toBe(false)
    expect(saysWhyItIsLong('// One concern, past 200 lines:\nexport {}')).toBe(false)
  })

  it('keeps core/ free of the plugin folders: core imports only itself, the texts and the public types', () => {
    const coreFiles = sourceFiles.filter((file) => relative(SRC, file).startsWith('core/'))
    expect(coreFiles.length).toBeGreaterThan(5)
    const outside = coreFiles.flatMap((file) =>
      relativeImports(file)
        .filter((path) => path.startsWith('../') && !CORE_MAY_IMPORT.some((allowed) => path.startsWith(allowed)))
        .map((path) => `${relative(SRC, file)} imports ${path}`),
    )
    expect(outside).toEqual([])
  })
})
