import { articlePaths, kindById } from "../kinds"
import type { CardArticle } from "../components/article-card"

/** Query results (ArticleCardFields) as the cards' props, in the order of `ids` when given (the planner's order). */
export function cardsOf(
  nodes: ReadonlyArray<Queries.ArticleCardFieldsFragment>,
  ids?: ReadonlyArray<string>,
): CardArticle[] {
  const ordered = ids ? ids.flatMap((id) => nodes.filter((node) => node.id === id)) : [...nodes]
  return ordered.map((node) => ({
    id: node.id,
    title: node.title,
    description: node.description,
    date: node.date,
    timeToRead: node.timeToRead,
    path: articlePaths(kindById(node.kind)).article(node.slug),
    cover: node.cover.childImageSharp?.gatsbyImageData,
    coverAlt: node.coverAlt,
    authors: node.authors,
  }))
}
