/** @jsxImportSource @emotion/react */
import { SectionHeading } from "../../components/section-heading"
import { defineView } from "../define-view"

// The form itself is an island (src/sections/sections.tsx draws its frame); its heading and text are static.
export const formView = defineView<"form">({
  Intro: ({ section, index }) => (
    <SectionHeading id={`section-${index + 1}-heading`} heading={section.heading} text={section.text} align="start" />
  ),
})
