import { captionTables } from "./prose-tables"

// As gatsby-transformer-remark renders a Markdown table with a caption line above it.
const remark = (caption: string) =>
  `<p>Intro.</p>\n${caption}<table>\n<thead>\n<tr>\n<th>Cookie</th>\n<th>Purpose</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>a</td>\n<td>b</td>\n</tr>\n</tbody>\n</table>\n<p>After.</p>`

describe("captionTables", () => {
  it("turns the caption line into the table's caption and wraps the table in a focusable region it names", () => {
    const html = captionTables(remark("<p>Table: Cookies we set</p>\n"))
    expect(html).not.toContain("<p>Table:")
    expect(html).toContain(
      '<div class="table-scroll" role="region" tabindex="0" aria-labelledby="table-caption-1"><table><caption id="table-caption-1">Cookies we set</caption>\n<thead>',
    )
    expect(html).toContain("</table></div>\n<p>After.</p>")
    expect(html.startsWith("<p>Intro.</p>")).toBe(true)
  })

  it("numbers the captions of several tables and keeps inline markup in a caption", () => {
    const html = captionTables(remark("<p>Table: One</p>\n") + remark("<p>Table: <code>ph_</code> storage</p>\n"))
    expect(html).toContain('<caption id="table-caption-1">One</caption>')
    expect(html).toContain('<caption id="table-caption-2"><code>ph_</code> storage</caption>')
    expect(html.match(/role="region"/g)).toHaveLength(2)
    expect(html.match(/<\/table><\/div>/g)).toHaveLength(2)
  })

  it("takes only the paragraph right before a table as its caption", () => {
    const html = captionTables(remark("<p>Table: not this one</p>\n<p>A paragraph between.</p>\n"))
    expect(html).toContain("<p>Table: not this one</p>")
    expect(html).toContain('aria-label="Table"><table>\n<thead>')
    expect(html).not.toContain("<caption")
  })

  it("leaves HTML without tables as it is", () => {
    expect(captionTables("<p>Table: a word</p><p>No table.</p>")).toBe("<p>Table: a word</p><p>No table.</p>")
  })
})
