/** @jsxImportSource @emotion/react */
// One section of a page, drawn by its type's component from what the page's query fetched (the static parts of
// section-run.static.tsx; the editor's previews draw the same). The sections with an island (pricing, the form, the
// hero with the form) are drawn by sections.tsx in frames the browser hydrates; here they are never asked for.
import type { ReactNode } from "react"
import { css } from "@emotion/react"
import type { Section } from "../../schema/sections"
import type { SectionRefs } from "./build/plan"
import { Hero } from "../components/home/hero"
import { Stats } from "../components/home/stats"
import { Highlights } from "../components/home/highlights"
import { CtaBand } from "../components/home/cta-band"
import { FeatureCards } from "../components/feature-cards"
import { container, section as sectionSpace } from "../components/container"
import { Prose } from "../components/prose"
import { CustomerLogos, type WallStory } from "../articles/customers/components/customer-logos"
import { LatestArticles } from "../articles/components/latest-articles"
import { FaqSection } from "./components/faq-section"
import { ComparisonSection } from "./components/comparison-section"
import { SectionHeading } from "./components/section-heading"
import { markdownHtml } from "./markdown-html"

/** What a page's sections draw from: its query's results (src/sections/sections-page-data.ts, spread by both templates). */
export type SectionsData = Queries.SectionsPageDataFragment

type Props = { section: Section; index: number; data: SectionsData; refs: SectionRefs }

/** A rich-text section's measure, centred in the page (as a comparison's is). */
const centredColumn = css`
  & > * {
    margin-left: auto;
    margin-right: auto;
  }
`

const imageOf = (nodes: SectionsData["heroImages"]["nodes"], file: string | undefined) =>
  nodes.find((node) => node.absolutePath === file)?.childImageSharp?.gatsbyImageData ?? null

function wallStory(node: SectionsData["stories"]["nodes"][number]): WallStory {
  return {
    id: node.id,
    path: node.path,
    company: node.company,
    example: node.example,
    logo: { url: node.logo.publicURL ?? "", width: node.logoBox.width, height: node.logoBox.height },
  }
}

export function SectionView({ section, index, data, refs }: Props): ReactNode {
  switch (section.type) {
    case "hero": {
      const { variant, type: _type, image: _file, ...text } = section
      return (
        <Hero
          {...text}
          variant={variant === "split" ? "split" : "centred"}
          image={imageOf(data.heroImages.nodes, refs.images?.[0])}
        />
      )
    }
    case "stats":
      return <Stats stats={section.items} />
    case "media-rows":
      return (
        <Highlights
          items={section.items.map((item, i) => ({ ...item, image: imageOf(data.rowImages.nodes, refs.images?.[i]) }))}
        />
      )
    case "features": {
      const all = data.featuresYaml?.features ?? []
      const features = section.features.flatMap((id) => all.filter((feature) => feature.id === id))
      return (
        <section
          css={[container, sectionSpace]}
          aria-labelledby={section.heading ? `section-${index + 1}-heading` : undefined}
        >
          {section.heading && (
            <SectionHeading id={`section-${index + 1}-heading`} heading={section.heading} text={section.text} />
          )}
          <FeatureCards features={features} headingLevel={section.heading ? 3 : 2} />
        </section>
      )
    }
    case "customers": {
      const byId = new Map(data.stories.nodes.map((node) => [node.id, node]))
      const stories = (refs.stories ?? []).flatMap((id) => {
        const node = byId.get(id)
        return node ? [wallStory(node)] : []
      })
      const quoted = refs.quote ? byId.get(refs.quote) : undefined
      const quote = quoted?.quotes[0]
      return (
        <CustomerLogos
          heading={section.heading}
          text={section.text}
          link={section.link}
          stories={stories}
          quote={quoted && quote ? { story: wallStory(quoted), quote } : null}
        />
      )
    }
    case "faq":
      return <FaqSection section={section} index={index} />
    case "comparison":
      return (
        <ComparisonSection
          section={section}
          index={index}
          productName={data.siteYaml?.productName ?? ""}
          comparison={data.comparisons.nodes.find((node) => node.comparisonId === section.alternative) ?? null}
        />
      )
    case "cta":
      return <CtaBand {...section} />
    case "articles":
      return (
        <LatestArticles
          heading={section.heading}
          text={section.text}
          link={section.link}
          nodes={data.articles.nodes}
          order={refs.articles ?? []}
        />
      )
    case "rich-text":
      return (
        <div css={[container, sectionSpace, centredColumn]}>
          <Prose html={markdownHtml(section.body)} />
        </div>
      )
    case "pricing":
    case "form":
      return null
  }
}
