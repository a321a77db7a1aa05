import { css } from "@emotion/react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { PageHead } from "./page-head"
import { Layout } from "../components/layout"
import { PageIntro } from "../components/page-intro"
import { CheckList } from "../components/check-list"
import { MediaRows } from "../components/media-rows"
import { container, section } from "../components/container"
import { mq, theme } from "../theme"
import { HydrationBoundary } from "../components/hydration-boundary"
import { searchAttributes } from "../search/search-attributes"

export default function FeaturesPage({ data }: PageProps<Queries.FeaturesPageQuery>) {
  const { markdownRemark: page, featuresYaml: content } = data
  if (!page || !content) return null
  const withImages = content.features.filter((f) => f.image)
  const compact = content.features.filter((f) => !f.image)
  return (
    <Layout
      floatingContact={page.frontmatter.floatingContact}
      search={searchAttributes({ kind: "Page", title: page.frontmatter.title, noindex: page.frontmatter.noindex })}
    >
      <HydrationBoundary>
        <PageIntro eyebrow={page.frontmatter.title} title={content.heading} lead={<p>{content.text}</p>} />
      </HydrationBoundary>
      <HydrationBoundary>
        <div css={[container, section]}>
          <MediaRows
            labelPrefix="feature"
            items={withImages.map((feature) => ({
              heading: feature.title,
              text: feature.summary,
              bullets: feature.points,
              image: feature.image?.childImageSharp?.gatsbyImageData,
              imageAlt: feature.imageAlt ?? "",
            }))}
          />
          {compact.length > 0 && (
            <div css={[grid, withImages.length > 0 && afterRows]}>
              {compact.map((feature) => (
                <section key={feature.title} css={card}>
                  <h2 css={cardHeading}>{feature.title}</h2>
                  <p css={summary}>{feature.summary}</p>
                  <CheckList items={feature.points} />
                </section>
              ))}
            </div>
          )}
        </div>
      </HydrationBoundary>
    </Layout>
  )
}

export const Head: HeadFC<Queries.FeaturesPageQuery> = PageHead

const summary = css`
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.lg};
`
const grid = css`
  display: grid;
  gap: ${theme.space[5]};
  ${mq.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`
const afterRows = css`
  margin-top: ${theme.space[9]};
`
const card = css`
  padding: ${theme.space[5]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
`
const cardHeading = css`
  font-size: ${theme.fontSizes.lg};
`

export const query = graphql`
  query FeaturesPage($id: String!) {
    markdownRemark(id: { eq: $id }) {
      frontmatter {
        ...PageFrontMatter
      }
    }
    featuresYaml {
      heading
      text
      features {
        title
        summary
        points
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(layout: CONSTRAINED, width: 1080)
          }
        }
      }
    }
  }
`
