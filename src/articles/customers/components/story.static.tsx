/** @jsxImportSource @emotion/react */
// A customer story's page below the header, as a static part: the frame (../../components/article-frame.tsx) with the
// company's intro, the results in numbers, the customer's words around the text, the call to action and more stories.
import { staticPart } from "../../../static-parts/static-part"
import { container } from "../../../components/container"
import { articlePaths, customers } from "../../kinds"
import type { PublicationState } from "../../publication"
import { ArticleColumn, ArticleFrame } from "../../components/article-frame"
import { ArticleBody } from "../../components/article-body"
import { storyFacts } from "../story-facts"
import { storyCardsOf } from "../templates/story-fragments"
import { StoryIntro } from "./story-intro"
import { StoryMetrics } from "./story-metrics"
import { StoryQuote } from "./story-quote"
import { StoryGrid } from "./story-card"
import { storyLaterQuote, storyLaterQuotes, storyLeadQuote, storyResults } from "./story-layout"
import { visuallyHidden } from "../../../components/visually-hidden"

const paths = articlePaths(customers)

type Props = { data: Queries.StoryPageQuery; status: PublicationState }

function Story({ data, status }: Props) {
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
    <ArticleFrame
      status={{ state: status, date: story.date, timeZone: site.timeZone, noun: customers.noun }}
      intro={
        <StoryIntro
          title={story.title}
          description={story.description}
          company={story.company}
          logo={logo}
          example={story.example}
          listPath={paths.list()}
          facts={storyFacts(story)}
        />
      }
      cta={{ productName: site.productName }}
      related={
        related.length
          ? { heading: "More customer stories", cards: <StoryGrid stories={storyCardsOf(related)} headingLevel={3} /> }
          : undefined
      }
    >
      <section css={[container, storyResults]} aria-labelledby="story-results-heading">
        <h2 id="story-results-heading" css={visuallyHidden}>
          Results in numbers
        </h2>
        <StoryMetrics metrics={story.metrics} />
      </section>
      {first && (
        <ArticleColumn>
          <StoryQuote quote={first} company={story.company} size="lg" css={storyLeadQuote} />
        </ArticleColumn>
      )}
      <ArticleColumn>
        <ArticleBody html={story.body.html} />
      </ArticleColumn>
      {more.length > 0 && (
        <ArticleColumn css={storyLaterQuotes}>
          {more.map((quote) => (
            <StoryQuote key={quote.text} quote={quote} company={story.company} css={storyLaterQuote} />
          ))}
        </ArticleColumn>
      )}
    </ArticleFrame>
  )
}

export default staticPart("story", Story)
