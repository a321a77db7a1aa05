// The product against a named alternative (content/comparisons/<id>.yaml), fact by fact with sources.
import { z } from "zod"
import { heading, id, intro } from "../../../../schema/section-fields"
import { defineSection } from "../define-section"

export const comparisonSection = z
  .strictObject({
    type: z.literal("comparison"),
    heading,
    text: intro,
    alternative: id.meta({
      title: "Compared with",
      reference: "comparisons",
      description: "The alternative's id (content/comparisons/<id>.yaml), where each fact has its source",
    }),
  })
  .meta({
    title: "Comparison",
    description: "The product against a named alternative, fact by fact with sources",
    summary: "{{fields.heading}}",
  })

export const comparison = defineSection({
  schema: comparisonSection,
  check: ({ alternative }, catalogue) =>
    catalogue.comparisons.has(alternative)
      ? []
      : [{ field: "alternative", value: alternative, what: `which has no content/comparisons/${alternative}.yaml` }],
  resolve: ({ alternative }, source) =>
    source.comparison(alternative) ? {} : { missing: `content/comparisons has no “${alternative}”.` },
})
