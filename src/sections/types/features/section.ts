// Features from content/features.yaml, by id, as cards.
import { z } from "zod"
import { heading, id, intro } from "../../../../schema/section-fields"
import { defineSection } from "../define-section"

export const featuresSection = z
  .strictObject({
    type: z.literal("features"),
    heading: heading.optional(),
    text: intro,
    features: z
      .array(id.meta({ reference: "features" }))
      .min(1, "must name at least one feature")
      .meta({
        title: "Features",
        description: "By id, from content/features.yaml, in this order",
        reference: "features",
      }),
  })
  .meta({
    title: "Feature grid",
    description: "Features from content/features.yaml, as cards",
    summary: "{{fields.heading}}",
  })

export const features = defineSection({
  schema: featuresSection,
  check: (section, catalogue) =>
    section.features.flatMap((value, i) =>
      catalogue.features.has(value)
        ? []
        : [{ field: `features.${i}`, value, what: "which is no feature's id in content/features.yaml" }],
    ),
  resolve: (section, source) => {
    section.features.forEach(source.feature)
    return {}
  },
})
