/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { FAQPage, WithContext } from "schema-dts"
import { container, section as sectionSpace } from "../../components/container"
import { Prose } from "../../components/prose"
import { theme } from "../../../contracts/theme"
import type { SectionOf } from "../../../schema/sections"
import { markdownHtml } from "../markdown-html"

/** Plain text of an answer's HTML: the FAQPage markup says exactly what the page shows. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim()

/**
 * Questions and answers, each a <details> that opens to its answer (the browser does it, no script). With
 * `structuredData`, FAQPage markup of the same words beside it: Google shows FAQ results only for well-known
 * government and health sites since August 2023, so it is off unless a writer asks.
 */
export function FaqSection({ section, index }: { section: SectionOf<"faq">; index: number }) {
  const items = section.items.map((item) => ({ ...item, html: markdownHtml(item.answer) }))
  const headingId = `section-${index + 1}-heading`
  const data: WithContext<FAQPage> = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: textOf(item.html) },
    })),
  }
  return (
    <section css={[container, sectionSpace]} aria-labelledby={headingId}>
      <h2 id={headingId} css={title}>
        {section.heading}
      </h2>
      <div css={list}>
        {items.map((item) => (
          <details key={item.question} css={entry}>
            <summary css={question}>{item.question}</summary>
            <div css={answer}>
              <Prose html={item.html} />
            </div>
          </details>
        ))}
      </div>
      {section.structuredData && (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data) }} />
      )}
    </section>
  )
}

const title = css`
  font-size: ${theme.fontSizes.xxl};
  max-width: ${theme.sizes.prose};
  margin: 0 auto ${theme.space[5]};
`
const list = css`
  max-width: ${theme.sizes.prose};
  margin: 0 auto;
  border-top: 1px solid ${theme.colors.border};
`
const entry = css`
  border-bottom: 1px solid ${theme.colors.border};
`
const question = css`
  cursor: pointer;
  padding: ${theme.space[4]} 0;
  font-size: ${theme.fontSizes.lg};
  font-weight: 650;
  &:focus-visible {
    outline-offset: 2px;
  }
`
const answer = css`
  padding: 0 0 ${theme.space[4]};
  & p:last-child {
    margin-bottom: 0;
  }
`
