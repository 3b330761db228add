// The inventory of states (docs/states.md) against the stories and their pictures: every state listed is a story,
// every story is listed, and every story has its baseline in each engine (and in forced colours where the inventory
// says so), with no picture left of a story that is gone.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { storyNameFromExport, toId } from 'storybook/internal/csf'
import { describe, expect, it } from 'vitest'

const ROOT = join(import.meta.dirname, '..')
const STORIES = join(ROOT, 'stories')
const SCREENSHOTS = join(STORIES, '__screenshots__')

/** Each story's id, as Storybook makes it from its file's `id` and its export's name, with the file it is in. */
function storiesInFiles(): Array<{ id: string; file: string }> {
  return readdirSync(STORIES)
    .filter((name) => name.endsWith('.stories.tsx'))
    .flatMap((file) => {
      const text = readFileSync(join(STORIES, file), 'utf8')
      const metaId = /^ {2}id: '([^']+)'/m.exec(text)?.[1]
      if (!metaId) throw new Error(`${file}: no ASCII \`id\` in its meta`)
      return [...text.matchAll(/^export const (\w+): Story\b/gm)].map((match) => ({
        id: toId(metaId, storyNameFromExport(match[1] ?? '')),
        file,
      }))
    })
}

/** The inventory's rows: the story id in each, and whether it is to be pictured in forced colours. */
function inventoryRows(): Array<{ id: string; forcedColours: boolean }> {
  const text = readFileSync(join(ROOT, 'docs', 'states.md'), 'utf8')
  return [...text.matchAll(/^\|[^|\n]*\| `([a-z0-9-]+--[a-z0-9-]+)` *\|([^|\n]*)\|$/gm)].map((match) => ({
    id: match[1] ?? '',
    forcedColours: (match[2] ?? '').includes('forced colours'),
  }))
}

/** The baseline file Vitest writes for a picture named `name` (its name with each run of other characters a dash). */
const baselineOf = (name: string, engine: string) => `${name.replace(/[^a-z0-9]+/gi, '-')}-${engine}-linux.png`

/** The pictures each story has, in every engine. */
const PICTURES = [
  (id: string) => baselineOf(id, 'chromium'),
  (id: string) => baselineOf(`${id}--forced-dark`, 'chromium'),
  (id: string) => baselineOf(id, 'firefox'),
  (id: string) => baselineOf(id, 'webkit'),
]

const baselinesOf = (file: string) => {
  try {
    return new Set(readdirSync(join(SCREENSHOTS, file)))
  } catch {
    return new Set<string>()
  }
}

describe('the inventory of states', () => {
  const stories = storiesInFiles()
  const rows = inventoryRows()

  it('reads the stories and the inventory (the test would prove nothing reading none)', () => {
    expect(stories.length).toBeGreaterThan(50)
    expect(rows.length).toBeGreaterThan(50)
    expect(stories.map(({ id }) => id)).toContain('panel-zalacznikow-stany-posrednie--file-card-open')
    expect(baselineOf('panel-zalacznikow-stany-posrednie--file-card-open--forced-dark', 'chromium')).toBe(
      'panel-zalacznikow-stany-posrednie-file-card-open-forced-dark-chromium-linux.png',
    )
  })

  it('lists each story once, and only stories that exist', () => {
    const listed = rows.map(({ id }) => id)
    expect(
      listed.filter((id, index) => listed.indexOf(id) !== index),
      'listed twice',
    ).toEqual([])
    const ids = new Set(stories.map(({ id }) => id))
    expect(
      listed.filter((id) => !ids.has(id)),
      'states without a story',
    ).toEqual([])
    expect(
      [...ids].filter((id) => !listed.includes(id)),
      'stories the inventory does not list',
    ).toEqual([])
  })

  it('has a baseline of every story in Chromium (light and dark), Firefox and WebKit, and in forced colours where listed', () => {
    const forcedColours = new Set(rows.filter((row) => row.forcedColours).map(({ id }) => id))
    expect(forcedColours.size).toBeGreaterThan(5)
    const missing = stories.flatMap(({ id, file }) => {
      const baselines = baselinesOf(file)
      const wanted = [...PICTURES.map((picture) => picture(id))]
      if (forcedColours.has(id)) wanted.push(baselineOf(`${id}--forced-colours`, 'chromium'))
      return wanted.filter((name) => !baselines.has(name)).map((name) => `${file}/${name}`)
    })
    expect(missing).toEqual([])
  })

  it('keeps no picture of a story that is gone', () => {
    const expected = new Set(
      stories.flatMap(({ id, file }) => [
        ...PICTURES.map((picture) => `${file}/${picture(id)}`),
        `${file}/${baselineOf(`${id}--forced-colours`, 'chromium')}`,
      ]),
    )
    const kept = readdirSync(SCREENSHOTS).flatMap((file) => [...baselinesOf(file)].map((name) => `${file}/${name}`))
    expect(kept.filter((path) => !expected.has(path))).toEqual([])
  })
})
