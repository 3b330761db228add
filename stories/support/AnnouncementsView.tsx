/**
 * What a screen reader says in each journey story, as the story tests heard it (.storybook/announcementLog.ts): the
 * files in stories/__announcements__/, one line per announcement, "polite" or "assertive" first.
 */
const HEARD = import.meta.glob<string>('../__announcements__/*.txt', { query: '?raw', import: 'default', eager: true })

/** The story's id from its file's path: `../__announcements__/<id>.txt`. */
const storyIdOf = (path: string) => path.replace(/^.*\//, '').replace(/\.txt$/, '')

export function AnnouncementsView() {
  const journeys = Object.entries(HEARD).sort(([a], [b]) => a.localeCompare(b))
  return (
    <div className="copy-deck">
      {journeys.map(([path, text]) => {
        const storyId = storyIdOf(path)
        // A text said twice is two lines: each keyed by its text and how many times it came before.
        const seen = new Map<string, number>()
        const lines = text
          .split('\n')
          .filter(Boolean)
          .map((line) => {
            const time = (seen.get(line) ?? 0) + 1
            seen.set(line, time)
            return { line, key: `${line}#${time}` }
          })
        return (
          <section key={storyId} aria-labelledby={`heard-${storyId}`}>
            <h3 id={`heard-${storyId}`}>
              <a href={`?path=/story/${storyId}`}>{storyId}</a>
            </h3>
            {lines.length === 0 ? (
              <p>Nic: czytnik ekranu nie słyszy tu żadnego komunikatu.</p>
            ) : (
              <ol>
                {lines.map(({ line, key }) => (
                  <li key={key}>{line}</li>
                ))}
              </ol>
            )}
          </section>
        )
      })}
    </div>
  )
}
