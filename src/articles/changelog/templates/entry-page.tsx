// One changelog entry, at its permalink (/changelog/<slug>): its banner on a preview, its type, title and summary,
// when and where it applies, its media and text, where to read more, and the newer and older entries. Rendered at
// build time; the page runs no script of its own.
import { graphql, Link, type HeadFC, type PageProps } from "gatsby"
import { css } from "@emotion/react"
import { Layout } from "../../../components/layout"
import { HydrationBoundary } from "../../../components/hydration-boundary"
import { Prose } from "../../../components/prose"
import { container } from "../../../components/container"
import { mq, theme } from "../../../theme"
import { socialImagePath } from "../../../../config/social-image"
import { searchAttributes } from "../../../search/search-attributes"
import { articlePaths, changelog } from "../../kinds"
import type { PublicationState } from "../../publication"
import { isoDay } from "../../calendar"
import { StatusBanner } from "../../components/status-banner"
import { ArticleIntro } from "../../components/article-intro"
import { ArticleHead } from "../../components/article-head"
import { article as articleData } from "../../article-json-ld"
import { EntryMeta } from "../components/entry-meta"
import { EntryBody } from "../components/entry-body"
import { changeTypeName } from "../vocabulary"

type Context = { id: string; status: PublicationState; noindex: boolean; newerId: string; olderId: string }

const paths = articlePaths(changelog)

export default function EntryPage({ data, pageContext }: PageProps<Queries.EntryPageQuery, Context>) {
  const { entry, siteYaml: site } = data
  if (!entry || !site) return null
  const { newer, older } = data
  const docsExternal = entry.docs?.startsWith("https://")
  return (
    <Layout
      floatingContact={false}
      search={searchAttributes({
        kind: "Changelog",
        title: entry.title,
        tags: [changeTypeName(entry.type), entry.area],
        date: isoDay(entry.date, site.timeZone),
        noindex: pageContext.noindex,
      })}
    >
      {pageContext.status !== "published" && (
        <HydrationBoundary>
          <StatusBanner status={pageContext.status} date={entry.date} timeZone={site.timeZone} noun={changelog.noun} />
        </HydrationBoundary>
      )}
      <HydrationBoundary>
        <ArticleIntro title={entry.title} lead={<p>{entry.description}</p>} eyebrow={changelog.title}>
          <EntryMeta {...entry} typePath={paths.facet({ facet: "type", value: entry.type })} timeZone={site.timeZone} />
        </ArticleIntro>
      </HydrationBoundary>
      <HydrationBoundary>
        <div css={[container, column, space]}>
          <EntryBody
            media={entry.media.map((media) => ({
              image: media.image.childImageSharp?.gatsbyImageData,
              alt: media.alt,
            }))}
          >
            <Prose html={entry.body.html} />
          </EntryBody>
          {entry.docs && (
            <p css={docs}>
              {docsExternal ? (
                <a href={entry.docs}>Read how it works in the help centre</a>
              ) : (
                <Link to={entry.docs}>Read how it works</Link>
              )}
            </p>
          )}
        </div>
      </HydrationBoundary>
      <HydrationBoundary>
        <nav css={[container, column, around]} aria-label="More changes">
          <ul css={neighbours}>
            {newer && (
              <li>
                <span css={direction}>Newer</span>
                <Link to={paths.article(newer.slug)}>{newer.title}</Link>
              </li>
            )}
            {older && (
              <li>
                <span css={direction}>Older</span>
                <Link to={paths.article(older.slug)}>{older.title}</Link>
              </li>
            )}
          </ul>
          <p css={back}>
            <Link to={paths.list()}>All changes</Link>
          </p>
        </nav>
      </HydrationBoundary>
    </Layout>
  )
}

export const Head: HeadFC<Queries.EntryPageQuery, Context> = ({ data, location, pageContext }) => {
  const { entry, siteYaml: site } = data
  if (!entry || !site) return null
  const path = paths.article(entry.slug)
  return (
    <ArticleHead
      kind={changelog}
      site={site}
      title={`${entry.title} · ${changelog.title}`}
      description={entry.description}
      pathname={location.pathname}
      noindex={pageContext.noindex}
      path={path}
      name={entry.title}
      date={entry.date}
      updated={entry.updated}
      structuredData={articleData(
        {
          ...entry,
          path,
          image: socialImagePath(path),
          section: changelog.title,
          keywords: [changeTypeName(entry.type), entry.area],
        },
        site,
      )}
      feedFacet={{ facet: "type", value: entry.type, name: changeTypeName(entry.type) }}
    />
  )
}

const column = css`
  max-width: calc(${theme.sizes.prose} + 2 * ${theme.space[5]});
`
const space = css`
  padding-top: ${theme.space[6]};
`
const docs = css`
  margin: ${theme.space[5]} 0 0;
  font-weight: 600;
  a::after {
    content: " →";
  }
`
const around = css`
  padding-top: ${theme.space[7]};
  padding-bottom: ${theme.space[8]};
`
const neighbours = css`
  display: grid;
  gap: ${theme.space[4]};
  list-style: none;
  margin: 0 0 ${theme.space[5]};
  padding: ${theme.space[5]} 0 0;
  border-top: 1px solid ${theme.colors.border};
  ${mq.md} {
    grid-template-columns: 1fr 1fr;
  }
  li {
    display: grid;
    gap: ${theme.space[1]};
  }
  a {
    font-weight: 600;
  }
`
const direction = css`
  font-size: ${theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${theme.colors.subtle};
`
const back = css`
  margin: 0;
`

export const query = graphql`
  query EntryPage($id: String!, $newerId: String!, $olderId: String!) {
    entry: changelogEntry(id: { eq: $id }) {
      ...ChangelogEntryFields
      updated
      media {
        alt
        image {
          childImageSharp {
            gatsbyImageData(
              layout: CONSTRAINED
              width: 1200
              breakpoints: [640, 750, 828, 1080, 1200]
              sizes: "(min-width: 784px) 736px, calc(100vw - 48px)"
            )
          }
        }
      }
      body {
        html
      }
    }
    # Each looked up by id, so the page depends on those two entries alone.
    newer: changelogEntry(id: { eq: $newerId }) {
      slug
      title
    }
    older: changelogEntry(id: { eq: $olderId }) {
      slug
      title
    }
    siteYaml {
      siteUrl
      productName
      timeZone
    }
  }
`
