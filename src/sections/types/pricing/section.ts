// The plans from content/pricing.yaml, with the currency and billing switches (an island).
import { z } from "zod"
import { heading, intro, link } from "../../../../schema/section-fields"
import { defineSection } from "../define-section"

export const pricingSection = z
  .strictObject({
    type: z.literal("pricing"),
    heading: heading.optional().meta({ description: "Empty: pricing.yaml's heading" }),
    text: intro.meta({ description: "Empty: pricing.yaml's text" }),
    link: link.optional().meta({ title: "Link under the plans", description: "Such as /pricing to compare plans" }),
  })
  .meta({
    title: "Pricing",
    description: "The plans from content/pricing.yaml, with the currency and billing switches",
    summary: "Pricing",
  })

export const pricing = defineSection({
  schema: pricingSection,
  island: () => ({ frame: "pricing" }),
  height: () => ({ base: 1236.3, sm: 1137.3, md: 738.2, lg: 668.9 }),
})
