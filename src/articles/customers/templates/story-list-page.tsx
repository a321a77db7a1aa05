// Customer stories, newest first: /customers, and the static filter pages of an industry or a company size
// (/customers/industry/retail, /customers/size/201-1000), each with its own pages (…/page/2). The filters are links
// to those pages, with each value's count among the stories of this build.
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../../../components/layout"
import { Seo } from "../../../components/seo"
import { articlePaths, customers } from "../../kinds"
import { kindDescription } from "../../kind-descriptions"
import { FeedLinks } from "../../components/feed-links"
import { breadcrumbs } from "../../structured-data"
import StoryList from "../components/story-list.static"
import { selected, type StoryListContext } from "../story-list-facet"

type Context = StoryListContext

const paths = articlePaths(customers)

export default function StoryListPage({ data, pageContext }: PageProps<Queries.StoryListPageQuery, Context>) {
  return (
    <Layout floatingContact>
      <StoryList data={data} pageContext={pageContext} />
    </Layout>
  )
}

export const Head: HeadFC<Queries.StoryListPageQuery, Context> = ({ data, location, pageContext }) => {
  const site = data.siteYaml
  if (!site) return null
  const value = selected(pageContext)
  const page = pageContext.currentPage
  const name = value ? `${value.name}: customer stories` : customers.title
  return (
    <Seo
      title={page > 1 ? `${name}, page ${page}` : name}
      description={value ? value.description : kindDescription(customers)}
      pathname={location.pathname}
      noindex={pageContext.noindex}
      structuredData={[
        breadcrumbs(
          [
            { name: "Home", path: "/" },
            { name: customers.title, path: paths.list() },
            ...(value ? [{ name: value.name, path: value.path }] : []),
          ],
          site,
        ),
      ]}
    >
      <FeedLinks kind={customers} productName={site.productName} />
    </Seo>
  )
}

export const query = graphql`
  query StoryListPage($allIds: [String!]!) {
    allCustomerStory(filter: { id: { in: $allIds } }) {
      nodes {
        ...StoryCardFields
      }
    }
    siteYaml {
      siteUrl
      productName
    }
  }
`
