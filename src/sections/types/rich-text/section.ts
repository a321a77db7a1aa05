// Paragraphs of Markdown.
import { z } from "zod"
import { markdown } from "../../../../schema/section-fields"
import { defineSection } from "../define-section"

export const richTextSection = z
  .strictObject({
    type: z.literal("rich-text"),
    body: markdown.meta({ title: "Text" }),
  })
  .meta({ title: "Text", description: "Paragraphs of Markdown", summary: "Text" })

export const richText = defineSection({ schema: richTextSection })
