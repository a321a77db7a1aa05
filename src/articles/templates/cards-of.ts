import type { CardArticle } from "../components/article-card"

/** Query results (ArticleCardFields) as the cards' props (the home page's bundle too: keep it free of kinds.ts), in the order of `ids` when given (the planner's order). */
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
    path: node.path,
    cover: node.cover.childImageSharp?.gatsbyImageData,
    coverAlt: node.coverAlt,
    authors: node.authors,
  }))
}
