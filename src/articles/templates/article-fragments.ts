// What a list's card and an author's byline read of an article and an author; each page query spreads them.
// Image widths are config/images.ts's device widths up to 1200 (src/articles/build/images.ts says why); the card's
// cover has the same transforms as the article's own (only `sizes` differs), so each file is generated once.
import { graphql } from "gatsby"

export const articleFragments = graphql`
  fragment ArticleCardFields on Article {
    id
    path
    title
    description
    date
    timeToRead
    coverAlt
    cover {
      childImageSharp {
        gatsbyImageData(
          layout: CONSTRAINED
          width: 1200
          breakpoints: [640, 750, 828, 1080, 1200]
          sizes: "(min-width: 1152px) 352px, (min-width: 768px) 45vw, calc(100vw - 48px)"
        )
      }
    }
    authors {
      name
    }
  }
  fragment ArticleAuthorFields on ArticleAuthor {
    authorId
    name
    role
    photo {
      childImageSharp {
        gatsbyImageData(layout: FIXED, width: 48, height: 48)
      }
    }
  }
`
