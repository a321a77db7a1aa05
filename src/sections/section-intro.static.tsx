/** @jsxImportSource @emotion/react */
// Beside an island, the static words of its section: the hero's (with the form beside them) or a form section's
// heading and text (src/sections/sections.tsx).
import { staticPart } from "../static-parts/static-part"
import { HeroText } from "../components/home/hero"
import type { Section } from "../../schema/sections"
import { SectionHeading } from "./components/section-heading"

function SectionIntro({ section, index }: { section: Section; index: number }) {
  if (section.type === "hero") return <HeroText {...section} align="start" />
  if (section.type === "form")
    return (
      <SectionHeading id={`section-${index + 1}-heading`} heading={section.heading} text={section.text} align="start" />
    )
  return null
}

export default staticPart("section-intro", SectionIntro)
