// gatsby-plugin-sitemap's options: which built pages are listed, and each one's lastmod from what the content
// itself says (never the build's time, which would tell crawlers everything changed on every build):
//   - a content page: its front matter's lastUpdated, when it has one; noindex pages are left out;
//   - an article page or list (src/articles/build/plan.ts puts it in the page's context): the article's updated, else
//     its date; a list's newest article; pages the plan marks sitemap: false (noindex tag pages, drafts, posts first
//     published elsewhere) are left out;
//   - anything else: no lastmod.
// Each page lists its versions in every language, its own included, and the default language's as x-default: the
// same alternates as its <head> (src/components/seo.tsx), from the same pageContext.language (gatsby/pages.ts).
// slug and noindex come normalised from GraphQL (gatsby/schema.ts), so "/careers/" is the route "/careers".
import type { PageLanguage } from "../contracts/languages"
import { hreflangAlternates } from "../contracts/hreflang"
import { isStatusPage } from "../config/not-found"

type SitePage = {
  path: string
  pageContext?: { sitemap?: boolean; lastmod?: string | null; language?: PageLanguage } | null
}
type ContentPage = { frontmatter: { slug: string; noindex: boolean; lastUpdated?: string | null } }
type Data = {
  site: { siteMetadata: { siteUrl: string } }
  siteYaml: { language: string }
  allLanguagesYaml: { nodes: { code: string }[] }
  allSitePage: { nodes: SitePage[] }
  allMarkdownRemark: { nodes: ContentPage[] }
}
type Alternate = { lang: string; url: string }
export type SitemapPage = { path: string; lastmod?: string; links: Alternate[] }

/** The W3C date the sitemap wants: a date alone as written (the sitemap library writes it as midnight UTC), an instant in UTC. */
const w3cDate = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : new Date(value).toISOString())

export function sitemapPages(data: Data): SitemapPage[] {
  const pages = new Map(data.allMarkdownRemark.nodes.map((node) => [node.frontmatter.slug, node.frontmatter]))
  return data.allSitePage.nodes.flatMap((page) => {
    if (isStatusPage(data.allLanguagesYaml.nodes, page.path)) return []
    const content = pages.get(page.path)
    if (content?.noindex || page.pageContext?.sitemap === false) return []
    const lastmod = page.pageContext?.lastmod ?? content?.lastUpdated
    return [{ path: page.path, ...(lastmod ? { lastmod: w3cDate(lastmod) } : {}), links: alternatesOf(data, page) }]
  })
}

function alternatesOf(data: Data, page: SitePage): Alternate[] {
  const versions = page.pageContext?.language?.alternates ?? [{ code: data.siteYaml.language, path: page.path }]
  return hreflangAlternates(versions, data.siteYaml.language, data.site.siteMetadata.siteUrl)
}

export const sitemapOptions = {
  // The status pages (/404, /hi/404, /410: config/not-found.ts's isStatusPage) are left out by sitemapPages; the
  // plugin's own defaults leave out /dev-404-page, /404 and /404.html too.
  // Articles' Markdown (fields.articleKind, src/articles/build/nodes.ts) is not a content page.
  query: `{
    site { siteMetadata { siteUrl } }
    siteYaml { language }
    allLanguagesYaml { nodes { code } }
    allSitePage { nodes { path pageContext } }
    allMarkdownRemark(filter: { fields: { articleKind: { eq: null } } }) {
      nodes { frontmatter { slug noindex lastUpdated(formatString: "YYYY-MM-DD") } }
    }
  }`,
  resolvePages: sitemapPages,
  serialize: ({ path, lastmod, links }: SitemapPage) => ({ url: path, ...(lastmod ? { lastmod } : {}), links }),
}
