/** @jsxImportSource @emotion/react */
// A post's page below the header, as a static part: the frame (article-frame.tsx) with the post's intro and byline,
// its cover, its series and table of contents, its text, the call to action and the related posts.
import { css } from "@emotion/react"
import { staticPart } from "../../static-parts/static-part"
import { ResponsiveImage } from "../../components/responsive-image"
import { theme } from "../../../contracts/theme"
import { articlePaths, kindById } from "../kinds"
import type { PublicationState } from "../publication"
import { COVER_ATTRIBUTE } from "../markers"
import { cardsOf } from "../templates/cards-of"
import { ArticleColumn, ArticleFrame } from "./article-frame"
import { ArticleIntro } from "./article-intro"
import { ArticleMeta } from "./article-meta"
import { ArticleBody } from "./article-body"
import { SeriesParts, TableOfContents } from "./article-aside"
import { ArticleGrid } from "./article-card"
import { COVER_SIZES } from "./cover-sizes"

type Props = { data: Queries.ArticlePageQuery; status: PublicationState }

function Post({ data, status }: Props) {
  const { article, siteYaml: site } = data
  if (!article || !site) return null
  const kind = kindById(article.kind)
  const paths = articlePaths(kind)
  const cover = article.cover.childImageSharp?.gatsbyImageData
  const related = [data.related0, data.related1, data.related2].flatMap((node) => (node ? [node] : []))
  const parts = data.seriesParts.nodes.map((part) => ({
    id: part.id,
    title: part.title,
    path: paths.article(part.slug),
  }))
  return (
    <ArticleFrame
      status={{ state: status, date: article.date, timeZone: site.timeZone, noun: kind.noun }}
      intro={
        <ArticleIntro
          title={article.title}
          lead={<p>{article.description}</p>}
          eyebrow={article.tags.map((tag) => ({ label: tag.name, to: paths.tag(tag.tagId) }))}
        >
          <ArticleMeta
            authors={article.authors.map((author) => ({
              ...author,
              photo: author.photo.childImageSharp?.gatsbyImageData,
            }))}
            authorPath={(id) => paths.author(id)}
            date={article.date}
            updated={article.updated}
            timeToRead={article.timeToRead}
            timeZone={site.timeZone}
          />
          {article.canonical && (
            <p css={original}>
              Originally published on <a href={article.canonical}>{new URL(article.canonical).hostname}</a>.
            </p>
          )}
        </ArticleIntro>
      }
      cta={{ productName: site.productName }}
      related={
        related.length
          ? {
              heading: `Related ${kind.plural}`,
              cards: <ArticleGrid articles={cardsOf(related)} timeZone={site.timeZone} headingLevel={3} />,
            }
          : undefined
      }
    >
      <ArticleColumn css={coverSpace} {...{ [COVER_ATTRIBUTE]: "" }}>
        {cover && (
          <ResponsiveImage image={cover} alt={article.coverAlt} sizes={COVER_SIZES} priority css={coverStyle} />
        )}
      </ArticleColumn>
      <ArticleColumn>
        {data.series && <SeriesParts title={data.series.title} parts={parts} currentId={article.id} />}
        <TableOfContents headings={article.body.headings} />
      </ArticleColumn>
      <ArticleColumn>
        <ArticleBody html={article.body.html} />
      </ArticleColumn>
    </ArticleFrame>
  )
}

export default staticPart("post", Post)

const coverSpace = css`
  padding-top: ${theme.space[6]};
  padding-bottom: ${theme.space[6]};
`
const coverStyle = css`
  border-radius: ${theme.radii.lg};
`
const original = css`
  margin: ${theme.space[3]} 0 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`
