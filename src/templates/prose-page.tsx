import { graphql, type HeadFC, type PageProps } from "gatsby"
import { PageHead } from "./page-head"
import { Layout } from "../components/layout"
import ProsePage from "../components/prose-page.static"
import { searchAttributes } from "../search/search-attributes"
import { useShell } from "../languages/use-shell"

/** "2026-11-26" as the page's language writes a date: 26 November 2026, 26 नवंबर 2026. */
const writtenDate = (day: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  )

/** A page of Markdown (the legal pages, about): all of it static HTML (src/static-parts/). */
export default function ProsePageTemplate({ data }: PageProps<Queries.ProsePageQuery>) {
  const { words, locale } = useShell()
  const page = data.markdownRemark
  if (!page) return null
  const { title, lastUpdated, floatingContact, noindex } = page.frontmatter
  const updated = lastUpdated ? words.lastUpdated.replace("{date}", writtenDate(lastUpdated, locale)) : null
  return (
    <Layout floatingContact={floatingContact} search={searchAttributes({ kind: "Page", title, noindex })}>
      <ProsePage title={title} lastUpdated={updated} html={page.html ?? ""} />
    </Layout>
  )
}

export const Head: HeadFC<Queries.ProsePageQuery> = PageHead

export const query = graphql`
  query ProsePage($id: String!) {
    markdownRemark(id: { eq: $id }) {
      html
      frontmatter {
        ...PageFrontMatter
        lastUpdated(formatString: "YYYY-MM-DD")
      }
    }
  }
`
