// The body and the <head> of a page built from sections, shared by its two templates: sections-page.tsx for a page
// without the early-access form and sections-form-page.tsx for one with it (a form section, or a hero with the form),
// so that only a page that shows the form downloads its code (gatsby/pages.ts chooses; src/sections/sections.tsx).
import type { ComponentType } from "react"
import type { HeadProps } from "gatsby"
import { Layout } from "../components/layout"
import { Seo } from "../components/seo"
import { ImagePreload } from "../components/image-preload"
import { webSite } from "../components/web-site-data"
import { Sections, type FormIsland, type SectionsPageContext } from "./sections"
import type { SectionsData } from "./sections-page-data"
import { searchAttributes } from "../search/search-attributes"

type BodyProps = { data: SectionsData; pageContext: SectionsPageContext; Form?: ComponentType<FormIsland> | undefined }

export function SectionsPageBody({ data, pageContext, Form }: BodyProps) {
  const page = data.markdownRemark
  if (!page) return null
  const { title, noindex, floatingContact, focusedHeader } = page.frontmatter
  return (
    <Layout
      floatingContact={floatingContact}
      focused={focusedHeader}
      search={searchAttributes({ kind: "Page", title, noindex })}
    >
      <Sections
        data={data}
        context={pageContext}
        sections={pageContext.sections}
        path={page.frontmatter.slug}
        Form={Form}
      />
    </Layout>
  )
}

export function SectionsHead({ data, location, pageContext }: HeadProps<SectionsData, SectionsPageContext>) {
  const page = data.markdownRemark
  const hero = data.heroImages.nodes[0]?.childImageSharp?.gatsbyImageData
  // A language's home page is titled with the product name alone (Seo), and says what the site is.
  const home = pageContext.language?.alternates.some((alternate) => alternate.path === "/") ?? location.pathname === "/"
  return (
    <Seo
      title={home ? null : page?.frontmatter.title}
      description={page?.frontmatter.description}
      pathname={location.pathname}
      noindex={page?.frontmatter.noindex}
      canonical={page?.frontmatter.canonical ?? undefined}
      structuredData={
        home && data.siteYaml
          ? [
              webSite(
                data.siteYaml,
                pageContext.language && {
                  path: location.pathname,
                  language: pageContext.language.code,
                  description: pageContext.shell?.description,
                },
              ),
            ]
          : []
      }
      language={pageContext.language}
    >
      {/* The first section's picture is the first screen's largest: fetched early. */}
      {hero && <ImagePreload image={hero} />}
    </Seo>
  )
}
