// Every Markdown table needs a caption line right above it ("Table: what it lists", then a blank line): the site
// renders it as the table's <caption> and names the table's scrolling region by it (src/components/prose-tables.ts).
// Pure, so content-check.ts runs it on every page and unit tests call it directly.

/** A GFM table starts with a header row followed by a delimiter row such as `| --- | :---: |`. */
const DELIMITER_ROW = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/

/** Writer-facing messages, one per table in `markdown` without a caption line. */
export function uncaptionedTables(file: string, markdown: string): string[] {
  const lines = markdown.split(/\r?\n/)
  const problems: string[] = []
  let inFence = false
  for (let i = 1; i < lines.length; i++) {
    if (/^\s*(```|~~~)/.test(lines[i - 1]!)) inFence = !inFence
    if (inFence || !DELIMITER_ROW.test(lines[i]!) || !lines[i - 1]!.includes("|")) continue
    // The header row is lines[i - 1]; above it a blank line, and above that the caption line.
    const caption = lines[i - 3]
    if (lines[i - 2]?.trim() === "" && caption && /^Table:\s*\S/.test(caption.trim())) continue
    problems.push(
      `${file}: the table "${lines[i - 1]!.trim()}" needs a caption: write a line "Table: what the table lists" ` +
        "above it, then a blank line",
    )
  }
  return problems
}
