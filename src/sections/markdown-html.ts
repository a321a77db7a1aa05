// A section's Markdown (an answer, a rich-text section) as HTML, with micromark (CommonMark, the reference parser of
// the remark project that renders the site's pages): raw HTML in it is written out as text, never run. Only static
// parts call this, at build time.
import micromark from "micromark"

export const markdownHtml = (markdown: string): string => micromark(markdown)
