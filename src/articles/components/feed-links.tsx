import { articlePaths, FEED_TYPES, type ArticleKind, type FeedFormat } from "../kinds"

/** <link rel="alternate"> for a kind's feeds (and a tag's), so readers and browsers find them from the page. */
export function FeedLinks({
  kind,
  productName,
  tag,
}: {
  kind: ArticleKind
  productName: string
  tag?: { id: string; name: string }
}) {
  const paths = articlePaths(kind)
  const formats = Object.keys(FEED_TYPES) as FeedFormat[]
  const all = `${productName} ${kind.title.toLowerCase()}`
  return (
    <>
      {tag &&
        formats.map((format) => (
          <link
            key={`tag-${format}`}
            rel="alternate"
            type={FEED_TYPES[format]}
            href={paths.feed(format, tag.id)}
            title={`${all}: ${tag.name}`}
          />
        ))}
      {formats.map((format) => (
        <link key={format} rel="alternate" type={FEED_TYPES[format]} href={paths.feed(format)} title={all} />
      ))}
    </>
  )
}
