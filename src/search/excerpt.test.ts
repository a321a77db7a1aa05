import { excerptParts } from "./excerpt"

describe("a result's excerpt", () => {
  it("is text with the matched words marked", () => {
    expect(excerptParts("Build next week's <mark>rota</mark> in <mark>minutes,</mark> not hours")).toEqual([
      { text: "Build next week's ", marked: false },
      { text: "rota", marked: true },
      { text: " in ", marked: false },
      { text: "minutes,", marked: true },
      { text: " not hours", marked: false },
    ])
  })

  it("gives back the page's own angle brackets as text (Pagefind escapes only those), never as markup", () => {
    // Pagefind 1.6's excerpt of a page whose text says: Nurses <script>alert(1)</script> & cooks
    const parts = excerptParts("Nurses &lt;script&gt;alert(1)&lt;/script&gt; &amp; <mark>cooks</mark>")
    expect(parts).toEqual([
      { text: "Nurses <script>alert(1)</script> &amp; ", marked: false },
      { text: "cooks", marked: true },
    ])
  })

  it("reads an excerpt without marks, an empty one, and a mark that is never closed, as text", () => {
    expect(excerptParts("plain words")).toEqual([{ text: "plain words", marked: false }])
    expect(excerptParts("")).toEqual([])
    expect(excerptParts("a <mark>b")).toEqual([{ text: "a <mark>b", marked: false }])
  })
})
