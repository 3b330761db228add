/** A link of a Markdown document to a file beside it (`path`, '' for the document itself) and its `#anchor`. */
export interface RelativeLink {
  path: string
  anchor: string
}

/** The document without its fenced code blocks, where a `#` starts no heading. */
const withoutFences = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, '')
/** The prose: without fenced blocks or inline code, where brackets are not links. */
const prose = (markdown: string) => withoutFences(markdown).replace(/`[^`\n]*`/g, '')

/** Every link that is not absolute (`https:`, `mailto:` …): to a file beside the document or to one of its anchors. */
export function relativeLinks(markdown: string): RelativeLink[] {
  return [...prose(markdown).matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^[a-z][a-z\d+.-]*:/i.test(target))
    .map((target) => {
      const [path = '', anchor = ''] = target.split('#')
      return { path: path.replace(/^\.\//, ''), anchor }
    })
}

/** The anchors GitHub gives the document's headings: lower case, punctuation dropped, spaces as hyphens. */
export function headingAnchors(markdown: string): Set<string> {
  const headings = [...withoutFences(markdown).matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => match[1] ?? '')
  return new Set(
    headings.map((heading) =>
      heading
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-'),
    ),
  )
}
