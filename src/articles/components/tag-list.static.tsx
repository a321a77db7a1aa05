// A tag's list below the header, as a static part: the tag's description, then its articles.
import { staticPart } from "../../static-parts/static-part"
import { articlePaths, kindById } from "../kinds"
import { cardsOf } from "../templates/cards-of"
import type { ListContext } from "../templates/list-context"
import { ArticleListBody } from "./article-list-body"

function TagList({ data, pageContext }: { data: Queries.ArticleTagPageQuery; pageContext: ListContext }) {
  const { siteYaml: site, articleTag: tag } = data
  if (!site || !tag) return null
  const kind = kindById(pageContext.kind)
  return (
    <ArticleListBody
      title={tag.name}
      eyebrow={`${kind.title} tag`}
      lead={<p>{tag.description}</p>}
      articles={cardsOf(data.allBlogPost.nodes, pageContext.ids)}
      timeZone={site.timeZone}
      currentPage={pageContext.currentPage}
      pageCount={pageContext.pageCount}
      pagePath={(page) => articlePaths(kind).tag(tag.tagId, page)}
      empty={`No ${kind.plural} with this tag yet.`}
    />
  )
}

export default staticPart("tag-list", TagList)
