/** @jsxImportSource @emotion/react */
// An author's list below the header, as a static part: their picture, role, bio and links, then their articles.
import { css } from "@emotion/react"
import { staticPart } from "../../static-parts/static-part"
import { ResponsiveImage } from "../../components/responsive-image"
import { theme } from "../../../contracts/theme"
import { articlePaths, kindById } from "../kinds"
import { cardsOf } from "../templates/cards-of"
import type { ListContext } from "../templates/list-context"
import { ArticleListBody } from "./article-list-body"

function AuthorList({ data, pageContext }: { data: Queries.ArticleAuthorPageQuery; pageContext: ListContext }) {
  const { siteYaml: site, articleAuthor: author } = data
  if (!site || !author) return null
  const kind = kindById(pageContext.kind)
  const photo = author.photo.childImageSharp?.gatsbyImageData
  return (
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
      articles={cardsOf(data.allBlogPost.nodes, pageContext.ids)}
      timeZone={site.timeZone}
      currentPage={pageContext.currentPage}
      pageCount={pageContext.pageCount}
      pagePath={(page) => articlePaths(kind).author(author.authorId, page)}
      empty={`No ${kind.plural} by ${author.name} yet.`}
    />
  )
}

export default staticPart("author-list", AuthorList)

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
