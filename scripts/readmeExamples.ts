// The TypeScript examples of the documentation, type-checked as a host would compile them:
// every ```ts / ```tsx block of a Markdown file becomes a module of its own and is checked with
// `strict`, the repository's module settings and `attachment-upload-panel` resolving to src/
// (no build needed). Used by scripts/readmeExamples.test.ts.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'
import ts from 'typescript'

const root = resolve(import.meta.dirname, '..')

/** One fenced TypeScript block of a Markdown file. */
export interface CodeBlock {
  /** The Markdown file it comes from, as given, and the line of its opening fence (1-based). */
  source: string
  line: number
  lang: 'ts' | 'tsx'
  /** The module's file name: `file=AttachmentsPanel.tsx` in the fence, otherwise one made from the source and line. */
  fileName: string
  /** `skip-check` in the fence: a fragment that cannot stand alone, skipped deliberately. */
  skip: boolean
  code: string
}

const FENCE = /^```(tsx?)(?:\s+(.*))?$/

/** Every ```ts / ```tsx block of `markdown`, in order; other languages are not TypeScript and are left out. */
export function extractBlocks(markdown: string, source: string): CodeBlock[] {
  const blocks: CodeBlock[] = []
  const lines = markdown.split('\n')
  for (let index = 0; index < lines.length; index++) {
    const match = FENCE.exec(lines[index] ?? '')
    if (!match) continue
    const lang = match[1] as 'ts' | 'tsx'
    const info = (match[2] ?? '').split(/\s+/)
    const end = lines.findIndex((text, at) => at > index && text.startsWith('```'))
    if (end === -1) throw new Error(`${source}:${index + 1}: the \`\`\`${lang} block is never closed`)
    const named = info.find((word) => word.startsWith('file='))?.slice('file='.length)
    const stem = basename(source).replace(/\W+/g, '-')
    blocks.push({
      source,
      line: index + 1,
      lang,
      fileName: named ?? `${stem}-${index + 1}.${lang}`,
      skip: info.includes('skip-check'),
      code: lines.slice(index + 1, end).join('\n'),
    })
    index = end
  }
  return blocks
}

/** The package's public names mapped to its sources. */
const PACKAGE_PATHS = {
  'attachment-upload-panel': [join(root, 'src/index.ts')],
  'attachment-upload-panel/lazy': [join(root, 'src/lazy.ts')],
  'attachment-upload-panel/msw': [join(root, 'src/msw.ts')],
}

/**
 * How a host compiles: `strict` with the repository's module settings, or a new Vite app as
 * `npm create vite` makes it (create-vite 9.3's react-ts template, tsconfig.app.json: no `strict` flag,
 * which TypeScript 6 makes the default, and its lint flags, `noUnusedParameters` among them).
 */
export type HostProfile = 'strict' | 'create-vite'

/** create-vite 9.3 `template-react-ts/tsconfig.app.json`, as written (but its build-info file and `vite/client` types). */
const CREATE_VITE_OPTIONS = {
  target: 'es2023',
  lib: ['ES2023', 'DOM'],
  module: 'esnext',
  allowArbitraryExtensions: true,
  skipLibCheck: true,
  moduleResolution: 'bundler',
  allowImportingTsExtensions: true,
  verbatimModuleSyntax: true,
  moduleDetection: 'force',
  noEmit: true,
  jsx: 'react-jsx',
  noUnusedLocals: true,
  noUnusedParameters: true,
  erasableSyntaxOnly: true,
  noFallthroughCasesInSwitch: true,
}

function compilerOptions(profile: HostProfile): ts.CompilerOptions {
  if (profile === 'create-vite') {
    const { options, errors } = ts.convertCompilerOptionsFromJson(CREATE_VITE_OPTIONS, root)
    if (errors.length > 0) throw new Error(ts.flattenDiagnosticMessageText(errors[0]?.messageText ?? '', '\n'))
    return { ...options, types: [], paths: PACKAGE_PATHS }
  }
  return strictOptions()
}

/**
 * The options a host would compile with: the repository's tsconfig.json (module, resolution,
 * target, lib, JSX), `strict`, no ambient Node or test globals, and the package's name mapped to
 * its sources. Every block is a module, even one that imports nothing.
 */
function strictOptions(): ts.CompilerOptions {
  const tsconfigPath = join(root, 'tsconfig.json')
  const { config, error } = ts.readConfigFile(tsconfigPath, ts.sys.readFile)
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'))
  const { options } = ts.convertCompilerOptionsFromJson(config.compilerOptions, root, tsconfigPath)
  return {
    module: options.module,
    moduleResolution: options.moduleResolution,
    target: options.target,
    lib: options.lib,
    strict: true,
    jsx: ts.JsxEmit.ReactJSX,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    moduleDetection: ts.ModuleDetectionKind.Force,
    paths: PACKAGE_PATHS,
  }
}

/** What a host gets from `import 'attachment-upload-panel/styles.css'` (dist/styles.css.d.cts). */
const STYLESHEET_DECLARATION = "declare module 'attachment-upload-panel/styles.css' {}\n"

/**
 * Type-checks the blocks together (so one may import another by its `file=` name) and returns
 * their diagnostics as `source:line: TSnnnn message`, the line being the Markdown file's. Only the
 * blocks' own diagnostics are returned: the package's sources are checked by `tsc` on their own.
 */
export function checkBlocks(blocks: readonly CodeBlock[], profile: HostProfile = 'strict'): string[] {
  // Inside the repository, so that `react` and the package's dependencies resolve from node_modules.
  mkdirSync(join(root, '.tmp'), { recursive: true })
  const dir = mkdtempSync(join(root, '.tmp', 'readme-examples-'))
  try {
    const written = new Map<string, CodeBlock>()
    for (const block of blocks) {
      const path = join(dir, block.fileName)
      if (written.has(path)) throw new Error(`${block.source}:${block.line}: a second block named ${block.fileName}`)
      writeFileSync(path, `${block.code}\n`)
      written.set(path, block)
    }
    const declaration = join(dir, 'stylesheet.d.ts')
    writeFileSync(declaration, STYLESHEET_DECLARATION)
    const program = ts.createProgram([...written.keys(), declaration], compilerOptions(profile))
    const diagnostics = [
      ...program.getOptionsDiagnostics(),
      ...program.getGlobalDiagnostics(),
      ...[...written.keys()].flatMap((path) => {
        const file = program.getSourceFile(path)
        return file ? [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)] : []
      }),
    ]
    return diagnostics.map((diagnostic) => formatDiagnostic(diagnostic, written))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

function formatDiagnostic(diagnostic: ts.Diagnostic, written: ReadonlyMap<string, CodeBlock>): string {
  const message = `TS${diagnostic.code} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`
  const file = diagnostic.file
  if (!file || diagnostic.start === undefined) return message
  const block = written.get(resolve(file.fileName))
  const { line } = file.getLineAndCharacterOfPosition(diagnostic.start)
  return block ? `${block.source}:${block.line + 1 + line}: ${message}` : `${file.fileName}:${line + 1}: ${message}`
}

/** The blocks of the given Markdown files (paths from the repository root). */
export function blocksOf(...markdownFiles: string[]): CodeBlock[] {
  return markdownFiles.flatMap((file) => extractBlocks(readFileSync(join(root, file), 'utf8'), file))
}
