// The newest blog posts, customer stories or changelog entries (a blog post's tag may narrow them).
import { z } from "zod"
import { heading, id, intro, link } from "../../../../schema/section-fields"
import { defineSection } from "../define-section"

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

export const articles = defineSection({
  schema: articlesSection,
  check: ({ tag }, catalogue) =>
    tag && !catalogue.tags.has(tag)
      ? [{ field: "tag", value: tag, what: `which is no tag (no content/tags/${tag}.yaml)` }]
      : [],
  resolve: ({ kind, tag, count }, source) => ({
    articles: source
      .articles(kind)
      .filter((article) => !tag || article.tags.includes(tag))
      .slice(0, count)
      .map((article) => article.id),
  }),
  height: () => ({ base: 861.8, sm: 662.1, md: 632.5, lg: 450.2, xl: 450 }),
})
