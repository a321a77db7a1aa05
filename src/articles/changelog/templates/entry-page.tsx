// One changelog entry, at its permalink (/changelog/<slug>): the page below the header is a static part
// (components/entry.static.tsx), so the page hydrates nothing of its own and none of its components are in the
// browser's bundle.
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../../../components/layout"
import { socialImagePath } from "../../../../config/social-image"
import { searchAttributes } from "../../../search/search-attributes"
import { articlePaths, changelog } from "../../kinds"
import type { PublicationState } from "../../publication"
import { ArticleHead } from "../../components/article-head"
import { article as articleData } from "../../article-json-ld"
import Entry from "../components/entry.static"
import { changeTypeName } from "../vocabulary"

type Context = { id: string; status: PublicationState; noindex: boolean; newerId: string; olderId: string }

const paths = articlePaths(changelog)

export default function EntryPage({ data, pageContext }: PageProps<Queries.EntryPageQuery, Context>) {
  const { entry, siteYaml: site } = data
  if (!entry || !site) return null
  return (
    <Layout
      floatingContact={false}
      search={searchAttributes({
        kind: "Changelog",
        title: entry.title,
        tags: [changeTypeName(entry.type), entry.area],
        date: entry.day,
        noindex: pageContext.noindex,
      })}
    >
      <Entry data={data} status={pageContext.status} />
    </Layout>
  )
}

export const Head: HeadFC<Queries.EntryPageQuery, Context> = ({ data, location, pageContext }) => {
  const { entry, siteYaml: site } = data
  if (!entry || !site) return null
  const path = paths.article(entry.slug)
  return (
    <ArticleHead
      kind={changelog}
      site={site}
      title={`${entry.title} · ${changelog.title}`}
      description={entry.description}
      pathname={location.pathname}
      noindex={pageContext.noindex}
      path={path}
      name={entry.title}
      date={entry.date}
      updated={entry.updated}
      structuredData={articleData(
        {
          ...entry,
          path,
          image: socialImagePath(path),
          section: changelog.title,
          keywords: [changeTypeName(entry.type), entry.area],
        },
        site,
      )}
      feedFacet={{ facet: "type", value: entry.type, name: changeTypeName(entry.type) }}
    />
  )
}

export const query = graphql`
  query EntryPage($id: String!, $newerId: String!, $olderId: String!) {
    entry: changelogEntry(id: { eq: $id }) {
      ...ChangelogEntryFields
      day
      updated
      media {
        alt
        image {
          childImageSharp {
            gatsbyImageData(
              layout: CONSTRAINED
              width: 1200
              breakpoints: [640, 750, 828, 1080, 1200]
              sizes: "(min-width: 784px) 736px, calc(100vw - 48px)"
            )
          }
        }
      }
      body {
        html
      }
    }
    # Each looked up by id, so the page depends on those two entries alone.
    newer: changelogEntry(id: { eq: $newerId }) {
      slug
      title
    }
    older: changelogEntry(id: { eq: $olderId }) {
      slug
      title
    }
    siteYaml {
      siteUrl
      productName
      timeZone
    }
  }
`
