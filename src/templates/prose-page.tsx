import { css } from "@emotion/react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../components/layout"
import { PageIntro } from "../components/page-intro"
import { Prose } from "../components/prose"
import { Seo } from "../components/seo"
import { container, section } from "../components/container"
import { theme } from "../theme"

export default function ProsePage({ data }: PageProps<Queries.ProsePageQuery>) {
  const page = data.markdownRemark
  if (!page) return null
  const { title, lastUpdated, floatingContact } = page.frontmatter
  return (
    <Layout floatingContact={floatingContact}>
      <PageIntro title={title} lead={lastUpdated ? <p css={updated}>Last updated {lastUpdated}</p> : undefined} />
      <article css={[container, section]}>
        <Prose html={page.html ?? ""} />
      </article>
    </Layout>
  )
}

export const Head: HeadFC<Queries.ProsePageQuery> = ({ data, location }) => (
  <Seo
    title={data.markdownRemark?.frontmatter.title}
    description={data.markdownRemark?.frontmatter.description}
    pathname={location.pathname}
    noindex={data.markdownRemark?.frontmatter.noindex}
  />
)

const updated = css`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.subtle};
`

export const query = graphql`
  query ProsePage($id: String!) {
    markdownRemark(id: { eq: $id }) {
      html
      frontmatter {
        ...PageFrontMatter
        lastUpdated(formatString: "D MMMM YYYY")
      }
    }
  }
`
