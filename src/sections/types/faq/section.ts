// Questions, each opening to its answer.
import { z } from "zod"
import { heading, markdown, text } from "../../../../schema/section-fields"
import { defineSection } from "../define-section"

export const faqSection = z
  .strictObject({
    type: z.literal("faq"),
    heading,
    items: z
      .array(z.strictObject({ question: text.meta({ title: "Question" }), answer: markdown.meta({ title: "Answer" }) }))
      .min(1, "must list at least one question")
      .meta({ title: "Questions" }),
    structuredData: z.boolean().default(false).meta({
      title: "FAQ markup for search engines",
      description:
        "Adds FAQPage markup matching the text shown. Since August 2023 Google shows FAQ results only for well-known government and health sites",
    }),
  })
  .meta({
    title: "Questions and answers",
    description: "Each question opens to its answer",
    summary: "{{fields.heading}}",
  })

export const faq = defineSection({ schema: faqSection })
