// One article: its banner on a preview, the intro with its byline, the cover, the table of contents and the series,
// the text, the closing call to action and the related articles, each part a hydration boundary. Everything is
// rendered at build time; the page runs no script of its own.
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { css } from "@emotion/react"
import { Layout } from "../../components/layout"
import { HydrationBoundary } from "../../components/hydration-boundary"
import { ImagePreload, ResponsiveImage } from "../../components/responsive-image"
import { container } from "../../components/container"
import { theme } from "../../theme"
import { articlePaths, kindById } from "../kinds"
import type { PublicationState } from "../publication"
import { ArticleMeta } from "../components/article-meta"
import { StatusBanner } from "../components/status-banner"
import { ArticleIntro } from "../components/article-intro"
import { ArticleBody } from "../components/article-body"
import { SeriesParts, TableOfContents } from "../components/article-aside"
import { ArticleCta } from "../components/article-cta"
import { ArticleGrid } from "../components/article-card"
import { ArticleHead } from "../components/article-head"
import { blogPosting } from "../structured-data"
import { socialImagePath } from "../../../config/social-image"
import { cardsOf } from "./cards-of"
import { COVER_ATTRIBUTE } from "../markers"
import { isoDay } from "../calendar"
import { searchAttributes } from "../../search/search-attributes"

type Context = { id: string; status: PublicationState; noindex: boolean }

const COVER_SIZES = "(min-width: 784px) 736px, calc(100vw - 48px)"

export default function ArticlePage({ data, pageContext }: PageProps<Queries.ArticlePageQuery, Context>) {
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
    <Layout
      floatingContact={false}
      search={searchAttributes({
        kind: "Post",
        title: article.title,
        tags: article.tags.map((tag) => tag.name),
        date: isoDay(article.date, site.timeZone),
        noindex: pageContext.noindex,
      })}
    >
      {pageContext.status !== "published" && (
        <HydrationBoundary>
          <StatusBanner status={pageContext.status} date={article.date} timeZone={site.timeZone} noun={kind.noun} />
        </HydrationBoundary>
      )}
      <HydrationBoundary>
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
      </HydrationBoundary>
      <HydrationBoundary>
        <div css={[container, column, coverSpace]} {...{ [COVER_ATTRIBUTE]: "" }}>
          {cover && (
            <ResponsiveImage image={cover} alt={article.coverAlt} sizes={COVER_SIZES} priority css={coverStyle} />
          )}
        </div>
      </HydrationBoundary>
      <HydrationBoundary>
        <div css={[container, column]}>
          {data.series && <SeriesParts title={data.series.title} parts={parts} currentId={article.id} />}
          <TableOfContents headings={article.body.headings} />
        </div>
      </HydrationBoundary>
      <HydrationBoundary>
        <div css={[container, column]}>
          <ArticleBody html={article.body.html} />
        </div>
      </HydrationBoundary>
      <HydrationBoundary>
        <div css={[container, column]}>
          <ArticleCta productName={site.productName} />
        </div>
      </HydrationBoundary>
      {related.length > 0 && (
        <HydrationBoundary>
          <section css={[container, relatedSection]} aria-labelledby="related-heading">
            <h2 id="related-heading" css={relatedHeading}>
              Related {kind.plural}
            </h2>
            <ArticleGrid articles={cardsOf(related)} timeZone={site.timeZone} headingLevel={3} />
          </section>
        </HydrationBoundary>
      )}
    </Layout>
  )
}

export const Head: HeadFC<Queries.ArticlePageQuery, Context> = ({ data, location, pageContext }) => {
  const { article, siteYaml: site } = data
  if (!article || !site) return null
  const kind = kindById(article.kind)
  const paths = articlePaths(kind)
  const path = paths.article(article.slug)
  const cover = article.cover.childImageSharp?.gatsbyImageData
  return (
    <ArticleHead
      kind={kind}
      site={site}
      title={article.title}
      description={article.description}
      pathname={location.pathname}
      noindex={pageContext.noindex}
      canonical={article.canonical}
      path={path}
      name={article.title}
      date={article.date}
      updated={article.updated}
      structuredData={blogPosting(
        {
          ...article,
          path,
          image: socialImagePath(path),
          tags: article.tags.map((tag) => tag.name),
          authors: article.authors.map((author) => ({ name: author.name, path: paths.author(author.authorId) })),
        },
        site,
      )}
    >
      {cover && <ImagePreload image={cover} sizes={COVER_SIZES} />}
    </ArticleHead>
  )
}

const column = css`
  max-width: calc(${theme.sizes.prose} + 2 * ${theme.space[5]});
`
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
const relatedSection = css`
  padding-top: ${theme.space[8]};
  padding-bottom: ${theme.space[8]};
`
const relatedHeading = css`
  margin: 0 0 ${theme.space[5]};
  font-size: ${theme.fontSizes.xl};
`

export const query = graphql`
  query ArticlePage(
    $id: String!
    $related0: String!
    $related1: String!
    $related2: String!
    $seriesIds: [String!]!
    $seriesId: String!
  ) {
    article: blogPost(id: { eq: $id }) {
      id
      kind
      slug
      title
      description
      date
      updated
      canonical
      timeToRead
      coverAlt
      cover {
        childImageSharp {
          gatsbyImageData(
            layout: CONSTRAINED
            width: 1200
            breakpoints: [640, 750, 828, 1080, 1200]
            sizes: "(min-width: 784px) 736px, calc(100vw - 48px)"
          )
        }
      }
      tags {
        tagId
        name
      }
      authors {
        ...ArticleAuthorFields
      }
      body {
        html
        headings {
          id
          text
        }
      }
    }
    related0: blogPost(id: { eq: $related0 }) {
      ...ArticleCardFields
    }
    related1: blogPost(id: { eq: $related1 }) {
      ...ArticleCardFields
    }
    related2: blogPost(id: { eq: $related2 }) {
      ...ArticleCardFields
    }
    seriesParts: allBlogPost(filter: { id: { in: $seriesIds } }, sort: { date: ASC }) {
      nodes {
        id
        slug
        title
      }
    }
    series: articleSeries(seriesId: { eq: $seriesId }) {
      title
    }
    siteYaml {
      siteUrl
      productName
      timeZone
    }
  }
`
