// One customer story: its banner on a preview, the company with its logo and facts, the results in numbers, the
// customer's words, the challenge, solution and results, the closing call to action and more stories, each part a
// hydration boundary. Rendered at build time; the page runs no script of its own.
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { css } from "@emotion/react"
import { Layout } from "../../../components/layout"
import { HydrationBoundary } from "../../../components/hydration-boundary"
import { container } from "../../../components/container"
import { theme } from "../../../theme"
import { socialImagePath } from "../../../../config/social-image"
import { searchAttributes } from "../../../search/search-attributes"
import { articlePaths, customers } from "../../kinds"
import type { PublicationState } from "../../publication"
import { isoDay } from "../../calendar"
import { StatusBanner } from "../../components/status-banner"
import { ArticleBody } from "../../components/article-body"
import { ArticleCta } from "../../components/article-cta"
import { ArticleHead } from "../../components/article-head"
import { article as articleData } from "../../article-json-ld"
import { StoryIntro } from "../components/story-intro"
import { StoryMetrics } from "../components/story-metrics"
import { StoryQuote } from "../components/story-quote"
import { StoryGrid } from "../components/story-card"
import { industryName } from "../vocabulary"
import { storyFacts } from "../story-facts"
import { storyCardsOf } from "./story-fragments"

type Context = { id: string; status: PublicationState; noindex: boolean }

const paths = articlePaths(customers)

export default function StoryPage({ data, pageContext }: PageProps<Queries.StoryPageQuery, Context>) {
  const { story, siteYaml: site } = data
  if (!story || !site) return null
  const [first, ...more] = story.quotes.map((quote) => ({
    ...quote,
    photo: quote.photo?.childImageSharp?.gatsbyImageData,
  }))
  // Looked up one by one (related0..2 in the page's context, src/articles/build/plan.ts), in the plan's order.
  const related = [data.related0, data.related1, data.related2].flatMap((node) => (node ? [node] : []))
  const logo = { url: story.logo.publicURL ?? "", width: story.logoBox.width, height: story.logoBox.height }
  return (
    <Layout
      floatingContact={false}
      // An example story is in the site's own search (under its label), though search engines are asked to skip it.
      search={searchAttributes({
        kind: "Customer story",
        title: story.title,
        tags: [industryName(story.industry)],
        date: isoDay(story.date, site.timeZone),
        noindex: pageContext.status !== "published",
      })}
    >
      {pageContext.status !== "published" && (
        <HydrationBoundary>
          <StatusBanner status={pageContext.status} date={story.date} timeZone={site.timeZone} noun={customers.noun} />
        </HydrationBoundary>
      )}
      <HydrationBoundary>
        <StoryIntro
          title={story.title}
          description={story.description}
          company={story.company}
          logo={logo}
          example={story.example}
          listPath={paths.list()}
          facts={storyFacts(story)}
        />
      </HydrationBoundary>
      <HydrationBoundary>
        <section css={[container, results]} aria-labelledby="story-results-heading">
          <h2 id="story-results-heading" css={visuallyHidden}>
            Results in numbers
          </h2>
          <StoryMetrics metrics={story.metrics} />
        </section>
      </HydrationBoundary>
      {first && (
        <HydrationBoundary>
          <div css={[container, column]}>
            <StoryQuote quote={first} company={story.company} size="lg" css={leadQuote} />
          </div>
        </HydrationBoundary>
      )}
      <HydrationBoundary>
        <div css={[container, column]}>
          <ArticleBody html={story.body.html} />
        </div>
      </HydrationBoundary>
      {more.length > 0 && (
        <HydrationBoundary>
          <div css={[container, column, quotes]}>
            {more.map((quote) => (
              <StoryQuote key={quote.text} quote={quote} company={story.company} css={laterQuote} />
            ))}
          </div>
        </HydrationBoundary>
      )}
      <HydrationBoundary>
        <div css={[container, column]}>
          <ArticleCta productName={site.productName} />
        </div>
      </HydrationBoundary>
      {related.length > 0 && (
        <HydrationBoundary>
          <section css={[container, relatedSection]} aria-labelledby="related-heading">
            <h2 id="related-heading" css={relatedHeading}>
              More customer stories
            </h2>
            <StoryGrid stories={storyCardsOf(related)} headingLevel={3} />
          </section>
        </HydrationBoundary>
      )}
    </Layout>
  )
}

export const Head: HeadFC<Queries.StoryPageQuery, Context> = ({ data, location, pageContext }) => {
  const { story, siteYaml: site } = data
  if (!story || !site) return null
  const path = paths.article(story.slug)
  return (
    <ArticleHead
      kind={customers}
      site={site}
      title={story.example ? `${story.title} (example)` : story.title}
      description={story.description}
      pathname={location.pathname}
      noindex={pageContext.noindex}
      path={path}
      name={story.company}
      date={story.date}
      updated={story.updated}
      structuredData={articleData(
        {
          ...story,
          path,
          image: socialImagePath(path),
          section: customers.title,
          keywords: [industryName(story.industry), ...story.features],
          about: { name: story.company, logo: story.logo.publicURL ?? "/favicon.svg" },
        },
        site,
      )}
    />
  )
}

const column = css`
  max-width: calc(${theme.sizes.prose} + 2 * ${theme.space[5]});
`
const results = css`
  padding-top: ${theme.space[6]};
  padding-bottom: ${theme.space[6]};
`
const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`
const leadQuote = css`
  margin: ${theme.space[4]} 0 ${theme.space[7]};
  padding: ${theme.space[5]} ${theme.space[6]};
  border-left: 4px solid ${theme.colors.primary};
  border-radius: 0 ${theme.radii.md} ${theme.radii.md} 0;
  background: ${theme.colors.surfaceAlt};
`
const quotes = css`
  display: grid;
  gap: ${theme.space[5]};
  margin-top: ${theme.space[6]};
`
const laterQuote = css`
  padding: ${theme.space[5]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
`
const relatedSection = css`
  padding-top: ${theme.space[8]};
  padding-bottom: ${theme.space[8]};
`
const relatedHeading = css`
  margin: 0 0 ${theme.space[5]};
  font-size: ${theme.fontSizes.xl};
`

export const query = graphql`
  query StoryPage($id: String!, $related0: String!, $related1: String!, $related2: String!) {
    story: customerStory(id: { eq: $id }) {
      id
      slug
      title
      description
      date
      updated
      company
      industry
      size
      region
      plan
      features
      example
      logo {
        publicURL
      }
      logoBox {
        width
        height
      }
      metrics {
        value
        unit
        label
      }
      quotes {
        text
        name
        role
        photo {
          childImageSharp {
            gatsbyImageData(layout: FIXED, width: 48, height: 48)
          }
        }
      }
      body {
        html
      }
    }
    related0: customerStory(id: { eq: $related0 }) {
      ...StoryCardFields
    }
    related1: customerStory(id: { eq: $related1 }) {
      ...StoryCardFields
    }
    related2: customerStory(id: { eq: $related2 }) {
      ...StoryCardFields
    }
    siteYaml {
      siteUrl
      productName
      timeZone
    }
  }
`
