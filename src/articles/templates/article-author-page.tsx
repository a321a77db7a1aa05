// An author: their picture, role, bio and links, then their articles, newest first: /blog/authors/<author> …
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../../components/layout"
import { Seo } from "../../components/seo"
import { articlePaths, kindById } from "../kinds"
import AuthorList from "../components/author-list.static"
import { FeedLinks } from "../components/feed-links"
import { breadcrumbs, person } from "../structured-data"
import type { ListContext } from "./list-context"

type Context = ListContext & { value: string }

export default function ArticleAuthorPage({ data, pageContext }: PageProps<Queries.ArticleAuthorPageQuery, Context>) {
  return (
    <Layout floatingContact>
      <AuthorList data={data} pageContext={pageContext} />
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

export const query = graphql`
  query ArticleAuthorPage($ids: [String!]!, $value: String!) {
    articleAuthor(authorId: { eq: $value }) {
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
    allBlogPost(filter: { id: { in: $ids } }) {
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
