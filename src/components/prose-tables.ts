// Tables in Markdown prose, made readable on a phone and named for assistive technology. A writer puts a caption
// line right above a table (Pandoc's convention, content/README.md):
//
//     Table: Cookies we set
//
//     | Cookie | Purpose | Duration |
//
// gatsby-transformer-remark renders that line as <p>Table: …</p> before the <table>; here it becomes the table's
// <caption>, and every table sits in its own scrolling region (focusable, so a keyboard can scroll it, and named
// by the caption) so a wide table scrolls inside the text column instead of widening the page. The build refuses a
// table without a caption line (schema/table-captions.ts), so the fallback name below is for old cached content only.
/** A caption line (one paragraph, never more) right before a table, or a table on its own. */
const TABLE_START = /(?:<p>Table:\s*((?:(?!<\/p>)[\s\S])*)<\/p>\s*)?<table>/g

export const TABLE_SCROLL_CLASS = "table-scroll"

export function captionTables(html: string): string {
  let index = 0
  return html
    .replace(TABLE_START, (_match, caption: string | undefined) => {
      const open = `<div class="${TABLE_SCROLL_CLASS}" role="region" tabindex="0"`
      if (caption === undefined) return `${open} aria-label="Table"><table>`
      const id = `table-caption-${++index}`
      return `${open} aria-labelledby="${id}"><table><caption id="${id}">${caption.trim()}</caption>`
    })
    .replace(/<\/table>/g, "</table></div>")
}
