// Issue 65: the comment share of the shipped TypeScript, as scripts/commentShare.ts prints it.
import { describe, expect, it } from 'vitest'
import { isShipped, lineKinds } from './commentShare'

describe('the comment share', () => {
  it('counts a line as comment only where it holds no code, and blank lines as neither', () => {
    const text = [
      '/**',
      ' * Why.',
      ' */',
      'export const a = 1 // trailing: a code line',
      '',
      "const b = '// not a comment'",
      '// why b',
      // A template's `${`, written apart so that this file's own string is no template.
      '/* inline */ const c = `$' + '{a}',
      '// inside a template`',
    ].join('\n')
    expect(lineKinds(text, 'x.ts')).toEqual({ comment: 4, code: 4 })
  })

  it('reads JSX', () => {
    expect(lineKinds('// why\nexport const A = () => <b>{/* no */}x</b>\n', 'x.tsx')).toEqual({ comment: 1, code: 1 })
  })

  it('counts only the files that ship', () => {
    expect(['core/limits.ts', 'panel/PanelDashboard.tsx'].every(isShipped)).toBe(true)
    const notShipped = [
      'core/limits.test.ts',
      'a/b.browser.test.tsx',
      'x/y.testSupport.ts',
      'test/files.ts',
      'css.d.ts',
    ]
    expect(notShipped.filter(isShipped)).toEqual([])
  })
})
