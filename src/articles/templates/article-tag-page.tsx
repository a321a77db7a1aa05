// A tag's articles, newest first, under the tag's description: /blog/tags/<tag>, /blog/tags/<tag>/page/2 …
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../../components/layout"
import { Seo } from "../../components/seo"
import { articlePaths, kindById } from "../kinds"
import TagList from "../components/tag-list.static"
import { FeedLinks } from "../components/feed-links"
import { breadcrumbs } from "../structured-data"
import type { ListContext } from "./list-context"

type Context = ListContext & { value: string }

export default function ArticleTagPage({ data, pageContext }: PageProps<Queries.ArticleTagPageQuery, Context>) {
  return (
    <Layout floatingContact>
      <TagList data={data} pageContext={pageContext} />
    </Layout>
  )
}

export const Head: HeadFC<Queries.ArticleTagPageQuery, Context> = ({ data, location, pageContext }) => {
  const { siteYaml: site, articleTag: tag } = data
  if (!site || !tag) return null
  const kind = kindById(pageContext.kind)
  const paths = articlePaths(kind)
  const page = pageContext.currentPage
  return (
    <Seo
      title={`${tag.name}${page > 1 ? `, page ${page}` : ""} · ${kind.title}`}
      description={tag.description}
      pathname={location.pathname}
      noindex={pageContext.noindex}
      structuredData={[
        breadcrumbs(
          [
            { name: "Home", path: "/" },
            { name: kind.title, path: paths.list() },
            { name: tag.name, path: paths.tag(tag.tagId) },
          ],
          site,
        ),
      ]}
    >
      <FeedLinks
        kind={kind}
        productName={site.productName}
        facet={{ facet: "tags", value: tag.tagId, name: tag.name }}
      />
    </Seo>
  )
}

export const query = graphql`
  query ArticleTagPage($ids: [String!]!, $value: String!) {
    articleTag(tagId: { eq: $value }) {
      tagId
      name
      description
    }
    allBlogPost(filter: { id: { in: $ids } }) {
      nodes {
        ...ArticleCardFields
      }
    }
    siteYaml {
      siteUrl
      productName
      timeZone
    }
  }
`
