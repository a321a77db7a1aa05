// The fields a section type's schema is made of (src/sections/types/<type>/section.ts): text, ids, links, pictures,
// Markdown, and what the editor reads from a schema's metadata. Shared by every type so that a heading or a link says
// the same thing, with the same message, in every section.
import { z } from "zod"
import { DEVICE_WIDTHS } from "../config/images"
import { EARLY_ACCESS_TOPIC_VALUES } from "../contracts/early-access"

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

export const text = z.string().trim().min(1, "must not be empty")
export const longText = text.meta({ widget: "text" })
export const id = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case letters and digits joined by hyphens")
const internalPath = z
  .string()
  .regex(/^\/[a-z0-9/#?=&-]*$/, 'must be a site path starting with "/"')
  .meta({ title: "Link to", description: "A path on this site, such as /pricing or /contact" })
export const link = z.strictObject({
  label: text.meta({ title: "Label", description: "The words shown" }),
  to: internalPath,
})
export const imagePath = z
  .string()
  .regex(/^\.{1,2}\/.+\.(png|jpe?g|webp|avif)$/i, "must be a relative path to a .png, .jpg, .webp or .avif file")
  .meta({
    widget: "image",
    description: `A picture in content/images/ (../images/x.png from a page), PNG for drawings, JPEG for photos, exactly ${DEVICE_WIDTHS.slice(0, -1).join(", ")} or ${DEVICE_WIDTHS.at(-1)} pixels wide`,
  })
export const imageAlt = text.meta({
  title: "Image description",
  description: "What the picture shows, for people who cannot see it",
})
/** Markdown of a few paragraphs (links, emphasis, lists); no raw HTML. */
export const markdown = text.meta({
  widget: "text",
  description: "Markdown: paragraphs, **bold**, [links](/pricing), lists",
})
export const heading = text.meta({ title: "Heading" })
export const intro = longText.optional().meta({ title: "Text", description: "A sentence or two under the heading" })

/** The request types the early-access form can start on: the form's own list (contracts/early-access.ts). */
export const FORM_TOPICS = EARLY_ACCESS_TOPIC_VALUES
