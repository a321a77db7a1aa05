/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { excerptParts } from "../../search/excerpt"
import type { SearchResult } from "../../search/pagefind-client"
import { theme } from "../../../contracts/theme"

type Props = {
  results: ReadonlyArray<SearchResult>
  /** The result links' ids are `${idPrefix}-<n>`, so the page can move focus to the first of those just shown. */
  idPrefix: string
}

/** The results: kind, title (the link), the excerpt with the matched words marked, and the page's tags. */
export function SearchResults({ results, idPrefix }: Props) {
  if (results.length === 0) return null
  return (
    <ol css={list}>
      {results.map((result, index) => (
        <li key={result.url} css={item}>
          <p css={kind}>{result.kind}</p>
          <h2 css={title}>
            <a id={`${idPrefix}-${index}`} href={result.url} css={link}>
              {result.title}
            </a>
          </h2>
          <p css={excerpt}>
            {excerptParts(result.excerpt).map((part, at) =>
              part.marked ? (
                <mark key={at} css={mark}>
                  {part.text}
                </mark>
              ) : (
                part.text
              ),
            )}
          </p>
          {result.tags.length > 0 && (
            <ul css={tags} aria-label="Tags">
              {result.tags.map((tag) => (
                <li key={tag} css={tagItem}>
                  {tag}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  )
}

const list = css`
  display: grid;
  gap: ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`
const item = css`
  padding: ${theme.space[4]} ${theme.space[5]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
  overflow-wrap: anywhere;
`
const kind = css`
  margin: 0 0 ${theme.space[1]};
  font-size: ${theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${theme.colors.primary};
`
const title = css`
  margin: 0 0 ${theme.space[2]};
  font-size: ${theme.fontSizes.xl};
  line-height: ${theme.lineHeights.snug};
`
const link = css`
  color: ${theme.colors.text};
  text-decoration: underline;
  text-decoration-color: ${theme.colors.border};
  text-underline-offset: 0.2em;
  &:hover {
    color: ${theme.colors.primary};
    text-decoration-color: currentColor;
  }
`
const excerpt = css`
  margin: 0;
  color: ${theme.colors.muted};
`
/** The matched words: the brand's tint behind them and the text's own colour, so the contrast stays. */
const mark = css`
  padding: 0 0.1em;
  border-radius: 2px;
  background: ${theme.colors.highlightSoft};
  color: ${theme.colors.text};
  font-weight: 650;
  box-shadow: inset 0 -2px 0 ${theme.colors.highlight};
`
const tags = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin: ${theme.space[3]} 0 0;
  padding: 0;
  list-style: none;
`
const tagItem = css`
  padding: 0 ${theme.space[2]};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surfaceAlt};
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.text};
`
