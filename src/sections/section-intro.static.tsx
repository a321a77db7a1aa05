/** @jsxImportSource @emotion/react */
// Beside an island, the static words of its section (its type's Intro, views.tsx): the hero's, with the form beside
// them, or a form section's heading and text (src/sections/sections.tsx).
import { staticPart } from "../static-parts/static-part"
import type { Section } from "./registry"
import { viewsOf } from "./views"

function SectionIntro({ section, index }: { section: Section; index: number }) {
  const { Intro } = viewsOf(section)
  return Intro ? <Intro section={section} index={index} /> : null
}

export default staticPart("section-intro", SectionIntro)
