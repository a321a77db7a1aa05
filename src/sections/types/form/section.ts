// The early-access form (an island), its request type chosen, under a heading.
import { z } from "zod"
import { FORM_TOPICS, heading, intro } from "../../../../schema/section-fields"
import { defineSection } from "../define-section"

export const formSection = z
  .strictObject({
    type: z.literal("form"),
    heading,
    text: intro,
    topic: z.enum(FORM_TOPICS).default("early_access").meta({
      title: "Request type",
      description: "The request the form starts on: early access, a demo or support",
    }),
  })
  .meta({ title: "Early-access form", description: "The request form, its type chosen", summary: "{{fields.heading}}" })

export const form = defineSection({
  schema: formSection,
  island: (section) => ({ frame: "form", topic: section.topic }),
})
