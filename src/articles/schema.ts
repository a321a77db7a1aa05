// What a writer may put in an article's front matter and in content/authors, content/tags and content/series: one
// zod schema per kind of file (the agreed format, content/README.md "Posts"). The build checks every file against
// these (src/articles/build/check.ts) and fails naming the file and the field; the writers' editor is generated
// from the same schemas (cms/decap-fields.ts reads each field's `.meta()`: title, description, widget, and
// `relation`, the collection a field's ids point into).
import { z } from "zod"
import { publishing } from "../../schema/content"

declare module "zod" {
  interface GlobalMeta {
    /**
     * The field holds ids of another collection: "authors", "tags", "series", an article kind's id ("blog"), or a
     * name from a list in a YAML file: "plans" (content/pricing.yaml plans[].name), "features" (content/features.yaml
     * features[].title).
     */
    relation?: string
  }
}

/** Ids and slugs: lower-case words of letters and digits joined by hyphens (a file or folder name). */
export const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const ID_MESSAGE = "must be lower-case letters and digits joined by hyphens, such as fair-rotas"

const id = z.string().regex(ID_PATTERN, ID_MESSAGE)

/**
 * A date ("2026-10-14", midnight UTC) or a date and time with its offset ("2026-10-14T09:00:00+05:30"). The front
 * matter reader turns an unquoted one into a Date and gatsby-transformer-remark stores that as its ISO text; a
 * quoted one stays as written. Either way the build reads one instant.
 */
const DATE_TEXT = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2}))?$/
export const instant = z
  .union([
    z.date(),
    z
      .string()
      .trim()
      .regex(
        DATE_TEXT,
        'must be a date like 2026-10-14, or a date and time with its offset like "2026-10-14T09:00:00+05:30"',
      ),
  ])
  .transform((value, ctx) => {
    const date =
      value instanceof Date ? value : new Date(/T|\s\d/.test(value) ? value.replace(" ", "T") : `${value}T00:00:00Z`)
    if (Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: "custom", message: "is not a real date" })
      return z.NEVER
    }
    return date
  })

/** A field for text: trimmed, not empty. */
export const text = z.string().trim().min(1, "must not be empty")
/** A file beside the article: "./cover.png" (PNG, JPEG or WebP). */
export const relativeImage = (what: string) =>
  z
    .string()
    .regex(/^\.\/[^/\\]+\.(?:png|jpe?g|webp)$/i, `must name ${what} beside it, such as ./cover.png (PNG, JPEG or WebP)`)

/**
 * The fields every kind of article starts with (title, description, date, updated), in the editor's order, and the
 * ones it ends with (draft, publishing); the words name the kind's article ("post", "story", "entry").
 */
export function articleOpening(noun: string) {
  return {
    title: text.max(70, "must be at most 70 characters (it is the page title and the social card)").meta({
      title: "Title",
      description: `At most 70 characters: the ${noun}'s heading, the browser tab and the social card; sentence case`,
    }),
    description: text
      .min(120, "must be between 120 and 160 characters long")
      .max(160, "must be between 120 and 160 characters long")
      .meta({
        widget: "text",
        title: "Description",
        description: "120 to 160 characters: the summary in lists, feeds and search results",
      }),
    date: instant.meta({
      title: "Date",
      description: `When the ${noun} is published. A future date keeps it off the site until then (it goes live at the next build after it).`,
    }),
    updated: instant.optional().meta({
      title: "Updated",
      description:
        "Only for a substantive revision: shown beside the date, and what search engines see as its last change",
    }),
  }
}
export function articleClosing(noun: string) {
  return {
    draft: z
      .boolean()
      .default(false)
      .meta({
        title: "Draft",
        description: `A draft ${noun} is only on pull request previews, never on the site`,
      }),
    ...publishing,
  }
}

/** `updated` must not come before `date`. */
export function updatedAfterDate(article: { date: Date; updated?: Date | undefined }, ctx: z.RefinementCtx): void {
  if (article.updated && article.updated.getTime() < article.date.getTime())
    ctx.addIssue({ code: "custom", path: ["updated"], message: "must not be before date" })
}

const { title, description, date, updated } = articleOpening("post")
const { draft } = articleClosing("post")
export const articleFrontmatterSchema = z
  .strictObject({
    title,
    description,
    date,
    updated,
    authors: z
      .array(id)
      .min(1, "must name at least one author")
      .meta({ title: "Authors", relation: "authors", description: "Ids of content/authors/*.yaml" }),
    tags: z
      .array(id)
      .min(1, "must name at least one tag")
      .max(5, "may name at most 5 tags")
      .meta({ title: "Tags", relation: "tags", description: "1 to 5 ids of content/tags/*.yaml" }),
    series: id.optional().meta({
      title: "Series",
      relation: "series",
      description: "The id of a content/series/*.yaml; parts are ordered by date",
    }),
    cover: relativeImage("an image").meta({
      widget: "image",
      title: "Cover image",
      description: "Beside the post, at least 1200 pixels wide: the top of the post and its card in lists",
    }),
    coverAlt: text.meta({
      title: "Cover description",
      description: "What the cover shows, for people who cannot see it",
    }),
    draft,
    canonical: z
      .url({ protocol: /^https$/, message: "must be an absolute https:// address" })
      .optional()
      .meta({
        title: "Originally published at",
        description: "Only for a post first published elsewhere: its address there (search engines credit that one)",
      }),
    related: z.array(id).default([]).meta({
      title: "Related posts",
      relation: "blog",
      description: "Posts shown first under “Related”, by their address",
    }),
    ...publishing,
  })
  .superRefine(updatedAfterDate)
export type ArticleFrontmatter = z.infer<typeof articleFrontmatterSchema>

export const authorSchema = z.strictObject({
  name: text.meta({ title: "Name" }),
  role: text.meta({ title: "Role", description: "Their job, as shown under their name" }),
  photo: relativeImage("a picture").meta({
    widget: "image",
    title: "Picture",
    description: "A drawn avatar beside the file (content/authors/<id>.png), never a photo of a real person",
  }),
  bio: text
    .min(80, "must be between 80 and 300 characters long")
    .max(300, "must be between 80 and 300 characters long")
    .meta({ widget: "text", title: "Bio", description: "One to three sentences, 80 to 300 characters" }),
  links: z
    .array(
      z.strictObject({
        label: text.meta({ title: "Label" }),
        url: z.url({ protocol: /^https$/, message: "must be an absolute https:// address" }).meta({ title: "Address" }),
      }),
    )
    .default([])
    .meta({ title: "Links", description: "Their profiles elsewhere" }),
  ...publishing,
})
export type Author = z.infer<typeof authorSchema>

export const tagSchema = z.strictObject({
  name: text.meta({ title: "Name" }),
  description: text
    .min(50, "must be at least 50 characters long")
    .meta({ widget: "text", title: "Description", description: "At least 50 characters: shown on the tag's page" }),
  ...publishing,
})
export type Tag = z.infer<typeof tagSchema>

export const seriesSchema = z.strictObject({
  title: text.meta({ title: "Title" }),
  description: text
    .min(50, "must be at least 50 characters long")
    .meta({ widget: "text", title: "Description", description: "At least 50 characters about the series" }),
  ...publishing,
})
export type Series = z.infer<typeof seriesSchema>

/** The data collections articles refer to, each a folder of YAML files named by id (content/<dir>/<id>.yaml). */
export const ARTICLE_DATA = {
  authors: { dir: "authors", schema: authorSchema, nodeType: "ArticleAuthor", idField: "authorId", noun: "author" },
  tags: { dir: "tags", schema: tagSchema, nodeType: "ArticleTag", idField: "tagId", noun: "tag" },
  series: { dir: "series", schema: seriesSchema, nodeType: "ArticleSeries", idField: "seriesId", noun: "series" },
} as const
export type ArticleDataName = keyof typeof ARTICLE_DATA
