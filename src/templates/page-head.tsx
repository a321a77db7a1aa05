import type { HeadProps } from "gatsby"
import { Seo } from "../components/seo"
import type { LanguageContext } from "../languages/language-context"

/** What every page query reads for <head>: the PageFrontMatter fragment (front-matter-fragment.ts). */
interface PageHeadData {
  readonly markdownRemark: { readonly frontmatter: Queries.PageFrontMatterFragment } | null
}

/**
 * The <head> of a page made from one Markdown file: its title, description and noindex from the front matter.
 * A template whose head says no more exports it as its own: `export const Head: HeadFC<Queries.XQuery> = PageHead`.
 */
export function PageHead({ data, location, pageContext }: HeadProps<PageHeadData, LanguageContext>) {
  return (
    <Seo
      title={data.markdownRemark?.frontmatter.title}
      description={data.markdownRemark?.frontmatter.description}
      pathname={location.pathname}
      noindex={data.markdownRemark?.frontmatter.noindex}
      language={pageContext.language}
    />
  )
}
