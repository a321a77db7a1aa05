// A kind's list below the header (/blog, /blog/page/2 …), as a static part: newest first.
import { staticPart } from "../../static-parts/static-part"
import { articlePaths, kindById } from "../kinds"
import { kindDescription } from "../kind-descriptions"
import { cardsOf } from "../templates/cards-of"
import type { ListContext } from "../templates/list-context"
import { ArticleListBody } from "./article-list-body"

function PostList({ data, pageContext }: { data: Queries.ArticleListPageQuery; pageContext: ListContext }) {
  const site = data.siteYaml
  if (!site) return null
  const kind = kindById(pageContext.kind)
  const paths = articlePaths(kind)
  return (
    <ArticleListBody
      title={kind.title}
      lead={<p>{kindDescription(kind)}</p>}
      articles={cardsOf(data.allBlogPost.nodes, pageContext.ids)}
      timeZone={site.timeZone}
      currentPage={pageContext.currentPage}
      pageCount={pageContext.pageCount}
      pagePath={paths.list}
      empty={`No ${kind.plural} yet.`}
    />
  )
}

export default staticPart("post-list", PostList)
