// One post: the page below the header is a static part (components/post.static.tsx), so the page hydrates nothing of
// its own and none of its components are in the browser's bundle.
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../../components/layout"
import { ImagePreload } from "../../components/image-preload"
import { articlePaths, kindById } from "../kinds"
import type { PublicationState } from "../publication"
import Post from "../components/post.static"
import { ArticleHead } from "../components/article-head"
import { COVER_SIZES } from "../components/cover-sizes"
import { blogPosting } from "../structured-data"
import { socialImagePath } from "../../../config/social-image"
import { searchAttributes } from "../../search/search-attributes"

type Context = { id: string; status: PublicationState; noindex: boolean }

export default function ArticlePage({ data, pageContext }: PageProps<Queries.ArticlePageQuery, Context>) {
  const { article, siteYaml: site } = data
  if (!article || !site) return null
  return (
    <Layout
      floatingContact={false}
      search={searchAttributes({
        kind: "Post",
        title: article.title,
        tags: article.tags.map((tag) => tag.name),
        date: article.day,
        noindex: pageContext.noindex,
      })}
    >
      <Post data={data} status={pageContext.status} />
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
      day
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
