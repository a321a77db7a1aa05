// A page's sections in the browser's bundle: the runs of static sections are static parts (section-run.static.tsx,
// none of their code here), and a section with an island is a small frame the browser hydrates around it: the pricing
// (its switches), or the early-access form beside a form section's words or the hero's. Which sections hold an island,
// and their heights below the fold, come from the page's context (the build's: build/plan.ts; the editor's preview
// makes the same), so no section type's code reaches this bundle. The frames carry class names whose rules are global
// (components/global-classes.ts), so they bring no CSS-in-JS code of their own.
import type { LanguageContext } from "../languages/language-context"
import type { ComponentType, ReactNode } from "react"
import type { Section, SectionOf } from "./registry"
import type { SectionsContext } from "./build/plan"
import type { Island } from "./types/define-section"
import SectionRun from "./section-run.static"
import SectionIntro from "./section-intro.static"
import type { SectionsData } from "./sections-page-data"
import { translatedData, type DataWords } from "../languages/data-words"
import { BelowTheFold } from "../components/below-the-fold"
import { GLOBAL_CLASSES as C } from "../components/global-classes"
import { PricingPreview } from "../components/pricing/pricing-preview"
import type { EarlyAccessTopic } from "../../contracts/early-access"

export type SectionsPageContext = SectionsContext & { id: string } & LanguageContext

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
  const refs = context.sectionRefs
  const blocks: ReactNode[] = []
  let from = 0
  const flush = (to: number) => {
    if (to > from)
      blocks.push(
        <SectionRun
          key={`run-${from}`}
          partKey={from}
          data={data}
          words={context.dataWords}
          sections={sections}
          refs={refs}
          from={from}
          to={to}
        />,
      )
  }
  sections.forEach((section, index) => {
    const island = refs[index]?.island
    if (!island) return
    flush(index)
    from = index + 1
    const frame = (
      <IslandFrame
        key={index}
        island={island}
        section={section}
        index={index}
        data={data}
        words={context.dataWords}
        path={path}
        Form={Form}
      />
    )
    const height = refs[index]?.height
    blocks.push(
      height ? (
        <BelowTheFold key={index} height={height}>
          {frame}
        </BelowTheFold>
      ) : (
        frame
      ),
    )
  })
  flush(sections.length)
  return <>{blocks}</>
}

type FrameProps = {
  island: Island
  section: Section
  index: number
  data: SectionsData
  /** The page's translated YAML words (src/languages/data-words.ts), laid over `data` for the pricing frame. */
  words: DataWords | undefined
  path: string
  Form: Props["Form"]
}

/** The frame of an island, by the frame its section's type asks for (types/<type>/section.ts, `island`). */
function IslandFrame({ island, section, index, data, words, path, Form }: FrameProps) {
  if (island.frame === "pricing") {
    // Only the pricing type asks for this frame; its words are the section's own.
    const { heading, text, link } = section as SectionOf<"pricing">
    const { pricingYaml: pricing } = translatedData(data, words)
    return pricing ? (
      <PricingPreview content={pricing} heading={heading} text={text} link={link} partKey={index} />
    ) : null
  }
  // gatsby/pages.ts builds a page with a form by the template that gives it; without, its build stops here.
  if (!Form)
    throw new Error(`${path}: section ${index + 1} (${section.type}) shows the form, and its template has none`)
  const intro = <SectionIntro section={section} index={index} partKey={index} />
  const form = <Form topic={island.topic} pagePath={path} />
  return island.frame === "form" ? (
    <section className={C.formSection} aria-labelledby={`section-${index + 1}-heading`}>
      {intro}
      {form}
    </section>
  ) : (
    <section className={C.heroBand} aria-labelledby="hero-heading">
      <div className={C.heroWithForm}>
        {intro}
        {form}
      </div>
    </section>
  )
}
