/** @jsxImportSource @emotion/react */
// The changelog below the header (/changelog, its pages and a page per type), as a static part: newest first, grouped
// by month in the site's time zone, each entry's title linking to its permalink.
import { css } from "@emotion/react"
import { staticPart } from "../../../static-parts/static-part"
import { container, section } from "../../../components/container"
import { theme } from "../../../../contracts/theme"
import { articlePaths, changelog, type FacetValue } from "../../kinds"
import { kindDescription } from "../../kind-descriptions"
import { formatMonth, isoDay } from "../../calendar"
import { ArticleIntro } from "../../components/article-intro"
import { Pagination } from "../../components/pagination"
import { typeOf, type ChangelogListContext } from "../changelog-list-facet"
import { CHANGE_TYPES } from "../vocabulary"
import { ChangelogEntryItem, type ListedEntry } from "./changelog-entry-item"
import { ChangelogNav } from "./changelog-nav"

const paths = articlePaths(changelog)

function ChangelogList({
  data,
  pageContext,
}: {
  data: Queries.ChangelogListPageQuery
  pageContext: ChangelogListContext
}) {
  const site = data.siteYaml
  if (!site) return null
  const type = typeOf(pageContext)
  const facet: FacetValue | undefined = type ? { facet: "type", value: type.id } : undefined
  const counts = data.all.nodes
  const entries: ListedEntry[] = pageContext.ids.flatMap((id) =>
    data.entries.nodes
      .filter((node) => node.id === id)
      .map((node) => {
        const media = node.media[0]
        const image = media?.image.childImageSharp?.gatsbyImageData
        return {
          ...node,
          path: paths.article(node.slug),
          image: image && media ? { data: image, alt: media.alt } : null,
        }
      }),
  )
  // Month by month, in the site's time zone.
  const months: Array<{ key: string; name: string; entries: ListedEntry[] }> = []
  for (const entry of entries) {
    const key = isoDay(entry.date, site.timeZone).slice(0, 7)
    const last = months.at(-1)
    if (last?.key === key) last.entries.push(entry)
    else months.push({ key, name: formatMonth(entry.date, site.timeZone), entries: [entry] })
  }
  const title = type ? `${changelog.title}: ${type.name}` : changelog.title
  const heading =
    pageContext.currentPage > 1 ? `${title}, page ${pageContext.currentPage} of ${pageContext.pageCount}` : title
  return (
    <>
      <ArticleIntro
        title={heading}
        eyebrow={type ? "Changelog · type" : "Product updates"}
        lead={<p>{type ? type.description : kindDescription(changelog)}</p>}
        wide
      >
        <p css={subscribe}>
          Follow {type ? `${type.name.toLowerCase()} changes` : "every change"} in a feed reader:{" "}
          <a href={paths.feed("rss", facet)}>RSS</a>, <a href={paths.feed("atom", facet)}>Atom</a> or{" "}
          <a href={paths.feed("json", facet)}>JSON Feed</a>.
        </p>
      </ArticleIntro>
      <div css={[container, section]}>
        <ChangelogNav
          options={[
            { name: "All", path: paths.list(), count: counts.length, current: !type },
            ...CHANGE_TYPES.map((candidate) => ({
              name: candidate.name,
              path: paths.facet({ facet: "type", value: candidate.id }),
              count: counts.filter((node) => node.type === candidate.id).length,
              current: candidate.id === type?.id,
            })),
          ]}
        />
        {months.length ? (
          months.map((month) => (
            <section key={month.key} aria-labelledby={`month-${month.key}`} css={monthStyle}>
              <h2 id={`month-${month.key}`} css={monthHeading}>
                {month.name}
              </h2>
              {month.entries.map((entry) => (
                <ChangelogEntryItem key={entry.id} entry={entry} timeZone={site.timeZone} />
              ))}
            </section>
          ))
        ) : (
          <p css={nothing}>No {type ? `${type.name.toLowerCase()} ` : ""}entries yet.</p>
        )}
        <Pagination
          currentPage={pageContext.currentPage}
          pageCount={pageContext.pageCount}
          pagePath={(page) => (facet ? paths.facet(facet, page) : paths.list(page))}
          label={`${title}: pages`}
        />
      </div>
    </>
  )
}

export default staticPart("changelog-list", ChangelogList)

const subscribe = css`
  margin: ${theme.space[4]} 0 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`
const monthStyle = css`
  margin-top: ${theme.space[6]};
`
const monthHeading = css`
  margin: 0 0 ${theme.space[2]};
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.muted};
`
const nothing = css`
  color: ${theme.colors.muted};
`
