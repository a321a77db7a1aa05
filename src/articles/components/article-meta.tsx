/** @jsxImportSource @emotion/react */
import { Link } from "gatsby"
import { css } from "@emotion/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { ResponsiveImage } from "../../components/responsive-image"
import { theme } from "../../../contracts/theme"
import { formatDate } from "../dates"

export type MetaAuthor = { authorId: string; name: string; role: string; photo: IGatsbyImageData | null | undefined }

type Props = {
  authors: ReadonlyArray<MetaAuthor>
  authorPath: (id: string) => string
  date: string
  updated?: string | null
  timeToRead: number
  timeZone: string
}

/** Who wrote it (photos linking to their pages), when it was published and updated, and how long it takes to read. */
export function ArticleMeta({ authors, authorPath, date, updated, timeToRead, timeZone }: Props) {
  return (
    <div css={meta}>
      <ul css={people} aria-label="Authors">
        {authors.map((author) => (
          <li key={author.authorId}>
            <Link to={authorPath(author.authorId)} css={person}>
              {author.photo && <ResponsiveImage image={author.photo} alt="" sizes="48px" css={photo} />}
              <span>
                <span css={name}>{author.name}</span>
                <span css={role}>{author.role}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p css={facts}>
        Published <time dateTime={date}>{formatDate(date, timeZone)}</time>
        {updated && (
          <>
            {" "}
            · Updated <time dateTime={updated}>{formatDate(updated, timeZone)}</time>
          </>
        )}{" "}
        · {timeToRead} min read
      </p>
    </div>
  )
}

const meta = css`
  display: grid;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[5]};
`
const people = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[4]};
  list-style: none;
  margin: 0;
  padding: 0;
`
// Top-aligned, not centred: a browser paints a page it is still parsing, and a photo centred on the name and role
// moved down when a role that wraps on a phone arrived after it (a layout shift, 0.0001 at 390 px). Nothing here
// depends on what is parsed after it (docs/development.md, "Layout shifts").
const person = css`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[3]};
  color: ${theme.colors.text};
  text-decoration: none;
  &:hover span:first-of-type {
    text-decoration: underline;
  }
`
const photo = css`
  width: 48px;
  height: 48px;
  border-radius: ${theme.radii.pill};
  flex: none;
`
const name = css`
  display: block;
  font-weight: 600;
`
const role = css`
  display: block;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`
const facts = css`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`
