// A page's sections in the browser's bundle: the runs of static sections are static parts (section-run.static.tsx,
// none of their code here), and a section with an island is a small frame the browser hydrates around it: the pricing
// (its switches), a form section and a hero with the form (the early-access form). The frames carry class names whose
// rules are global (components/global-classes.ts), so they bring no CSS-in-JS code of their own.
import type { Section } from "../../schema/sections"
import type { SectionsContext } from "./build/plan"
import { hasIsland } from "./page-sections"
import { skippedHeights } from "./skipped-heights"
import SectionRun from "./section-run.static"
import SectionIntro from "./section-intro.static"
import type { SectionsData } from "./section-view"
import { BelowTheFold } from "../components/below-the-fold"
import { GLOBAL_CLASSES as C } from "../components/global-classes"
import { PricingPreview } from "../components/pricing/pricing-preview"
import type { ComponentType } from "react"
import type { EarlyAccessTopic } from "../../contracts/early-access"

export type SectionsPageContext = SectionsContext & { id: string }

/** The early-access form's island (early-access-island.tsx), given by the template of a page that shows it. */
export type FormIsland = { topic: EarlyAccessTopic; pagePath: string }

type Props = {
  data: SectionsData
  context: SectionsPageContext
  sections: ReadonlyArray<Section>
  path: string
  /** The form's island: only the template of a page with a form section, or a hero with the form, brings it. */
  Form?: ComponentType<FormIsland> | undefined
}

export function Sections({ data, context, sections, path, Form }: Props) {
  const skipped = skippedHeights(path, sections)
  const blocks: React.ReactNode[] = []
  let from = 0
  const flush = (to: number) => {
    if (to > from)
      blocks.push(
        <SectionRun
          key={`run-${from}`}
          partKey={from}
          data={data}
          sections={sections}
          refs={context.sectionRefs}
          skipped={skipped}
          from={from}
          to={to}
        />,
      )
  }
  sections.forEach((section, index) => {
    if (!hasIsland(section)) return
    flush(index)
    from = index + 1
    const island = <IslandSection key={index} section={section} index={index} data={data} path={path} Form={Form} />
    const height = skipped[index]
    blocks.push(
      height ? (
        <BelowTheFold key={index} height={height}>
          {island}
        </BelowTheFold>
      ) : (
        island
      ),
    )
  })
  flush(sections.length)
  return <>{blocks}</>
}

type IslandProps = { section: Section; index: number; data: SectionsData; path: string; Form: Props["Form"] }

function IslandSection({ section, index, data, path, Form }: IslandProps) {
  // gatsby/pages.ts builds a page with a form by the template that gives it; without, its build stops here.
  const form = (topic: EarlyAccessTopic) => {
    if (!Form)
      throw new Error(`${path}: section ${index + 1} (${section.type}) shows the form, and its template has none`)
    return <Form topic={topic} pagePath={path} />
  }
  switch (section.type) {
    case "pricing":
      return data.pricingYaml ? (
        <PricingPreview
          content={data.pricingYaml}
          heading={section.heading}
          text={section.text}
          link={section.link}
          partKey={index}
        />
      ) : null
    case "form":
      return (
        <section className={C.formSection} aria-labelledby={`section-${index + 1}-heading`}>
          <SectionIntro section={section} index={index} partKey={index} />
          {form(section.topic)}
        </section>
      )
    case "hero":
      return (
        <section className={C.heroBand} aria-labelledby="hero-heading">
          <div className={C.heroWithForm}>
            <SectionIntro section={section} index={index} partKey={index} />
            {form(section.formTopic ?? "early_access")}
          </div>
        </section>
      )
    default:
      return null
  }
}
