/** @jsxImportSource @emotion/react */
// A run of a page's sections with no island in them (src/sections/sections.tsx cuts the page into runs), as one static
// part: its partKey is the first section's position. Each section after the first screen is skipped by the browser
// until the visitor scrolls near it when its height is known (its type's, on the home page: build/plan.ts).
import { Fragment } from "react"
import { staticPart } from "../static-parts/static-part"
import { BelowTheFold } from "../components/below-the-fold"
import type { Section } from "./registry"
import type { SectionRefs } from "./types/define-section"
import type { SectionsData } from "./sections-page-data"
import { SectionView } from "./section-view"
import { translatedData, type DataWords } from "../languages/data-words"
import { withComparisonWords } from "../languages/comparison-words"

type Props = {
  data: SectionsData
  /** The words of the YAML data the sections show (features) in the page's language, where a translation gives them. */
  words?: DataWords | undefined
  sections: ReadonlyArray<Section>
  refs: ReadonlyArray<SectionRefs>
  /** The run: sections[from] up to, not including, sections[to]. */
  from: number
  to: number
}

function SectionRun({ data: english, words, sections, refs, from, to }: Props) {
  const data = withComparisonWords(translatedData(english, words), words?.comparisons)
  return (
    <>
      {sections.slice(from, to).map((section, offset) => {
        const index = from + offset
        const view = <SectionView section={section} index={index} data={data} refs={refs[index] ?? {}} />
        const height = refs[index]?.height
        return <Fragment key={index}>{height ? <BelowTheFold height={height}>{view}</BelowTheFold> : view}</Fragment>
      })}
    </>
  )
}

export default staticPart("section-run", SectionRun)
