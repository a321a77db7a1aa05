/** @jsxImportSource @emotion/react */
import { Link } from "gatsby"
import { css } from "@emotion/react"
import { theme } from "../../../contracts/theme"

/** The table of contents: the article's second-level headings, shown when there are at least 3. */
export function TableOfContents({ headings }: { headings: ReadonlyArray<{ id: string; text: string }> }) {
  if (headings.length < 3) return null
  return (
    <nav aria-labelledby="toc-heading" css={box}>
      <h2 id="toc-heading" css={boxHeading}>
        In this article
      </h2>
      <ol css={list}>
        {headings.map((heading) => (
          <li key={heading.id}>
            <a href={`#${heading.id}`}>{heading.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  )
}

type Part = { id: string; title: string; path: string }

/** "Part n of m" with the series' other parts, in date order. */
export function SeriesParts({
  title,
  parts,
  currentId,
}: {
  title: string
  parts: ReadonlyArray<Part>
  currentId: string
}) {
  const index = parts.findIndex((part) => part.id === currentId)
  if (index < 0 || parts.length < 2) return null
  return (
    <nav aria-labelledby="series-heading" css={box}>
      <h2 id="series-heading" css={boxHeading}>
        Part {index + 1} of {parts.length}: {title}
      </h2>
      <ol css={list}>
        {parts.map((part) => (
          <li key={part.id}>
            {part.id === currentId ? (
              <span aria-current="page">{part.title}</span>
            ) : (
              <Link to={part.path}>{part.title}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}

const box = css`
  margin: 0 0 ${theme.space[6]};
  padding: ${theme.space[4]} ${theme.space[5]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  max-width: ${theme.sizes.prose};
`
const boxHeading = css`
  margin: 0 0 ${theme.space[3]};
  font-size: ${theme.fontSizes.md};
`
const list = css`
  margin: 0;
  padding-left: ${theme.space[5]};
  li {
    margin-bottom: ${theme.space[2]};
  }
  li:last-child {
    margin-bottom: 0;
  }
`
