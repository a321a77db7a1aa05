// A changelog entry's front matter (content/changelog/<slug>.md, one file per entry): what changed, of which type, in
// which part of the product, for which plans, whether it breaks anything, and where to read more. The build checks
// every entry against this (src/articles/build/check.ts), plus the plans against pricing.yaml and the media files
// (build/kind-specs.ts); the editor is generated from it.
import { z } from "zod"
import { articleClosing, articleOpening, text, updatedAfterDate } from "../schema"
import { CHANGE_TYPE_IDS, PRODUCT_AREAS } from "./vocabulary"

export const mediaSchema = z.strictObject({
  image: z
    .string()
    .regex(
      /^\.\/[^/\\]+\.(?:png|jpe?g|webp)$/i,
      "must name a picture beside the entry, such as ./shift-templates.png (PNG, JPEG or WebP)",
    )
    .meta({
      widget: "image",
      title: "Picture",
      description: "Beside the entry (content/changelog/), at least 1200 pixels wide: a screenshot of the change",
    }),
  alt: text.meta({ title: "Description", description: "What the picture shows, for people who cannot see it" }),
})

/** A page of the site ("/features") or an absolute https:// address (the product's help centre). */
export const docsLink = z
  .string()
  .trim()
  .regex(
    /^(?:https:\/\/[^\s]+|\/[a-z0-9/#?=&-]*)$/,
    "must be a page of the site such as /features, or an absolute https:// address",
  )

const { title, description, date, updated } = articleOpening("entry")
const { draft, publishAt } = articleClosing("entry")

export const changelogFrontmatterSchema = z
  .strictObject({
    title,
    description,
    date,
    updated,
    type: z.enum(CHANGE_TYPE_IDS).meta({
      title: "Type",
      description: "new, improved, fixed, security or deprecated: each type has its own page and feeds",
    }),
    area: z.enum(PRODUCT_AREAS).meta({ title: "Product area", description: "The part of the product it changes" }),
    plans: z
      .array(text)
      .min(1, "must name at least one plan")
      .meta({ title: "Plans", relation: "plans", description: "The plans in pricing.yaml it applies to" }),
    breaking: z.boolean().default(false).meta({
      title: "Breaking change",
      description: "Something people must act on (an export format, an API field, a setting that moved)",
    }),
    version: z
      .string()
      .trim()
      .regex(/^\d+\.\d+(?:\.\d+)?$/, "must be a version such as 4.12 or 4.12.1")
      .optional()
      .meta({ title: "Version", description: "Optional: the app release it shipped in" }),
    media: z
      .array(mediaSchema)
      .default([])
      .meta({ title: "Media", description: "Optional screenshots, shown with the entry" }),
    docs: docsLink.optional().meta({
      title: "Docs link",
      description: "Optional: where to read how it works, a page such as /features or an https:// address",
    }),
    draft,
    publishAt,
  })
  .superRefine(updatedAfterDate)
export type ChangelogFrontmatter = z.infer<typeof changelogFrontmatterSchema>
