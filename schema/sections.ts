// The sections a page can be built from (a page with `template: sections`, the home page among them): one zod schema
// per section type, in one registry. The build validates every page's sections against them (schema/validate.ts
// names the file, the section's position, its type and the field), the writers' editor is generated from them
// (cms/: a list of typed sections, a summary per type, min and max, reordering), and the site draws each type with its
// own component (src/sections/). A section that shows stories, plans, features, comparison facts or articles names
// them by reference (a story's address, a feature's id, an alternative's id); nothing of theirs is copied into the
// page, and the build resolves them where they live (src/sections/build/).
import { z } from "zod"
import { DEVICE_WIDTHS } from "../config/images"
import { EARLY_ACCESS_TOPIC_VALUES } from "../contracts/early-access"
import { publishing } from "./publishing"

// What the editor reads from a section type's metadata, besides title (its label) and description (its hint).
declare module "zod" {
  interface GlobalMeta {
    /** The line the editor shows for a collapsed section of this type: Decap's summary template ({{fields.x}}). */
    summary?: string
    /** What a reference names, for the editor's choice and the build's check ("stories", "features", …). */
    reference?: SectionReference
  }
}

/** What a section may name by reference, and where those things live. */
export type SectionReference = "stories" | "features" | "comparisons" | "articles-kind" | "tags"

const text = z.string().trim().min(1, "must not be empty")
const longText = text.meta({ widget: "text" })
const id = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case letters and digits joined by hyphens")
const internalPath = z
  .string()
  .regex(/^\/[a-z0-9/#?=&-]*$/, 'must be a site path starting with "/"')
  .meta({ title: "Link to", description: "A path on this site, such as /pricing or /contact" })
const link = z.strictObject({
  label: text.meta({ title: "Label", description: "The words shown" }),
  to: internalPath,
})
const imagePath = z
  .string()
  .regex(/^\.{1,2}\/.+\.(png|jpe?g|webp|avif)$/i, "must be a relative path to a .png, .jpg, .webp or .avif file")
  .meta({
    widget: "image",
    description: `A picture in content/images/ (../images/x.png from a page), PNG for drawings, JPEG for photos, exactly ${DEVICE_WIDTHS.slice(0, -1).join(", ")} or ${DEVICE_WIDTHS.at(-1)} pixels wide`,
  })
const imageAlt = text.meta({
  title: "Image description",
  description: "What the picture shows, for people who cannot see it",
})
/** Markdown of a few paragraphs (links, emphasis, lists); no raw HTML. */
const markdown = text.meta({ widget: "text", description: "Markdown: paragraphs, **bold**, [links](/pricing), lists" })
const heading = text.meta({ title: "Heading" })
const intro = longText.optional().meta({ title: "Text", description: "A sentence or two under the heading" })

/** The request types the early-access form can start on: the form's own list (contracts/early-access.ts). */
export const FORM_TOPICS = EARLY_ACCESS_TOPIC_VALUES

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

export const customersSection = z
  .strictObject({
    type: z.literal("customers"),
    heading,
    text: intro,
    stories: z
      .array(id.meta({ reference: "stories" }))
      .optional()
      .meta({
        title: "Logos",
        reference: "stories",
        description: "Stories by address (content/customers/<address>), in this order; empty: every published story",
      }),
    quote: id.optional().meta({
      title: "Quote from",
      reference: "stories",
      description: "The story whose first quote is shown under the logos",
    }),
    link: link.optional().meta({ title: "Link to all stories" }),
  })
  .meta({
    title: "Customers",
    description: "A wall of customers' logos and one customer's words",
    summary: "{{fields.heading}}",
  })

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

export const ctaSection = z
  .strictObject({
    type: z.literal("cta"),
    heading,
    text: longText.meta({ title: "Text" }),
    button: link.meta({ title: "Button" }),
  })
  .meta({ title: "Call to action", description: "A band with a heading and one button", summary: "{{fields.heading}}" })

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

export const articlesSection = z
  .strictObject({
    type: z.literal("articles"),
    heading,
    text: intro,
    kind: z.enum(["blog", "customers", "changelog"]).default("blog").meta({
      title: "Articles",
      reference: "articles-kind",
      description: "Blog posts, customer stories or changelog entries",
    }),
    tag: id
      .optional()
      .meta({ title: "Tag", reference: "tags", description: "Blog posts only: the tag's id (content/tags)" }),
    count: z.number().int().min(1).max(6).default(3).meta({ title: "How many", description: "The newest, 1 to 6" }),
    link: link.optional().meta({ title: "Link to all of them" }),
  })
  .superRefine((section, ctx) => {
    if (section.tag && section.kind !== "blog")
      ctx.addIssue({ code: "custom", path: ["tag"], message: 'is only for kind "blog"' })
  })
  .meta({
    title: "Newest articles",
    description: "The newest posts, stories or changelog entries",
    summary: "{{fields.heading}}",
  })

export const richTextSection = z
  .strictObject({
    type: z.literal("rich-text"),
    body: markdown.meta({ title: "Text" }),
  })
  .meta({ title: "Text", description: "Paragraphs of Markdown", summary: "Text" })

/** Every section type, by the `type` a writer gives it. */
export const SECTION_SCHEMAS = {
  hero: heroSection,
  stats: statsSection,
  features: featuresSection,
  "media-rows": mediaRowsSection,
  customers: customersSection,
  pricing: pricingSection,
  faq: faqSection,
  comparison: comparisonSection,
  cta: ctaSection,
  form: formSection,
  articles: articlesSection,
  "rich-text": richTextSection,
} as const

export type SectionType = keyof typeof SECTION_SCHEMAS
export const SECTION_TYPES = Object.keys(SECTION_SCHEMAS) as SectionType[]
export type Section = z.output<(typeof SECTION_SCHEMAS)[SectionType]>
export type SectionOf<T extends SectionType> = z.output<(typeof SECTION_SCHEMAS)[T]>

/** A page's sections: at least one, at most 20, a hero first if any. */
export const sectionsSchema = z
  .array(
    z.discriminatedUnion(
      "type",
      Object.values(SECTION_SCHEMAS) as [typeof heroSection, ...Array<(typeof SECTION_SCHEMAS)[SectionType]>],
    ),
  )
  .min(1, "must list at least one section")
  .max(20, "may list at most 20 sections")
  .superRefine((sections, ctx) => {
    sections.forEach((section, index) => {
      if (section.type === "hero" && index > 0)
        ctx.addIssue({ code: "custom", path: [index, "type"], message: "a hero must be the first section" })
    })
  })
  .meta({ title: "Sections", description: "The page, top to bottom: add, remove and drag sections into order" })

/** A comparison's facts (content/comparisons/<id>.yaml): each row with its source and when it was last checked. */
export const comparisonSchema = z.strictObject({
  name: text.meta({ title: "Alternative", description: 'What the product is compared with, such as "Spreadsheets"' }),
  facts: z
    .array(
      z.strictObject({
        topic: text.meta({ title: "Topic", description: "What the row compares" }),
        us: text.meta({ title: "Shiftwise", description: "What the product does" }),
        them: text.meta({ title: "The alternative", description: "What the alternative does" }),
        source: z.url({ protocol: /^https$/, message: "must be an https:// address" }).meta({
          title: "Source",
          description: "Where the alternative's side can be checked (its documentation, a price page, a study)",
        }),
        checked: z
          .union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")])
          .meta({
            title: "Last checked",
            description: "When someone last checked the source (the build warns after a year)",
          }),
      }),
    )
    .min(1, "must list at least one fact")
    .meta({ title: "Facts" }),
  ...publishing,
})
