import { css } from "@emotion/react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { ResponsiveImage } from "../components/responsive-image"
import { Layout } from "../components/layout"
import { PageIntro } from "../components/page-intro"
import { Seo } from "../components/seo"
import { CheckList } from "../components/check-list"
import { container, section } from "../components/container"
import { mq, theme } from "../theme"

export default function FeaturesPage({ data }: PageProps<Queries.FeaturesPageQuery>) {
  const { markdownRemark: page, featuresYaml: content } = data
  if (!page || !content) return null
  const withImages = content.features.filter((f) => f.image)
  const compact = content.features.filter((f) => !f.image)
  return (
    <Layout floatingContact={page.frontmatter.floatingContact}>
      <PageIntro eyebrow={page.frontmatter.title} title={content.heading} lead={<p>{content.text}</p>} />
      <div css={[container, section]}>
        {withImages.map((feature, index) => {
          const image = feature.image?.childImageSharp?.gatsbyImageData
          return (
            <section key={feature.title} css={[row, index % 2 === 1 && flipped]} aria-labelledby={`feature-${index}`}>
              <div>
                <h2 id={`feature-${index}`} css={heading}>
                  {feature.title}
                </h2>
                <p css={summary}>{feature.summary}</p>
                <CheckList items={feature.points} />
              </div>
              {image && (
                <ResponsiveImage
                  image={image}
                  alt={feature.imageAlt ?? ""}
                  css={picture}
                  sizes="(min-width: 1024px) 540px, 100vw"
                />
              )}
            </section>
          )
        })}
        {compact.length > 0 && (
          <div css={grid}>
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
    </Layout>
  )
}

export const Head: HeadFC<Queries.FeaturesPageQuery> = ({ data, location }) => (
  <Seo
    title={data.markdownRemark?.frontmatter.title}
    description={data.markdownRemark?.frontmatter.description}
    pathname={location.pathname}
  />
)

const row = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[6]};
  align-items: center;
  margin-bottom: ${theme.space[9]};
  ${mq.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${theme.space[8]};
  }
`
const flipped = css`
  ${mq.lg} {
    & > :first-of-type {
      order: 2;
    }
  }
`
const heading = css`
  font-size: ${theme.fontSizes.xxl};
`
const summary = css`
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.lg};
`
const picture = css`
  border-radius: ${theme.radii.lg};
  border: 1px solid ${theme.colors.border};
  box-shadow: ${theme.shadows.card};
`
const grid = css`
  display: grid;
  gap: ${theme.space[5]};
  ${mq.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
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
