import fs from "fs"
import path from "path"
import sharp from "sharp"
import yaml from "js-yaml"
import { ROOT } from "../../harness/server"
import { useSiteSession } from "../helpers/site-session"
import { EMAIL_ROUTES, ROUTES } from "../../harness/routes"
import { noindexArticleRoutes } from "../../harness/article-routes"
import { site } from "../helpers/site-facts"

const session = useSiteSession()
const siteUrl = (site as unknown as { siteUrl: string }).siteUrl

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]
/** Routes kept out of search engines on purpose: an example customer story, a thin facet page. */
const NOINDEX = new Set(noindexArticleRoutes())
const INDEXED = ROUTES.filter((route) => !NOINDEX.has(route))

describe("search and social metadata", () => {
  it("robots.txt allows crawling and points at the sitemap on the configured site URL", async () => {
    const response = await fetch(`${session.server.url}/robots.txt`)
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).toContain("User-agent: *")
    expect(text).toContain(`Sitemap: ${siteUrl}/sitemap-index.xml`)
  })

  it("the sitemap lists every route on the site URL and not the 404 page", () => {
    const xml = fs.readFileSync(path.join(ROOT, "public/sitemap-0.xml"), "utf8")
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    for (const route of INDEXED) expect(locs).toContain(route === "/" ? `${siteUrl}/` : `${siteUrl}${route}`)
    for (const route of NOINDEX) expect(locs).not.toContain(`${siteUrl}${route}`)
    expect(locs.some((loc) => loc?.includes("404"))).toBe(false)
  })

  it("keeps the pages only an email links to out of the sitemap and out of search results", async () => {
    const xml = fs.readFileSync(path.join(ROOT, "public/sitemap-0.xml"), "utf8")
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    for (const route of EMAIL_ROUTES) {
      expect(locs).not.toContain(`${siteUrl}${route}`)
      const html = await (await fetch(session.server.url + route)).text()
      expect(attr(html, /<meta name="robots" content="([^"]+)"/)).toBe("noindex")
    }
    for (const route of INDEXED) {
      const html = await (await fetch(session.server.url + route)).text()
      expect(html).not.toContain('name="robots"')
    }
    for (const route of NOINDEX) {
      const html = await (await fetch(session.server.url + route)).text()
      expect(attr(html, /<meta name="robots" content="([^"]+)"/)).toBe("noindex")
    }
  })

  it.each(ROUTES)(
    "%s has a canonical URL, Open Graph and Twitter cards with a generated image, and JSON-LD",
    async (route) => {
      const html = await (await fetch(session.server.url + route)).text()
      const canonical = attr(html, /<link rel="canonical" href="([^"]+)"/)
      expect(canonical).toBe(new URL(route, siteUrl).toString())
      expect(attr(html, /<meta property="og:title" content="([^"]+)"/)).toContain(site.productName)
      expect(attr(html, /<meta property="og:description" content="([^"]+)"/)?.length).toBeGreaterThan(40)
      expect(attr(html, /<meta name="twitter:card" content="([^"]+)"/)).toBe("summary_large_image")
      const image = new URL(attr(html, /<meta property="og:image" content="([^"]+)"/)!)
      expect(image.origin).toBe(new URL(siteUrl).origin)
      const png = await fetch(session.server.url + image.pathname)
      expect(png.status).toBe(200)
      const meta = await sharp(Buffer.from(await png.arrayBuffer())).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630])

      const ld = JSON.parse(attr(html, /<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/)!) as Array<
        Record<string, unknown>
      >
      expect(ld[0]).toMatchObject({ "@type": "Organization", legalName: site.legalName, url: siteUrl })
    },
  )

  it("the pages that answer unknown and retired addresses, in each language, share the home page's social card", async () => {
    const imageOf = async (address: string) =>
      attr(await (await fetch(session.server.url + address)).text(), /<meta property="og:image" content="([^"]+)"/)
    const home = await imageOf("/")
    expect(home).toBeDefined()
    const png = await fetch(session.server.url + new URL(home!).pathname)
    expect(png.status).toBe(200)
    // As a visitor (or a link preview) meets them: at an unknown address, in English and in Hindi, and at /410.
    for (const address of ["/no-such-page", "/hi/no-such-page", "/410"])
      expect([address, await imageOf(address)]).toEqual([address, home])
    // Any other page has its own.
    expect(await imageOf("/about")).not.toBe(home)
  })

  it("/pricing describes the plans and their offers in JSON-LD, with the prices the page shows", async () => {
    const html = await (await fetch(session.server.url + "/pricing")).text()
    const ld = JSON.parse(attr(html, /<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/)!) as Array<
      Record<string, unknown>
    >
    const product = ld.find((item) => item["@type"] === "Product") as {
      name: string
      url: string
      offers: Array<{ name: string; price: number; priceCurrency: string }>
    }
    expect(product).toMatchObject({ name: site.productName, url: new URL("/pricing", siteUrl).toString() })
    const pricing = yaml.load(fs.readFileSync(path.join(ROOT, "content/pricing.yaml"), "utf8")) as {
      plans: Array<{ name: string; prices: Record<"USD" | "INR", Record<"monthly" | "yearly", number>> }>
    }
    const expected = pricing.plans.flatMap((plan) =>
      (["USD", "INR"] as const).flatMap((currency) =>
        (["monthly", "yearly"] as const).map((billing) => ({
          name: `${plan.name}, billed ${billing}`,
          priceCurrency: currency,
          price: plan.prices[currency][billing],
        })),
      ),
    )
    const byName = (a: { name: string; priceCurrency: string }, b: { name: string; priceCurrency: string }) =>
      `${a.name} ${a.priceCurrency}`.localeCompare(`${b.name} ${b.priceCurrency}`)
    expect(
      product.offers.map(({ name, priceCurrency, price }) => ({ name, priceCurrency, price })).sort(byName),
    ).toEqual(expected.sort(byName))
    // The same amounts are on the page, formatted for the visitor.
    expect(html).toContain(`$${pricing.plans[0]!.prices.USD.yearly}`)
  })
})
