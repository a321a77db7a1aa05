/** @jsxImportSource @emotion/react */
import type { ReactNode } from "react"
import { Link } from "gatsby"
import { css } from "@emotion/react"
import { container } from "../../components/container"
import { mq, theme } from "../../../contracts/theme"

type Props = {
  title: string
  lead?: ReactNode
  /** Small links above the title (the article's tags), or a line of text. */
  eyebrow?: ReadonlyArray<{ label: string; to: string }> | string
  children?: ReactNode
  /** A list's intro spans the content width, like its cards; an article's keeps to the text's. */
  wide?: boolean
  /** A picture beside the eyebrow and the title (an author's avatar). */
  media?: ReactNode
}

/** The band at the top of an article or a list: eyebrow, H1, lead, then what the page adds (byline, author). */
export function ArticleIntro({ title, lead, eyebrow, children, wide = false, media }: Props) {
  const head = (
    <>
      {typeof eyebrow === "string" ? (
        <p css={eyebrowStyle}>{eyebrow}</p>
      ) : eyebrow?.length ? (
        <ul css={[eyebrowStyle, tags]} aria-label="Tags">
          {eyebrow.map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{item.label}</Link>
            </li>
          ))}
        </ul>
      ) : null}
      <h1 css={heading}>{title}</h1>
    </>
  )
  return (
    <div css={band}>
      <div css={[container, !wide && inner]}>
        {media ? (
          <div css={withMedia}>
            {media}
            <div>{head}</div>
          </div>
        ) : (
          head
        )}
        {lead && <div css={leadStyle}>{lead}</div>}
        {children}
      </div>
    </div>
  )
}

const band = css`
  padding: ${theme.space[7]} 0 ${theme.space[6]};
  background: linear-gradient(180deg, ${theme.colors.surfaceAlt} 0%, ${theme.colors.background} 100%);
  border-bottom: 1px solid ${theme.colors.border};
  ${mq.md} {
    padding-top: ${theme.space[8]};
  }
`
const inner = css`
  max-width: calc(${theme.sizes.prose} + 2 * ${theme.space[5]});
  margin-left: auto;
  margin-right: auto;
`
const eyebrowStyle = css`
  margin: 0 0 ${theme.space[3]};
  color: ${theme.colors.primary};
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`
const tags = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]} ${theme.space[4]};
  list-style: none;
  padding: 0;
  a {
    color: ${theme.colors.primary};
    text-decoration: none;
    display: inline-block;
    padding: ${theme.space[1]} 0;
  }
  a:hover {
    text-decoration: underline;
  }
`
// Top-aligned for the reason article-meta.tsx gives: an avatar centred on the eyebrow and title moved down as the title
// arrived while the page was still being parsed and painted (CLS 0.0000x on an author page at 1280 px).
const withMedia = css`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[4]};
  margin-bottom: ${theme.space[4]};
  h1 {
    margin-bottom: 0;
  }
`
const heading = css`
  font-size: ${theme.fontSizes.xxl};
  line-height: ${theme.lineHeights.tight};
  ${mq.md} {
    font-size: ${theme.fontSizes.display};
  }
`
const leadStyle = css`
  max-width: ${theme.sizes.prose};
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.muted};
  p:last-child {
    margin-bottom: 0;
  }
`
