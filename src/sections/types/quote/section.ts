// A pull quote: a person's words, with their name and role, set apart from the page's other sections.
import { z } from "zod"
import { longText, text } from "../../../../schema/section-fields"
import { defineSection } from "../define-section"

export const quoteSection = z
  .strictObject({
    type: z.literal("quote"),
    text: longText.meta({ title: "Quote", description: "The words, without quotation marks" }),
    name: text.meta({ title: "Name", description: "Who said it" }),
    role: text.meta({ title: "Role", description: "Their job and company, such as Head of Operations, Kestrel" }),
  })
  .meta({ title: "Quote", description: "A person's words, with their name and role", summary: "{{fields.name}}" })

export const quote = defineSection({ schema: quoteSection })
