import { captionTables } from "../../components/prose-tables"
import { coverOf, feedHtml, markedHtml } from "./feed-html"

const page = "https://www.example.com/blog/fair-rotas"

describe("an article's body for feeds", () => {
  const body = `<div class="css-1"><p>See <a href="/pricing">pricing</a>, <a href="#fn-1" class="footnote-ref">1</a> and <a href="../blog/other">another</a>.</p>
<h2 id="why"><a class="heading-anchor" href="#why">Why</a></h2>
<figure class="article-figure"><picture class="article-image" style="background-color:#fff"><source type="image/avif" srcset="/static/a/x.avif 640w, /static/a/y.avif 1200w" sizes="100vw"><img src="/static/a/x.png" srcset="/static/a/x.png 640w" sizes="100vw" width="1200" height="700" alt="A chart" loading="lazy" decoding="async"></picture></figure>
<script>alert(1)</script><style>p{}</style><span data-x="1" onclick="x()">kept</span>
<video poster="/static/p.png" srcset="/v 1x"></video></div>`
  const html = feedHtml(body, page)

  it("makes every href, src and srcset absolute", () => {
    expect(html).toContain('href="https://www.example.com/pricing"')
    expect(html).toContain('href="https://www.example.com/blog/fair-rotas#fn-1"')
    expect(html).toContain('href="https://www.example.com/blog/other"')
    expect(html).toContain('src="https://www.example.com/static/a/x.png"')
    expect(html).toContain('poster="https://www.example.com/static/p.png"')
    expect(html).toContain('srcset="https://www.example.com/v 1x"')
    expect(html).not.toMatch(/(?:href|src|srcset|poster)="(?!https:\/\/)/)
  })

  it("unwraps the picture to a plain img with its size and alt, and drops the sources", () => {
    expect(html).toContain('<img src="https://www.example.com/static/a/x.png" width="1200" height="700" alt="A chart">')
    expect(html).not.toMatch(/<picture|<source|srcset="[^"]*avif/)
  })

  it("drops scripts, styles, classes, inline styles, data and event attributes, and wrappers", () => {
    expect(html).not.toMatch(/<script|<style|class=|style=|data-|onclick|<div|<span/)
    expect(html).toContain("kept")
  })

  it("turns a heading's link to itself back into the heading's text", () => {
    expect(html).toContain('<h2 id="why">Why</h2>')
  })

  it("finds the marked body and the cover on a built page", () => {
    const built = `<html><body><div data-article-cover=""><picture><img src="/static/c/cover.png" width="1200" height="630" alt=""></picture></div><div data-article-body=""><p>Text</p></div></body></html>`
    expect(markedHtml(built, "data-article-body")).toBe("<p>Text</p>")
    expect(coverOf(built, page)).toEqual({
      url: "https://www.example.com/static/c/cover.png",
      width: 1200,
      height: 630,
    })
  })

  it("carries a table as a plain table with its caption, without the page's scrolling region", () => {
    // As the page shows a Markdown table: its caption line made the caption, the table in its named, focusable region.
    const shown = captionTables(
      "<p>Table: Fines by city</p>\n<table>\n<thead>\n<tr>\n<th>City</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>Seattle</td>\n</tr>\n</tbody>\n</table>",
    )
    expect(shown).toContain('role="region"')
    expect(feedHtml(shown, page)).toBe(
      '<table><caption id="table-caption-1">Fines by city</caption>\n<thead>\n<tr>\n<th>City</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>Seattle</td>\n</tr>\n</tbody>\n</table>',
    )
  })
})
