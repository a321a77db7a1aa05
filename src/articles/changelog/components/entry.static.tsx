/** @jsxImportSource @emotion/react */
// A changelog entry's page below the header, as a static part: the frame (../../components/article-frame.tsx) with the
// entry's type, title and summary, when and where it applies, its media and text, where to read more, and the newer
// and older entries.
import { Link } from "gatsby"
import { css } from "@emotion/react"
import { staticPart } from "../../../static-parts/static-part"
import { Prose } from "../../../components/prose"
import { mq, theme } from "../../../../contracts/theme"
import { articlePaths, changelog } from "../../kinds"
import type { PublicationState } from "../../publication"
import { ArticleColumn, ArticleFrame } from "../../components/article-frame"
import { ArticleIntro } from "../../components/article-intro"
import { EntryMeta } from "./entry-meta"
import { EntryBody } from "./entry-body"

const paths = articlePaths(changelog)

type Props = { data: Queries.EntryPageQuery; status: PublicationState }

function Entry({ data, status }: Props) {
  const { entry, siteYaml: site, newer, older } = data
  if (!entry || !site) return null
  const docsExternal = entry.docs?.startsWith("https://")
  return (
    <ArticleFrame
      status={{ state: status, date: entry.date, timeZone: site.timeZone, noun: changelog.noun }}
      intro={
        <ArticleIntro title={entry.title} lead={<p>{entry.description}</p>} eyebrow={changelog.title}>
          <EntryMeta {...entry} typePath={paths.facet({ facet: "type", value: entry.type })} timeZone={site.timeZone} />
        </ArticleIntro>
      }
    >
      <ArticleColumn css={space}>
        <EntryBody
          media={entry.media.map((media) => ({ image: media.image.childImageSharp?.gatsbyImageData, alt: media.alt }))}
        >
          <Prose html={entry.body.html} />
        </EntryBody>
        {entry.docs && (
          <p css={docs}>
            {docsExternal ? (
              <a href={entry.docs}>Read how it works in the help centre</a>
            ) : (
              <Link to={entry.docs}>Read how it works</Link>
            )}
          </p>
        )}
      </ArticleColumn>
      <ArticleColumn as="nav" label="More changes" css={around}>
        <ul css={neighbours}>
          {newer && (
            <li>
              <span css={direction}>Newer</span>
              <Link to={paths.article(newer.slug)}>{newer.title}</Link>
            </li>
          )}
          {older && (
            <li>
              <span css={direction}>Older</span>
              <Link to={paths.article(older.slug)}>{older.title}</Link>
            </li>
          )}
        </ul>
        <p css={back}>
          <Link to={paths.list()}>All changes</Link>
        </p>
      </ArticleColumn>
    </ArticleFrame>
  )
}

export default staticPart("entry", Entry)

const space = css`
  padding-top: ${theme.space[6]};
`
const docs = css`
  margin: ${theme.space[5]} 0 0;
  font-weight: 600;
  a::after {
    content: " →";
  }
`
const around = css`
  padding-top: ${theme.space[7]};
  padding-bottom: ${theme.space[8]};
`
const neighbours = css`
  display: grid;
  gap: ${theme.space[4]};
  list-style: none;
  margin: 0 0 ${theme.space[5]};
  padding: ${theme.space[5]} 0 0;
  border-top: 1px solid ${theme.colors.border};
  ${mq.md} {
    grid-template-columns: 1fr 1fr;
  }
  li {
    display: grid;
    gap: ${theme.space[1]};
  }
  a {
    font-weight: 600;
  }
`
const direction = css`
  font-size: ${theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${theme.colors.subtle};
`
const back = css`
  margin: 0;
`
