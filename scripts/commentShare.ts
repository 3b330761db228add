// How much of the shipped TypeScript is comment: the lines that hold a comment and no code, against all
// lines that hold either (blank lines count as neither). `npx tsx scripts/commentShare.ts` prints it.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

/** A file of `src/` that ships: not a test, a test's support, or the test harness. */
export const isShipped = (path: string) =>
  /\.tsx?$/.test(path) &&
  !/\.(test|testSupport)\.tsx?$/.test(path) &&
  !/(^|\/)test\//.test(path) &&
  !path.endsWith('.d.ts')

/** The lines of `text` that hold a comment and no code, and those that hold code. */
export function lineKinds(text: string, fileName = 'file.tsx'): { comment: number; code: number } {
  const variant = fileName.endsWith('.tsx') ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, variant, text)
  const lineStarts = [0, ...[...text.matchAll(/\n/g)].map((match) => match.index + 1)]
  const lineOf = (position: number) => {
    let low = 0
    let high = lineStarts.length - 1
    while (low < high) {
      const middle = (low + high + 1) >> 1
      if ((lineStarts[middle] ?? 0) <= position) low = middle
      else high = middle - 1
    }
    return low
  }
  const commentLines = new Set<number>()
  const codeLines = new Set<number>()
  // What each open brace belongs to: a template's `${`, whose `}` goes on with the template's text, or code.
  const braces: Array<'template' | 'code'> = []
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (token === ts.SyntaxKind.TemplateHead) braces.push('template')
    else if (token === ts.SyntaxKind.OpenBraceToken) braces.push('code')
    else if (token === ts.SyntaxKind.CloseBraceToken && braces.pop() === 'template') {
      token = scanner.reScanTemplateToken(false)
      if (token === ts.SyntaxKind.TemplateMiddle) braces.push('template')
    }
    if (token === ts.SyntaxKind.WhitespaceTrivia || token === ts.SyntaxKind.NewLineTrivia) continue
    const kind =
      token === ts.SyntaxKind.SingleLineCommentTrivia || token === ts.SyntaxKind.MultiLineCommentTrivia
        ? commentLines
        : codeLines
    for (let line = lineOf(scanner.getTokenStart()); line <= lineOf(scanner.getTokenEnd() - 1); line++) kind.add(line)
  }
  const comment = [...commentLines].filter((line) => !codeLines.has(line)).length
  return { comment, code: codeLines.size }
}

/** The comment share of the shipped files under `root`, with the counts behind it. */
export function commentShare(root: string): { files: number; comment: number; code: number; share: number } {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((path) => isShipped(path))
  let comment = 0
  let code = 0
  for (const path of files) {
    const counts = lineKinds(readFileSync(join(root, path), 'utf8'), path)
    comment += counts.comment
    code += counts.code
  }
  return { files: files.length, comment, code, share: comment / (comment + code) }
}

if (import.meta.main) {
  const root = join(import.meta.dirname, '..', 'src')
  const { files, comment, code, share } = commentShare(root)
  console.log(
    `${relative(process.cwd(), root) || '.'}: ${files} shipped files, ${comment} comment lines, ${code} code lines: comments are ${(share * 100).toFixed(1)} % of the lines`,
  )
}
