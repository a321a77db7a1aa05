/** @jsxImportSource @emotion/react */
// The features page below the header, as a static part: its intro, the features with pictures as media rows, the
// rest as cards (content/features.yaml).
import { css } from "@emotion/react"
import { staticPart } from "../static-parts/static-part"
import { PageIntro } from "./page-intro"
import { CheckList } from "./check-list"
import { MediaRows } from "./media-rows"
import { container, section } from "./container"
import { mq, theme } from "../../contracts/theme"

function Features({ data }: { data: Queries.FeaturesPageQuery }) {
  const { markdownRemark: page, featuresYaml: content } = data
  if (!page || !content) return null
  const withImages = content.features.filter((f) => f.image)
  const compact = content.features.filter((f) => !f.image)
  return (
    <>
      <PageIntro eyebrow={page.frontmatter.title} title={content.heading} lead={<p>{content.text}</p>} />
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
    </>
  )
}

export default staticPart("features", Features)

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
