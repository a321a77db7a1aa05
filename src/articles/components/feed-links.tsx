import { articlePaths, FEED_TYPES, type ArticleKind, type FacetValue, type FeedFormat } from "../kinds"

/**
 * <link rel="alternate"> for a kind's feeds (and those of a facet's value: a blog tag, a changelog type), so readers
 * and browsers find them from the page.
 */
export function FeedLinks({
  kind,
  productName,
  facet,
}: {
  kind: ArticleKind
  productName: string
  facet?: FacetValue & { name: string }
}) {
  const paths = articlePaths(kind)
  const formats = Object.keys(FEED_TYPES) as FeedFormat[]
  const all = `${productName} ${kind.title.toLowerCase()}`
  return (
    <>
      {facet &&
        formats.map((format) => (
          <link
            key={`facet-${format}`}
            rel="alternate"
            type={FEED_TYPES[format]}
            href={paths.feed(format, facet)}
            title={`${all}: ${facet.name}`}
          />
        ))}
      {formats.map((format) => (
        <link key={format} rel="alternate" type={FEED_TYPES[format]} href={paths.feed(format)} title={all} />
      ))}
    </>
  )
}
