// Text beside a picture, alternating sides.
import { z } from "zod"
import { heading, imageAlt, imagePath, longText, text } from "../../../../schema/section-fields"
import { defineSection, times } from "../define-section"

export const mediaRowsSection = z
  .strictObject({
    type: z.literal("media-rows"),
    items: z
      .array(
        z.strictObject({
          heading,
          text: longText.meta({ title: "Text" }),
          bullets: z.array(text).default([]).meta({ title: "Points" }),
          image: imagePath.meta({ title: "Picture" }),
          imageAlt,
        }),
      )
      .min(1, "must list at least one row")
      .meta({ title: "Rows" }),
  })
  .meta({
    title: "Rows with pictures",
    description: "Text beside a picture, alternating sides",
    summary: "{{fields.items.0.heading}} …",
  })

/** One row's height (the home page's rows). */
const ROW = { base: 811.2, sm: 863.5, md: 938.2, lg: 443.5, xl: 497.2 }

export const mediaRows = defineSection({
  schema: mediaRowsSection,
  resolve: (section, source) => ({ images: section.items.map((item) => source.image(item.image, "row")) }),
  height: (section) => times(ROW, section.items.length),
})
