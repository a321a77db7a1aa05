// The top of the page: its one H1, a line of text and its main action; beside a picture, alone, or beside the
// early-access form (an island).
import { z } from "zod"
import { FORM_TOPICS, heading, imageAlt, imagePath, link, longText, text } from "../../../../schema/section-fields"
import { defineSection } from "../define-section"

export const heroSection = z
  .strictObject({
    type: z.literal("hero"),
    variant: z.enum(["split", "centred", "form"]).default("split").meta({
      title: "Layout",
      description: "split: text beside a picture; centred: text alone; form: text beside the early-access form",
    }),
    eyebrow: text.optional().meta({ title: "Eyebrow", description: "The small line above the heading" }),
    heading: heading.meta({ description: "The page's one H1" }),
    text: longText.meta({ title: "Text" }),
    primaryCta: link.optional().meta({ title: "Main button", description: "The first screen's primary action" }),
    secondaryCta: link.optional().meta({ title: "Second button" }),
    image: imagePath.optional().meta({ title: "Picture", description: "Required with the split layout" }),
    imageAlt: imageAlt.optional(),
    formTopic: z.enum(FORM_TOPICS).optional().meta({
      title: "Form's request type",
      description: "With the form layout: the request the form starts on (early access, demo or support)",
    }),
  })
  .superRefine((hero, ctx) => {
    if (hero.variant === "split" && !hero.image)
      ctx.addIssue({ code: "custom", path: ["image"], message: 'is required with layout "split"' })
    if (hero.image && !hero.imageAlt)
      ctx.addIssue({ code: "custom", path: ["imageAlt"], message: "is required with a picture" })
    if (hero.variant !== "form" && hero.formTopic)
      ctx.addIssue({ code: "custom", path: ["formTopic"], message: 'is only for layout "form"' })
    if (hero.variant !== "form" && !hero.primaryCta)
      ctx.addIssue({ code: "custom", path: ["primaryCta"], message: 'is required unless the layout is "form"' })
  })
  .meta({
    title: "Hero",
    description: "The top of the page: its heading, a line of text and its main action",
    summary: "{{fields.heading}}",
  })

export const hero = defineSection({
  schema: heroSection,
  resolve: (section, source) => (section.image ? { images: [source.image(section.image, "hero")] } : {}),
  island: (section) =>
    section.variant === "form" ? { frame: "hero-form", topic: section.formTopic ?? "early_access" } : null,
})
