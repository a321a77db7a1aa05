/** @jsxImportSource @emotion/react */
// The editor's preview of a customer story, drawn by the story page's own components
// (src/articles/customers/templates/story-page.tsx renders them in this order): the Draft or Scheduled banner a pull
// request's preview shows, the company's logo with the headline, the "Example" label and the facts, the results in
// numbers, the first quote, the text (the editor's rendering of the Markdown) and the rest of the quotes, and the
// closing call to action. The logo's proportions come from the file once it loads (the build reads its viewBox).
import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { z } from "zod"
import { container } from "../../src/components/container"
import { articlePaths, customers } from "../../src/articles/kinds"
import { publicationState } from "../../src/articles/publication"
import type { siteSchema } from "../../schema/content"
import { StatusBanner } from "../../src/articles/components/status-banner"
import { ArticleBody } from "../../src/articles/components/article-body"
import { ArticleCta } from "../../src/articles/components/article-cta"
import { StoryIntro } from "../../src/articles/customers/components/story-intro"
import { StoryMetrics, type MetricData } from "../../src/articles/customers/components/story-metrics"
import { StoryQuote } from "../../src/articles/customers/components/story-quote"
import { ArticleColumn } from "../../src/articles/components/article-frame"
import {
  storyLaterQuote,
  storyLaterQuotes,
  storyLeadQuote,
  storyResults,
} from "../../src/articles/customers/components/story-layout"
import { storyFacts } from "../../src/articles/customers/story-facts"
import { articleInstant } from "../article-date/article-date"
import { PreviewFrame } from "./preview-frame"
import { entryData, type PreviewProps } from "./preview-props"
import { useEntries } from "./article-preview"

type Story = {
  title: string
  description: string
  date: string
  company: string
  logo: string
  industry: string
  size: string
  region: string
  plan: string
  features: string[]
  metrics: Array<Partial<MetricData>>
  quotes: Array<{ text?: string; name?: string; role?: string; photo?: string }>
  example: boolean
  draft: boolean
}
type Site = z.infer<typeof siteSchema>

/** A picture the editor holds, as the site's image component takes it (its size is the file's own once loaded). */
const pictureOf = (props: PreviewProps, path: unknown, size: number): IGatsbyImageData | null => {
  const src = typeof path === "string" && path ? props.getAsset(path)?.toString() : undefined
  return src ? { layout: "fixed", width: size, height: size, images: { fallback: { src } } } : null
}

export function StoryPreview(props: PreviewProps) {
  const story = entryData<Story>(props)
  const site = useEntries<Site>(props, "site").get("site") ?? {}
  const timeZone = site.timeZone ?? "UTC"
  const date = articleInstant(story.date)
  const status = date ? publicationState({ draft: story.draft === true, date }, new Date()) : "draft"
  const logo = typeof story.logo === "string" ? props.getAsset(story.logo)?.toString() : undefined
  const metrics = (story.metrics ?? []).filter(
    (metric): metric is MetricData => typeof metric.value === "number" && !!metric.unit && !!metric.label,
  )
  const quotes = (story.quotes ?? []).map((quote) => ({
    text: quote.text ?? "",
    name: quote.name ?? "",
    role: quote.role ?? "",
    photo: pictureOf(props, quote.photo, 48),
  }))
  const [first, ...more] = quotes
  const company = story.company ?? ""
  return (
    <PreviewFrame document={props.document}>
      {status !== "published" && date && (
        <StatusBanner status={status} date={date.toISOString()} timeZone={timeZone} noun={customers.noun} />
      )}
      <StoryIntro
        title={story.title ?? ""}
        description={story.description ?? ""}
        company={company}
        // 240 by 64 holds the box until the file says its own proportions.
        logo={{ url: logo ?? "", width: 240, height: 64 }}
        example={story.example === true}
        listPath={articlePaths(customers).list()}
        facts={storyFacts({
          industry: story.industry ?? "",
          size: story.size ?? "",
          region: story.region ?? "",
          plan: story.plan ?? "",
          features: story.features ?? [],
        })}
      />
      <div css={[container, storyResults]}>
        <StoryMetrics metrics={metrics} />
      </div>
      {first && (
        <ArticleColumn>
          <StoryQuote quote={first} company={company} size="lg" css={storyLeadQuote} />
        </ArticleColumn>
      )}
      <ArticleColumn>
        <ArticleBody>{props.widgetFor("body")}</ArticleBody>
      </ArticleColumn>
      {more.length > 0 && (
        <ArticleColumn css={storyLaterQuotes}>
          {more.map((quote, index) => (
            <StoryQuote key={index} quote={quote} company={company} css={storyLaterQuote} />
          ))}
        </ArticleColumn>
      )}
      <ArticleColumn>
        <ArticleCta productName={site.productName ?? ""} />
      </ArticleColumn>
    </PreviewFrame>
  )
}
