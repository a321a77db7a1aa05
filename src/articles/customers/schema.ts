// A customer story's front matter (content/customers/<slug>/index.md): the company and its logo, where it works and
// how big it is, what it uses, what changed in numbers and in its people's words. The build checks every story
// against this (src/articles/build/check.ts), plus what a schema cannot know (the plan and features against
// pricing.yaml and features.yaml, the logos' viewBox: build/kind-specs.ts); the editor is generated from it.
import { z } from "zod"
import { EMPLOYEE_RANGE_VALUES } from "../../../contracts/employee-ranges"
import { articleClosing, articleOpening, relativeImage, text, updatedAfterDate } from "../schema"
import { INDUSTRY_IDS } from "./vocabulary"

const relativeSvg = (what: string) =>
  z.string().regex(/^\.\/[^/\\]+\.svg$/i, `must name ${what} beside the story, such as ./logo.svg (an SVG file)`)

export const metricSchema = z.strictObject({
  value: z.number().meta({
    title: "Value",
    description: "The number alone: -38 for a 38 % fall, 4.2 for 4.2 hours",
  }),
  unit: text.max(16, "must be at most 16 characters").meta({
    title: "Unit",
    description: "%, hours, days, × …: shown right after the number",
  }),
  label: text.max(60, "must be at most 60 characters").meta({
    title: "What it measures",
    description: "Shown under the number, such as “overtime hours in the first quarter”",
  }),
})
export type Metric = z.infer<typeof metricSchema>

export const quoteSchema = z.strictObject({
  text: text.max(400, "must be at most 400 characters").meta({
    widget: "text",
    title: "Quote",
    description: "Their words, without quotation marks",
  }),
  name: text.meta({ title: "Name", description: "Who said it" }),
  role: text.meta({ title: "Role", description: "Their job and, when it helps, where: “Head of Operations”" }),
  photo: relativeImage("a picture").optional().meta({
    widget: "image",
    title: "Picture",
    description: "Optional, beside the story: a drawn avatar, or a photo the person agreed to",
  }),
})
export type Quote = z.infer<typeof quoteSchema>

const { title, description, date, updated } = articleOpening("story")
const { draft, publishAt } = articleClosing("story")

export const storyFrontmatterSchema = z
  .strictObject({
    title,
    description,
    date,
    updated,
    company: text.max(60, "must be at most 60 characters").meta({
      title: "Company",
      description: "The customer's name as they write it",
    }),
    logo: relativeSvg("the logo").meta({
      widget: "image",
      title: "Logo",
      description:
        "An SVG beside the story with a viewBox, dark marks for light backgrounds (cards, the logo wall, the story)",
    }),
    logoDark: relativeSvg("the logo for dark backgrounds").meta({
      widget: "image",
      title: "Logo on dark",
      description: "The same logo in light marks, for dark backgrounds (the social card)",
    }),
    industry: z.enum(INDUSTRY_IDS).meta({ title: "Industry" }),
    size: z.enum(EMPLOYEE_RANGE_VALUES).meta({
      title: "Company size",
      description: "Employees, in the early-access form's ranges",
    }),
    region: text.max(60, "must be at most 60 characters").meta({
      title: "Region",
      description: "Where the team works: a city, a state or a country",
    }),
    plan: text.meta({ title: "Plan", relation: "plans", description: "One of the plans in pricing.yaml" }),
    features: z.array(text).min(1, "must name at least one feature").meta({
      title: "Features used",
      relation: "features",
      description: "Titles of features in features.yaml",
    }),
    metrics: z.array(metricSchema).min(1, "must have at least one metric (value, unit and label)").meta({
      title: "Metrics",
      description: "What changed, in numbers; the first is the story's lead (its card and social card)",
    }),
    quotes: z
      .array(quoteSchema)
      .min(1, "must have at least one quote, with the name and role of who said it")
      .meta({ title: "Quotes", description: "The first is shown at the top of the story" }),
    example: z.boolean().default(false).meta({
      title: "Example",
      description:
        "An invented story: the story, its card and its logo carry an “Example” label, and search engines are asked not to index it",
    }),
    draft,
    publishAt,
  })
  .superRefine(updatedAfterDate)
export type StoryFrontmatter = z.infer<typeof storyFrontmatterSchema>

/** The sections every story has, in this order (second-level headings of its text). */
export const STORY_SECTIONS = ["Challenge", "Solution", "Results"] as const
