// A kind's list of articles, newest first: /blog, /blog/page/2 …
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../../components/layout"
import { Seo } from "../../components/seo"
import { articlePaths, kindById } from "../kinds"
import { kindDescription } from "../kind-descriptions"
import PostList from "../components/post-list.static"
import { FeedLinks } from "../components/feed-links"
import { breadcrumbs } from "../structured-data"

import type { ListContext } from "./list-context"

export type { ListContext }

export default function ArticleListPage({ data, pageContext }: PageProps<Queries.ArticleListPageQuery, ListContext>) {
  return (
    <Layout floatingContact>
      <PostList data={data} pageContext={pageContext} />
    </Layout>
  )
}

export const Head: HeadFC<Queries.ArticleListPageQuery, ListContext> = ({ data, location, pageContext }) => {
  const site = data.siteYaml
  if (!site) return null
  const kind = kindById(pageContext.kind)
  const paths = articlePaths(kind)
  const page = pageContext.currentPage
  return (
    <Seo
      title={page > 1 ? `${kind.title}, page ${page}` : kind.title}
      description={kindDescription(kind)}
      pathname={location.pathname}
      noindex={pageContext.noindex}
      structuredData={[
        breadcrumbs(
          [
            { name: "Home", path: "/" },
            { name: kind.title, path: paths.list() },
          ],
          site,
        ),
      ]}
    >
      <FeedLinks kind={kind} productName={site.productName} />
    </Seo>
  )
}

export const query = graphql`
  query ArticleListPage($ids: [String!]!) {
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
