/** @jsxImportSource @emotion/react */
// The features page below the header, as a static part: its intro, the features with pictures as media rows, the
// rest as cards (content/features.yaml, in the page's language).
import { css } from "@emotion/react"
import { staticPart } from "../static-parts/static-part"
import { PageIntro } from "./page-intro"
import { FeatureCards } from "./feature-cards"
import { MediaRows } from "./media-rows"
import { container, section } from "./container"
import { theme } from "../../contracts/theme"
import { translatedData, type DataWords } from "../languages/data-words"

/** `words`: content/<code>/features.yaml's, on a translated features page (src/languages/data-words.ts). */
function Features({ data, words }: { data: Queries.FeaturesPageQuery; words?: DataWords | undefined }) {
  const { markdownRemark: page, featuresYaml: content } = translatedData(data, words)
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
        {compact.length > 0 && <FeatureCards features={compact} css={withImages.length > 0 && afterRows} />}
      </div>
    </>
  )
}

export default staticPart("features", Features)

const afterRows = css`
  margin-top: ${theme.space[9]};
`
