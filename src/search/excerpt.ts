// A result's excerpt as text and highlights, never as HTML. Pagefind 1.6 builds it from the page's text with the
// matched words in <mark> elements and only "<" and ">" of that text escaped (as &lt; and &gt;; "&" is left alone),
// so the string is neither safe HTML nor plain text: it is read here into parts React renders as text.

export type ExcerptPart = { text: string; marked: boolean }

const MARK = /<mark>([\s\S]*?)<\/mark>/g
const unescape = (text: string) => text.replace(/&lt;/g, "<").replace(/&gt;/g, ">")

export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = []
  const add = (text: string, marked: boolean) => {
    if (!text) return
    const previous = parts.at(-1)
    if (previous && previous.marked === marked) previous.text += unescape(text)
    else parts.push({ text: unescape(text), marked })
  }
  let at = 0
  for (const match of excerpt.matchAll(MARK)) {
    add(excerpt.slice(at, match.index), false)
    add(match[1] ?? "", true)
    at = match.index + match[0].length
  }
  add(excerpt.slice(at), false)
  return parts
}
