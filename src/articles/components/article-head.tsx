// The <head> of an article's page, whatever its kind (a post, a customer story, a changelog entry): the Seo tags as
// an article (Open Graph's type), the kind's JSON-LD followed by its breadcrumbs (Home › the kind's list › the
// article), the published and modified times, and the kind's feeds. Each template gives what is its own: the JSON-LD,
// the breadcrumb's name, a feed facet, and anything more (a cover's preload).
import type { ReactNode } from "react"
import { Seo } from "../../components/seo"
import { articlePaths, type ArticleKind, type FacetValue } from "../kinds"
import { breadcrumbs } from "../structured-data"
import { FeedLinks } from "./feed-links"

type Props = {
  kind: ArticleKind
  site: { siteUrl: string; productName: string }
  /** The page's title (the Seo adds the product name). */
  title: string
  description: string
  pathname: string
  noindex?: boolean | null
  canonical?: string | null
  /** The article's address, and its name as the last breadcrumb. */
  path: string
  name: string
  date: string
  updated?: string | null
  /** The kind's own JSON-LD object (BlogPosting, Article), before the breadcrumbs. */
  structuredData: object
  /** A facet whose feeds are linked beside the kind's (a changelog entry's type). */
  feedFacet?: FacetValue & { name: string }
  children?: ReactNode
}

export function ArticleHead({
  kind,
  site,
  path,
  name,
  date,
  updated,
  structuredData,
  feedFacet,
  children,
  ...seo
}: Props) {
  return (
    <Seo
      {...seo}
      ogType="article"
      structuredData={[
        structuredData,
        breadcrumbs(
          [
            { name: "Home", path: "/" },
            { name: kind.title, path: articlePaths(kind).list() },
            { name, path },
          ],
          site,
        ),
      ]}
    >
      <meta property="article:published_time" content={date} />
      {updated && <meta property="article:modified_time" content={updated} />}
      {children}
      <FeedLinks kind={kind} productName={site.productName} facet={feedFacet} />
    </Seo>
  )
}
