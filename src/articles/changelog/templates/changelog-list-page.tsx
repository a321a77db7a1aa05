// The changelog, newest first and grouped by month: /changelog, /changelog/page/2 …, and a page per type
// (/changelog/security …) with its own pages and feeds. Each entry's title links to its permalink
// (/changelog/<slug>).
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../../../components/layout"
import { Seo } from "../../../components/seo"
import { articlePaths, changelog } from "../../kinds"
import { kindDescription } from "../../kind-descriptions"
import { FeedLinks } from "../../components/feed-links"
import { breadcrumbs } from "../../structured-data"
import ChangelogList from "../components/changelog-list.static"
import { typeOf, type ChangelogListContext } from "../changelog-list-facet"

type Context = ChangelogListContext

const paths = articlePaths(changelog)

export default function ChangelogListPage({ data, pageContext }: PageProps<Queries.ChangelogListPageQuery, Context>) {
  return (
    <Layout floatingContact>
      <ChangelogList data={data} pageContext={pageContext} />
    </Layout>
  )
}

export const Head: HeadFC<Queries.ChangelogListPageQuery, Context> = ({ data, location, pageContext }) => {
  const site = data.siteYaml
  if (!site) return null
  const type = typeOf(pageContext)
  const page = pageContext.currentPage
  const title = type ? `${changelog.title}: ${type.name}` : changelog.title
  return (
    <Seo
      title={page > 1 ? `${title}, page ${page}` : title}
      description={type ? type.description : kindDescription(changelog)}
      pathname={location.pathname}
      noindex={pageContext.noindex}
      structuredData={[
        breadcrumbs(
          [
            { name: "Home", path: "/" },
            { name: changelog.title, path: paths.list() },
            ...(type ? [{ name: type.name, path: paths.facet({ facet: "type", value: type.id }) }] : []),
          ],
          site,
        ),
      ]}
    >
      <FeedLinks
        kind={changelog}
        productName={site.productName}
        facet={type ? { facet: "type", value: type.id, name: type.name } : undefined}
      />
    </Seo>
  )
}

export const query = graphql`
  query ChangelogListPage($ids: [String!]!, $allIds: [String!]!) {
    entries: allChangelogEntry(filter: { id: { in: $ids } }) {
      nodes {
        ...ChangelogEntryFields
        media {
          alt
          image {
            childImageSharp {
              gatsbyImageData(
                layout: CONSTRAINED
                width: 1200
                breakpoints: [640, 750, 828, 1080, 1200]
                sizes: "(min-width: 1024px) 540px, calc(100vw - 48px)"
              )
            }
          }
        }
      }
    }
    all: allChangelogEntry(filter: { id: { in: $allIds } }) {
      nodes {
        id
        type
      }
    }
    siteYaml {
      siteUrl
      productName
      timeZone
    }
  }
`
