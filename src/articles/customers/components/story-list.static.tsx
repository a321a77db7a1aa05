/** @jsxImportSource @emotion/react */
// The story list below the header (/customers and its filter pages), as a static part: the intro, the filters (links
// to the static filter pages, each with its count), the cards and the pages.
import { css } from "@emotion/react"
import { staticPart } from "../../../static-parts/static-part"
import { container, section } from "../../../components/container"
import { theme } from "../../../../contracts/theme"
import { articlePaths, customers, facetOf } from "../../kinds"
import { kindDescription } from "../../kind-descriptions"
import { ArticleIntro } from "../../components/article-intro"
import { Pagination } from "../../components/pagination"
import { INDUSTRIES, SIZES, sizeSlug } from "../vocabulary"
import { selected, type StoryListContext } from "../story-list-facet"
import { storyCardsOf } from "../templates/story-fragments"
import { StoryGrid } from "./story-card"
import { StoryFilters, type FilterGroup } from "./story-filters"

const paths = articlePaths(customers)

function StoryList({ data, pageContext }: { data: Queries.StoryListPageQuery; pageContext: StoryListContext }) {
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
    <>
      <ArticleIntro
        title={heading}
        eyebrow={value ? `Customer stories · ${facetOf(customers, pageContext.facet).noun}` : "Customers"}
        lead={<p>{value ? value.description : kindDescription(customers)}</p>}
        wide
      />
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
    </>
  )
}

export default staticPart("story-list", StoryList)

const nothing = css`
  color: ${theme.colors.muted};
`
