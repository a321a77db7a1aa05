// A tag's articles, newest first, under the tag's description: /blog/tags/<tag>, /blog/tags/<tag>/page/2 …
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../../components/layout"
import { Seo } from "../../components/seo"
import { articlePaths, kindById } from "../kinds"
import { ArticleListBody } from "../components/article-list-body"
import { FeedLinks } from "../components/feed-links"
import { breadcrumbs } from "../structured-data"
import { cardsOf } from "./cards-of"
import type { ListContext } from "./article-list-page"

type Context = ListContext & { value: string }

export default function ArticleTagPage({ data, pageContext }: PageProps<Queries.ArticleTagPageQuery, Context>) {
  const { siteYaml: site, articleTag: tag } = data
  if (!site || !tag) return null
  const kind = kindById(pageContext.kind)
  return (
    <Layout floatingContact>
      <ArticleListBody
        title={tag.name}
        eyebrow={`${kind.title} tag`}
        lead={<p>{tag.description}</p>}
        articles={cardsOf(data.allBlogPost.nodes, pageContext.ids)}
        timeZone={site.timeZone}
        currentPage={pageContext.currentPage}
        pageCount={pageContext.pageCount}
        pagePath={(page) => articlePaths(kind).tag(tag.tagId, page)}
        empty={`No ${kind.plural} with this tag yet.`}
      />
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
