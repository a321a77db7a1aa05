/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { container, section as sectionSpace } from "../../components/container"
import { TABLE_SCROLL_CLASS } from "../../components/prose-tables"
import { markdown } from "../../components/markdown"
import { visuallyHidden } from "../../components/visually-hidden"
import { below, theme } from "../../../contracts/theme"
import type { SectionOf } from "../../../schema/sections"
import { Filled } from "../../components/your-data/filled"
import { useShell } from "../../languages/use-shell"
import { writtenDay } from "../../languages/written-date"

export type ComparisonFacts = {
  name: string
  /** `checked`: the day someone last checked the source, "2026-11-28". */
  facts: ReadonlyArray<{ topic: string; us: string; them: string; source: string; checked: string }>
}

/**
 * The product against a named alternative, fact by fact: each row says where the alternative's side can be checked
 * and when it last was (content/comparisons/<id>.yaml; the build warns when a check is over a year old). A table in
 * the Markdown style, its fixed words in the page's language (site.yaml's words), each date written that language's
 * way; under the md breakpoint each row stacks as a card (the topic, then each side under its
 * column's name), so a phone reads it without scrolling sideways.
 */
export function ComparisonSection({
  section,
  index,
  productName,
  comparison,
}: {
  section: SectionOf<"comparison">
  index: number
  productName: string
  comparison: ComparisonFacts | null
}) {
  const { words, locale } = useShell()
  if (!comparison) return null
  // A date the editor holds may be empty while a writer types it; the build's are always a day (schema/sections.ts).
  const written = (day: string) => writtenDay(day, locale) ?? day
  const headingId = `section-${index + 1}-heading`
  const captionId = `section-${index + 1}-caption`
  return (
    <section css={[container, sectionSpace]} aria-labelledby={headingId}>
      <div css={[markdown, column]}>
        <h2 id={headingId}>{section.heading}</h2>
        {section.text && <p>{section.text}</p>}
        {/* A region that scrolls by keyboard too, named by the table's caption (as a Markdown table is). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus (axe scrollable-region-focusable) */}
        <div className={TABLE_SCROLL_CLASS} css={fits} role="region" tabIndex={0} aria-labelledby={captionId}>
          <table css={stacked}>
            <caption id={captionId}>
              {words.comparisonCaption
                .replaceAll("{productName}", productName)
                .replaceAll("{alternative}", comparison.name.toLocaleLowerCase(locale))}
            </caption>
            <thead>
              <tr>
                <th scope="col">{words.comparisonTopics}</th>
                <th scope="col">{productName}</th>
                <th scope="col">{comparison.name}</th>
              </tr>
            </thead>
            <tbody>
              {comparison.facts.map((fact, row) => (
                <tr key={fact.topic}>
                  <th scope="row">{fact.topic}</th>
                  <td data-label={productName}>{fact.us}</td>
                  <td data-label={comparison.name}>
                    {fact.them}{" "}
                    <a
                      href={fact.source}
                      css={source}
                      aria-label={words.comparisonSourceLabel
                        .replaceAll("{topic}", fact.topic)
                        .replaceAll("{date}", written(fact.checked))}
                    >
                      [{row + 1}]
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ol css={sources} aria-label={words.comparisonSources}>
          {comparison.facts.map((fact) => (
            <li key={fact.topic}>
              <Filled
                text={words.comparisonSource}
                parts={{
                  topic: fact.topic,
                  site: <a href={fact.source}>{new URL(fact.source).hostname}</a>,
                  date: written(fact.checked),
                }}
              />
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}

/** The text's measure, centred in the page as a rich-text section's is. */
const column = css`
  margin: 0 auto;
`
/**
 * The table fits its column at every width (three columns side by side from md, one row a card below it), so its
 * region never scrolls: no edge shadows saying more lies to the side, which would sit under the source links.
 */
const fits = css`
  &&& {
    background: none;
  }
`
const stacked = css`
  ${below.md} {
    && {
      display: block;
    }
    && thead {
      /* Kept for screen readers (each cell's column), hidden from sight: the labels below say it. */
      ${visuallyHidden}
    }
    && caption,
    && tbody,
    && tr,
    && th,
    && td {
      display: block;
    }
    && tr {
      border-top: 1px solid ${theme.colors.border};
      padding: ${theme.space[3]} 0;
    }
    && th,
    && td {
      border: 0;
      padding: ${theme.space[1]} 0;
    }
    && th[scope="row"] {
      font-size: ${theme.fontSizes.lg};
    }
    && td::before {
      content: attr(data-label);
      display: block;
      font-weight: 600;
      color: ${theme.colors.muted};
      font-size: ${theme.fontSizes.sm};
    }
  }
`
const source = css`
  font-size: ${theme.fontSizes.sm};
  white-space: nowrap;
`
const sources = css`
  && {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.muted};
  }
`
