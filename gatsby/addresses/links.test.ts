import { linkSource } from "./link-sources"
import { brokenLinks, feedLinks, pageLinks, type PageLinks } from "./links"
import { planRedirects, ruleFor } from "./redirect-rules"

const origin = "https://www.example.com"
const { rules } = planRedirects([
  { from: "/old-pricing", to: "/pricing", type: "permanent", source: "r1" },
  { from: "/campaign", type: "gone", source: "r2" },
])
const site = {
  isPage: (route: string) => ["/", "/pricing", "/blog/post"].includes(route),
  isFile: (route: string) => route === "/static/logo.svg",
  redirect: (route: string) => ruleFor(rules, route),
  isRewrite: (route: string) => route.startsWith("/api/"),
}
const pages = (...list: PageLinks[]) => new Map(list.map((page) => [page.route, page]))

describe("brokenLinks", () => {
  const pricing = pageLinks('<h2 id="plans">Plans</h2>', "/pricing", origin)

  it("passes pages, files, redirects (fragment on the final page), rewrites and other origins", () => {
    const post = pageLinks(
      `<a href="/pricing#plans">Plans</a> <a href="${origin}/old-pricing#plans">old</a> <img src="/static/logo.svg" alt="">
       <form><a href="/api/earlyaccess">x</a></form> <a href="https://example.org/">y</a> <a href="mailto:a@b.c">z</a>
       <a href="/pricing/?x=1">q</a> <h2 id="top">T</h2> <a href="#top">top</a>`,
      "/blog/post",
      origin,
    )
    const result = brokenLinks(pages(pricing, post), site)
    expect(result).toMatchObject({ broken: [], checked: 6, external: 2 })
    // The link through a redirect works, and is reported so that it can point at the final address.
    expect(result.redirected.map(({ link, problem }) => [link.href, problem])).toEqual([
      ["/old-pricing#plans", "redirects to /pricing"],
    ])
  })

  it("names the page, the link's text and address: nowhere, a missing #fragment, a retired address", () => {
    const post = pageLinks(
      '<a href="/no-such-page">Our rota guide</a> <a href="/pricing#zq-no-such-anchor">See the <b>plans</b></a> <a href="/campaign">Spring</a> <a href="#gone">x</a>',
      "/blog/post",
      origin,
    )
    const { broken } = brokenLinks(pages(pricing, post), site)
    expect(broken.map(({ page, link, problem }) => [page, link.text, link.href, problem])).toEqual([
      ["/blog/post", "Our rota guide", "/no-such-page", "leads to no page, file or redirect in the build"],
      [
        "/blog/post",
        "See the plans",
        "/pricing#zq-no-such-anchor",
        "leads to /pricing, which has no element #zq-no-such-anchor",
      ],
      ["/blog/post", "Spring", "/campaign", "leads to /campaign, an address retired on purpose (gone)"],
      ["/blog/post", "x", "#gone", "leads to /blog/post, which has no element #gone"],
    ])
  })

  it("reads a feed's links to the site by their path", () => {
    const feed = feedLinks(
      `<link>${origin}/blog/post</link><link>${origin}/blog/gone-post</link>`,
      "/blog/rss.xml",
      origin,
    )
    expect(brokenLinks(pages(feed), site).broken.map(({ page, link }) => [page, link.href])).toEqual([
      ["/blog/rss.xml", "/blog/gone-post"],
    ])
  })
})

describe("linkSource", () => {
  const files = [
    { shown: "content/site.yaml", text: "headerLinks:\n  - { label: Pricing, to: /pricing }\n" },
    {
      shown: "content/pages/for-retail.md",
      text: "---\ntitle: Retail\nslug: /for-retail\nsections:\n  - type: hero\n    heading: Hi\n  - type: cta\n    button: { label: Go, to: /nowhere }\n---\n",
    },
    { shown: "content/blog/post/index.md", text: "---\ntitle: A post\n---\n\nSee [our guide](/no-such-page).\n" },
  ]
  it("names a section's position, type and field", () => {
    expect(linkSource(files, "/nowhere", "content/pages/for-retail.md")).toBe(
      'content/pages/for-retail.md: section 2 (cta): field "button.to"',
    )
  })
  it("names a post's text, and a YAML field of another file when the page's own does not hold it", () => {
    expect(linkSource(files, "/no-such-page", "content/blog/post/index.md")).toBe(
      "content/blog/post/index.md: in the text",
    )
    expect(linkSource(files, "/pricing", "content/blog/post/index.md")).toBe(
      'content/site.yaml: YAML field "headerLinks.0.to"',
    )
  })
})
