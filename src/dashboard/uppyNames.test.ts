// Every name of Uppy's markup the shipped panel relies on is listed in ./dashboardMarkup.ts, and every entry there
// has its canary: a contract test (./dashboardContract*.browser.test.tsx) that names it and uses it.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import * as markup from './dashboardMarkup'

const SRC = join(import.meta.dirname, '..')
const MARKUP = join(import.meta.dirname, 'dashboardMarkup.ts')

/** A class, attribute or id of Uppy's: `uppy-Dashboard-Item`, `data-uppy-theme`, `uppy-Dashboard-FileCard-input-name`. */
const UPPY_NAME = /(?<![\w-])(?:data-)?uppy-[\w-]*\w/g

/** The shipped files: the panel's stylesheets and code, without tests, their helpers and the tests' harness. */
function shippedFiles(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.(css|tsx?)$/.test(path))
    .filter((path) => !/\.test\.|testSupport|\.d\.ts$/.test(path) && !path.startsWith('test/'))
    .map((path) => join(SRC, path))
}

/** Uppy's names in a text, but those of its stylesheets the panel's imports (`@import '@uppy/…'`) bring. */
function uppyNames(text: string): string[] {
  return [...new Set(text.replaceAll(/@import\s+'@uppy\/[^']*'/g, '').match(UPPY_NAME))]
}

/** Uppy's names in the values of the entries of ./dashboardMarkup.ts (not in their comments). */
function listedNames(entries: Record<string, unknown>): Set<string> {
  return new Set(Object.values(entries).flatMap((value) => (typeof value === 'string' ? uppyNames(value) : [])))
}

/** The names ./dashboardMarkup.ts defines: its exports but its types, and the fields of its plugin state. */
function definedNames(text: string): string[] {
  const exports = [...text.matchAll(/^export (?:const|function) (\w+)/gm)].map((match) => match[1] ?? '')
  const state = /^export interface DashboardPluginState \{([^}]*)\}/m.exec(text)?.[1] ?? ''
  const fields = [...state.matchAll(/^\s*(\w+)\??:/gm)].map((match) => match[1] ?? '')
  return [...exports, ...fields]
}

/** The contract tests: what their titles name (the words before the first colon) and the text of each. */
function contractTests(): Array<{ file: string; named: Set<string>; text: string }> {
  return readdirSync(import.meta.dirname)
    .filter((name) => /^dashboardContract.*\.browser\.test\.tsx$/.test(name))
    .map((name) => {
      const text = readFileSync(join(import.meta.dirname, name), 'utf8')
      const titles = [...text.matchAll(/\bit(?:\.\w+\([^)]*\))?\(\s*'([^':]*):/g)].map((match) => match[1] ?? '')
      return { file: name, named: new Set(titles.flatMap((title) => title.match(/\w+/g) ?? [])), text }
    })
}

/** The names without a canary: no contract test names it in its title and uses it (`markup.name`, `.field`). */
function withoutCanary(
  names: readonly string[],
  tests: ReturnType<typeof contractTests>,
  fields: readonly string[],
): string[] {
  return names.filter((name) => {
    const use = fields.includes(name) ? new RegExp(`\\.${name}\\b`) : new RegExp(`\\bmarkup\\.${name}\\b`)
    return !tests.some((test) => test.named.has(name) && use.test(test.text))
  })
}

describe('Uppy’s names the panel relies on', () => {
  const listed = listedNames(markup)

  it('finds the names of the shipped files, and knows one it is not told of', () => {
    expect(uppyNames(".a [data-uppy-theme='dark'] .uppy-Dashboard--isDraggingOver, .uppy-u-reset {}")).toEqual([
      'data-uppy-theme',
      'uppy-Dashboard--isDraggingOver',
      'uppy-u-reset',
    ])
    expect(uppyNames("@import '@uppy/core/css/style.min.css'; 'Uppy-free', uppy_id")).toEqual([])
    expect(listed.has('uppy-Dashboard-Item')).toBe(true)
    expect(listed.has('uppy-Dashboard-Item-bogus')).toBe(false)
  })

  it('lists in dashboardMarkup.ts every Uppy class, attribute and id the panel’s stylesheets and code name', () => {
    const files = shippedFiles()
    expect(files.some((file) => file.endsWith('a11y.css'))).toBe(true)
    const unlisted = files.flatMap((file) =>
      uppyNames(readFileSync(file, 'utf8'))
        .filter((name) => !listed.has(name))
        .map((name) => `${relative(SRC, file)}: ${name}`),
    )
    expect(unlisted).toEqual([])
  })

  it('has a canary for every entry of dashboardMarkup.ts: a contract test that names it and uses it', () => {
    const text = readFileSync(MARKUP, 'utf8')
    const names = definedNames(text)
    const fields = names.filter((name) => !Object.hasOwn(markup, name))
    expect(names).toEqual(expect.arrayContaining(['root', 'pluginId', 'fileItemSelector', 'fileCardFor']))
    expect(fields).toEqual(['containerWidth', 'fileCardFor', 'showAddFilesPanel'])
    const tests = contractTests()
    expect(tests.length).toBeGreaterThan(3)
    expect(withoutCanary([...names, 'bogusEntry'], tests, fields)).toEqual(['bogusEntry'])
  })
})
