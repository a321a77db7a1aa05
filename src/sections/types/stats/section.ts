// Up to four figures in a row.
import { z } from "zod"
import { text } from "../../../../schema/section-fields"
import { defineSection } from "../define-section"

export const statsSection = z
  .strictObject({
    type: z.literal("stats"),
    items: z
      .array(z.strictObject({ value: text.meta({ title: "Figure" }), label: text.meta({ title: "What it counts" }) }))
      .min(1, "must list at least one figure")
      .max(4, "may list at most 4 figures")
      .meta({ title: "Figures" }),
  })
  .meta({ title: "Figures", description: "Up to four figures in a row", summary: "{{fields.items.0.value}} …" })

export const stats = defineSection({
  schema: statsSection,
  height: () => ({ base: 538.3, sm: 459.2, md: 195.2, lg: 168.8 }),
})
