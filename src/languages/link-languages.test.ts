import { markLinkLanguages } from "./link-languages"
import { linkLanguage } from "../../contracts/languages"

const languages = [{ code: "en" }, { code: "hi" }]

describe("links to pages in another language", () => {
  it("are marked with that language on a Hindi page; its own language's, other sites' and anchors are not", () => {
    const html =
      '<p><a href="/blog/india-labour-codes-rotas">कोड</a> <a href="/hi/privacy">नीति</a> <a href="/hi">होम</a> ' +
      '<a href="/features#swaps">f</a> <a href="https://example.com/x">x</a> <a href="//cdn.example/y">y</a> ' +
      '<a href="#top">t</a> <a href="/hiring">h</a></p>'
    expect(markLinkLanguages(html, (to) => linkLanguage(languages, "hi", to))).toBe(
      '<p><a href="/blog/india-labour-codes-rotas" hreflang="en">कोड</a> <a href="/hi/privacy">नीति</a> <a href="/hi">होम</a> ' +
        '<a href="/features#swaps" hreflang="en">f</a> <a href="https://example.com/x">x</a> <a href="//cdn.example/y">y</a> ' +
        '<a href="#top">t</a> <a href="/hiring" hreflang="en">h</a></p>',
    )
  })

  it("on the English version, mark a link to a Hindi page", () => {
    expect(
      markLinkLanguages('<a href="/hi/for/retail">हिन्दी</a> <a href="/pricing">p</a>', (to) =>
        linkLanguage(languages, "en", to),
      ),
    ).toBe('<a href="/hi/for/retail" hreflang="hi">हिन्दी</a> <a href="/pricing">p</a>')
  })
})
