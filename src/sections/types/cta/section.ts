// A band with a heading and one button.
import { z } from "zod"
import { heading, link, longText } from "../../../../schema/section-fields"
import { defineSection } from "../define-section"

export const ctaSection = z
  .strictObject({
    type: z.literal("cta"),
    heading,
    text: longText.meta({ title: "Text" }),
    button: link.meta({ title: "Button" }),
  })
  .meta({ title: "Call to action", description: "A band with a heading and one button", summary: "{{fields.heading}}" })

export const cta = defineSection({
  schema: ctaSection,
  height: () => ({ base: 403.4, sm: 309.6, md: 309.6 }),
})
