// An author: their picture, role, bio and links, then their articles, newest first: /blog/authors/<author> …
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { css } from "@emotion/react"
import { Layout } from "../../components/layout"
import { Seo } from "../../components/seo"
import { ResponsiveImage } from "../../components/responsive-image"
import { theme } from "../../theme"
import { articlePaths, kindById } from "../kinds"
import { ArticleListBody } from "../components/article-list-body"
import { FeedLinks } from "../components/feed-links"
import { breadcrumbs, person } from "../structured-data"
import { cardsOf } from "./cards-of"
import type { ListContext } from "./article-list-page"

type Context = ListContext & { authorId: string }

export default function ArticleAuthorPage({ data, pageContext }: PageProps<Queries.ArticleAuthorPageQuery, Context>) {
  const { siteYaml: site, articleAuthor: author } = data
  if (!site || !author) return null
  const kind = kindById(pageContext.kind)
  const photo = author.photo.childImageSharp?.gatsbyImageData
  return (
    <Layout floatingContact>
      <ArticleListBody
        title={author.name}
        eyebrow={author.role}
        lead={<p>{author.bio}</p>}
        media={photo && <ResponsiveImage image={photo} alt={`${author.name}'s avatar`} sizes="64px" css={avatar} />}
        introExtra={
          <div css={extra}>
            {author.links.length > 0 && (
              <ul css={links} aria-label={`${author.name} elsewhere`}>
                {author.links.map((link) => (
                  <li key={link.url}>
                    <a href={link.url} rel="me">
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
        }
        articles={cardsOf(data.allArticle.nodes, pageContext.ids)}
        timeZone={site.timeZone}
        currentPage={pageContext.currentPage}
        pageCount={pageContext.pageCount}
        pagePath={(page) => articlePaths(kind).author(author.authorId, page)}
        empty={`No ${kind.noun}s by ${author.name} yet.`}
      />
    </Layout>
  )
}

export const Head: HeadFC<Queries.ArticleAuthorPageQuery, Context> = ({ data, location, pageContext }) => {
  const { siteYaml: site, articleAuthor: author } = data
  if (!site || !author) return null
  const kind = kindById(pageContext.kind)
  const paths = articlePaths(kind)
  const path = paths.author(author.authorId)
  const page = pageContext.currentPage
  return (
    <Seo
      title={`${author.name}${page > 1 ? `, page ${page}` : ""} · ${kind.title}`}
      description={clip(`${author.name}, ${author.role}. ${author.bio}`, 160)}
      pathname={location.pathname}
      noindex={pageContext.noindex}
      structuredData={[
        person({ ...author, path, image: author.photo.publicURL }, site),
        breadcrumbs(
          [
            { name: "Home", path: "/" },
            { name: kind.title, path: paths.list() },
            { name: author.name, path },
          ],
          site,
        ),
      ]}
    >
      <FeedLinks kind={kind} productName={site.productName} />
    </Seo>
  )
}

/** At most `max` characters, cut at a word with an ellipsis. */
const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, "")}…`

const extra = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[4]};
  margin-top: ${theme.space[4]};
`
const avatar = css`
  flex: none;
  width: 64px;
  height: 64px;
  border-radius: ${theme.radii.pill};
`
const links = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: inline-block;
    padding: ${theme.space[2]} 0;
  }
`

export const query = graphql`
  query ArticleAuthorPage($ids: [String!]!, $authorId: String!) {
    articleAuthor(authorId: { eq: $authorId }) {
      authorId
      name
      role
      bio
      links {
        label
        url
      }
      photo {
        publicURL
        childImageSharp {
          gatsbyImageData(layout: FIXED, width: 64, height: 64)
        }
      }
    }
    allArticle(filter: { id: { in: $ids } }) {
      nodes {
        ...ArticleCardFields
      }
    }
    siteYaml {
      siteUrl
      productName
      timeZone
    }
  }
`
