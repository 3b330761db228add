import { buildCopyDeck } from '../copyDeck/copyDeck'
import { COPY_DECK_PLAN } from '../copyDeck/copyDeckPlan'

/** Shows a non-breaking space, so a reviewer sees where a line may not break. */
const markNonBreakingSpaces = (text: string) => text.replaceAll('\u00a0', '⍽')

/**
 * The copy deck as tables, one per situation, rendered from the panel's own
 * `messages` and Uppy locale modules (see stories/copyDeck/copyDeck.ts).
 */
export function CopyDeckView() {
  return (
    <div className="copy-deck">
      {buildCopyDeck(COPY_DECK_PLAN).map((section) => (
        <section key={section.title} aria-labelledby={`deck-${section.title}`}>
          <h2 id={`deck-${section.title}`}>{section.title}</h2>
          <p>{section.situation}</p>
          <table>
            <thead>
              <tr>
                <th scope="col">Klucz</th>
                <th scope="col">Tekst</th>
              </tr>
            </thead>
            <tbody>
              {section.entries.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <code>{entry.id}</code>
                  </td>
                  <td>
                    {entry.texts.length === 1 && entry.texts[0]?.count === undefined ? (
                      markNonBreakingSpaces(entry.texts[0]?.text ?? '')
                    ) : (
                      <dl>
                        {entry.texts.map(({ count, text }) => (
                          <div key={count ?? text}>
                            <dt>{count}</dt>
                            <dd>{markNonBreakingSpaces(text)}</dd>
                          </div>
                        ))}
                      </dl>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  )
}
