// Customer stories, newest first: /customers, and the static filter pages of an industry or a company size
// (/customers/industry/retail, /customers/size/201-1000), each with its own pages (…/page/2). The filters are links
// to those pages, with each value's count among the stories of this build.
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { css } from "@emotion/react"
import { Layout } from "../../../components/layout"
import { Seo } from "../../../components/seo"
import { HydrationBoundary } from "../../../components/hydration-boundary"
import { container, section } from "../../../components/container"
import { theme } from "../../../theme"
import { articlePaths, customers, facetOf } from "../../kinds"
import { ArticleIntro } from "../../components/article-intro"
import { Pagination } from "../../components/pagination"
import { FeedLinks } from "../../components/feed-links"
import { breadcrumbs } from "../../structured-data"
import type { ListContext } from "../../templates/article-list-page"
import { StoryGrid } from "../components/story-card"
import { StoryFilters, type FilterGroup } from "../components/story-filters"
import { INDUSTRIES, SIZES, sizeSlug } from "../vocabulary"
import { storyCardsOf } from "./story-fragments"

type Context = ListContext & { allIds: string[]; facet: string; value: string }

const paths = articlePaths(customers)

/** The page's facet value, by name and lead ("Retail" and its description), or null on /customers. */
function selected(context: Context): { name: string; description: string; path: string } | null {
  if (context.facet === "industry") {
    const industry = INDUSTRIES.find((candidate) => candidate.id === context.value)
    return industry ? { ...industry, path: paths.facet({ facet: "industry", value: industry.id }) } : null
  }
  if (context.facet === "size") {
    const size = SIZES.find((candidate) => candidate.id === context.value)
    return size ? { ...size, path: paths.facet({ facet: "size", value: size.id }) } : null
  }
  return null
}

export default function StoryListPage({ data, pageContext }: PageProps<Queries.StoryListPageQuery, Context>) {
  const site = data.siteYaml
  if (!site) return null
  const all = data.allCustomerStory.nodes
  const value = selected(pageContext)
  const count = (predicate: (story: (typeof all)[number]) => boolean) => all.filter(predicate).length
  const groups: FilterGroup[] = [
    {
      id: "industry",
      label: "Industry",
      options: INDUSTRIES.filter((industry) => count((story) => story.industry === industry.id) > 0).map(
        (industry) => ({
          name: industry.name,
          path: paths.facet({ facet: "industry", value: industry.id }),
          count: count((story) => story.industry === industry.id),
          current: pageContext.facet === "industry" && pageContext.value === industry.id,
        }),
      ),
    },
    {
      id: "size",
      label: "Company size",
      options: SIZES.filter((size) => count((story) => sizeSlug(story.size) === size.id) > 0).map((size) => ({
        name: size.name,
        path: paths.facet({ facet: "size", value: size.id }),
        count: count((story) => sizeSlug(story.size) === size.id),
        current: pageContext.facet === "size" && pageContext.value === size.id,
      })),
    },
  ]
  const title = value ? `${value.name}: customer stories` : customers.title
  const heading =
    pageContext.currentPage > 1 ? `${title}, page ${pageContext.currentPage} of ${pageContext.pageCount}` : title
  const stories = storyCardsOf(all, pageContext.ids)
  return (
    <Layout floatingContact>
      <HydrationBoundary>
        <ArticleIntro
          title={heading}
          eyebrow={value ? `Customer stories · ${facetOf(customers, pageContext.facet).noun}` : "Customers"}
          lead={<p>{value ? value.description : customers.description}</p>}
          wide
        />
      </HydrationBoundary>
      <HydrationBoundary>
        <div css={[container, section]}>
          <StoryFilters
            all={{ name: "All stories", path: paths.list(), count: all.length, current: !value }}
            groups={groups}
          />
          {stories.length ? <StoryGrid stories={stories} /> : <p css={nothing}>No customer stories yet.</p>}
          <Pagination
            currentPage={pageContext.currentPage}
            pageCount={pageContext.pageCount}
            pagePath={(page) =>
              value ? paths.facet({ facet: pageContext.facet, value: pageContext.value }, page) : paths.list(page)
            }
            label={`${title}: pages`}
          />
        </div>
      </HydrationBoundary>
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
      description={value ? value.description : customers.description}
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

const nothing = css`
  color: ${theme.colors.muted};
`

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
