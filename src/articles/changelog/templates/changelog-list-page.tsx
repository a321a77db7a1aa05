// The changelog, newest first and grouped by month: /changelog, /changelog/page/2 …, and a page per type
// (/changelog/security …) with its own pages and feeds. Each entry's title links to its permalink
// (/changelog/<slug>).
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { css } from "@emotion/react"
import { Layout } from "../../../components/layout"
import { Seo } from "../../../components/seo"
import { HydrationBoundary } from "../../../components/hydration-boundary"
import { container, section } from "../../../components/container"
import { theme } from "../../../theme"
import { articlePaths, changelog, type FacetValue } from "../../kinds"
import { formatMonth, isoDay } from "../../calendar"
import { ArticleIntro } from "../../components/article-intro"
import { Pagination } from "../../components/pagination"
import { FeedLinks } from "../../components/feed-links"
import { breadcrumbs } from "../../structured-data"
import type { ListContext } from "../../templates/article-list-page"
import { ChangelogEntryItem, type ListedEntry } from "../components/changelog-entry-item"
import { ChangelogNav } from "../components/changelog-nav"
import { CHANGE_TYPES } from "../vocabulary"

type Context = ListContext & { allIds: string[]; facet: string; value: string }

const paths = articlePaths(changelog)

const typeOf = (context: Context) =>
  context.facet === "type" ? CHANGE_TYPES.find((type) => type.id === context.value) : undefined

export default function ChangelogListPage({ data, pageContext }: PageProps<Queries.ChangelogListPageQuery, Context>) {
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
    <Layout floatingContact>
      <HydrationBoundary>
        <ArticleIntro
          title={heading}
          eyebrow={type ? "Changelog · type" : "Product updates"}
          lead={<p>{type ? type.description : changelog.description}</p>}
          wide
        >
          <p css={subscribe}>
            Follow {type ? `${type.name.toLowerCase()} changes` : "every change"} in a feed reader:{" "}
            <a href={paths.feed("rss", facet)}>RSS</a>, <a href={paths.feed("atom", facet)}>Atom</a> or{" "}
            <a href={paths.feed("json", facet)}>JSON Feed</a>.
          </p>
        </ArticleIntro>
      </HydrationBoundary>
      <HydrationBoundary>
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
      </HydrationBoundary>
    </Layout>
  )
}

export const Head: HeadFC<Queries.ChangelogListPageQuery, Context> = ({ data, location, pageContext }) => {
  const site = data.siteYaml
  if (!site) return null
  const type = typeOf(pageContext)
  const page = pageContext.currentPage
  const title = type ? `${changelog.title}: ${type.name}` : changelog.title
  return (
    <Seo
      title={page > 1 ? `${title}, page ${page}` : title}
      description={type ? type.description : changelog.description}
      pathname={location.pathname}
      noindex={pageContext.noindex}
      structuredData={[
        breadcrumbs(
          [
            { name: "Home", path: "/" },
            { name: changelog.title, path: paths.list() },
            ...(type ? [{ name: type.name, path: paths.facet({ facet: "type", value: type.id }) }] : []),
          ],
          site,
        ),
      ]}
    >
      <FeedLinks
        kind={changelog}
        productName={site.productName}
        facet={type ? { facet: "type", value: type.id, name: type.name } : undefined}
      />
    </Seo>
  )
}

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

export const query = graphql`
  query ChangelogListPage($ids: [String!]!, $allIds: [String!]!) {
    entries: allChangelogEntry(filter: { id: { in: $ids } }) {
      nodes {
        ...ChangelogEntryFields
        media {
          alt
          image {
            childImageSharp {
              gatsbyImageData(
                layout: CONSTRAINED
                width: 1200
                breakpoints: [640, 750, 828, 1080, 1200]
                sizes: "(min-width: 1024px) 540px, calc(100vw - 48px)"
              )
            }
          }
        }
      }
    }
    all: allChangelogEntry(filter: { id: { in: $allIds } }) {
      nodes {
        id
        type
      }
    }
    siteYaml {
      siteUrl
      productName
      timeZone
    }
  }
`
