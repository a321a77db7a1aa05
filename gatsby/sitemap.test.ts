import { sitemapPages } from "./sitemap"

const data = (paths: string[]) => ({
  site: { siteMetadata: { siteUrl: "https://example.com" } },
  siteYaml: { language: "en" },
  allLanguagesYaml: { nodes: [{ code: "en" }, { code: "hi" }] },
  allSitePage: { nodes: paths.map((path) => ({ path, pageContext: null })) },
  allMarkdownRemark: { nodes: [{ frontmatter: { slug: "/about", noindex: false, lastUpdated: "2026-11-02" } }] },
})

describe("the sitemap's pages", () => {
  it("leave out the pages that answer unknown and retired addresses, in every language, and keep the rest", () => {
    const pages = sitemapPages(
      data(["/", "/about", "/404", "/404.html", "/410", "/hi/404", "/hi/410", "/blog/404-errors", "/blog/404"]),
    )
    // A post slugged 404 is a page: only a language's code is a prefix of a status page.
    expect(pages.map((page) => page.path)).toEqual(["/", "/about", "/blog/404-errors", "/blog/404"])
    expect(pages.find((page) => page.path === "/about")).toMatchObject({
      lastmod: "2026-11-02",
      links: [
        { lang: "en", url: "https://example.com/about" },
        { lang: "x-default", url: "https://example.com/about" },
      ],
    })
  })
})
