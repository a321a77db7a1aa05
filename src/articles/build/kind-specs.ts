// What each kind of article adds to the shared machinery (src/articles/kinds.ts has its routes and words): its front
// matter schema, the checks a schema cannot make (references to other files, the files beside it), its facets'
// values (a post's tags and authors, a story's industry and size, an entry's type) and the names of those values,
// and its templates. The checks (check.ts), the plan (plan.ts), the nodes (nodes.ts), the feeds and the cards read
// these and nothing kind-specific besides.
import fs from "fs"
import path from "path"
import type { z } from "zod"
import { blog, changelog, customers, type ArticleKind, type ArticleKindId } from "../kinds"
import { ARTICLE_DATA, type ArticleDataName } from "../schema"
import { ARTICLE_SCHEMAS } from "../schemas"
import { STORY_SECTIONS } from "../customers/schema"
import { INDUSTRIES, SIZES, sizeSlug } from "../customers/vocabulary"
import { CHANGE_TYPES } from "../changelog/vocabulary"
import { checkSvg } from "./svg"

/** What every kind's front matter has once parsed. */
export type CommonFrontmatter = {
  title: string
  description: string
  date: Date
  updated?: Date | undefined
  draft: boolean
}

/** The names of things in other files a front matter may refer to. */
export type References = {
  /** Authors, tags and series by id (content/<dir>/<id>.yaml). */
  data: Record<ArticleDataName, ReadonlyMap<string, { name: string }>>
  /** content/pricing.yaml's plan names. */
  plans: ReadonlySet<string>
  /** content/features.yaml's feature titles. */
  features: ReadonlySet<string>
}

export type CheckInput = {
  /** The file as messages name it: content/customers/x/index.md. */
  where: string
  /** The folder the file is in (absolute): what "./logo.svg" is beside. */
  dir: string
  /** Its Markdown text. */
  markdown: string
  references: References
}

/** A value of a facet that has pages: its id in the address, its name and the lead of its page. */
export type FacetEntry = { id: string; name: string; description: string }

export type KindSpec = {
  kind: ArticleKind
  schema: z.ZodType<CommonFrontmatter & Record<string, unknown>>
  /** Problems the schema cannot see, each a full message naming the file and the field. */
  check: (front: Record<string, unknown>, input: CheckInput) => string[]
  /** Site paths the front matter links to (the text's are read from the Markdown): each must lead to a page. */
  links: (front: Record<string, unknown>) => Array<{ field: string; href: string }>
  /** The article's value(s) of each facet. */
  facets: (front: Record<string, unknown>) => Record<string, string[]>
  /**
   * The values of each facet that get a page. `present` are the values some article in the build has: a blog tag or
   * author has its page whatever its posts (its description is the page), a changelog type too (its feeds are a
   * stable address); a story's industry or size only once a story has it.
   */
  catalogue: (references: References, present: Record<string, ReadonlySet<string>>) => Record<string, FacetEntry[]>
  /** The blog's own: the slugs shown first among related articles, the series, the address it was first published at. */
  related: (front: Record<string, unknown>) => { related: string[]; series: string | null; canonical: string | null }
  /** Kept out of search engines even when published (an invented example story). */
  noindex: (front: Record<string, unknown>) => boolean
  /** How many related articles its page shows (none: 0), and what they are scored on besides the series and time. */
  relatedCount: number
  relatedOn: (front: Record<string, unknown>) => string[]
  /** The page templates: the article's, the list's and each facet's (src/articles/…). */
  templates: { article: string; list: string; facets: Record<string, string> }
}

const templates = path.resolve(__dirname, "..")
const file = (relative: string) => path.join(templates, relative)
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : [])
const A_NOUN: Record<ArticleDataName, string> = { authors: "an author", tags: "a tag", series: "a series" }
const noRelated = () => ({ related: [], series: null, canonical: null })

/** "./x.png" in front matter field `field` must be a file beside the article. */
function fileBeside(input: CheckInput, field: string, relative: string | undefined): string[] {
  if (!relative || fs.existsSync(path.resolve(input.dir, relative))) return []
  return [`${input.where}: front matter field "${field}" points to ${relative}, which does not exist`]
}

/** Each [field, plan name] must be a plan of content/pricing.yaml. */
function plansKnown(input: CheckInput, named: ReadonlyArray<readonly [string, string]>): string[] {
  return named
    .filter(([, plan]) => !input.references.plans.has(plan))
    .map(
      ([field, plan]) =>
        `${input.where}: front matter field "${field}" names the plan "${plan}", which is not in content/pricing.yaml (its plans: ${[...input.references.plans].join(", ")})`,
    )
}

/** The text's second-level headings, outside code. */
const h2s = (markdown: string) =>
  [...markdown.replace(/```[\s\S]*?```|~~~[\s\S]*?~~~/g, "").matchAll(/^##[ \t]+(.+?)[ \t#]*$/gm)].map((m) =>
    m[1]!.trim(),
  )

export const blogSpec: KindSpec = {
  kind: blog,
  schema: ARTICLE_SCHEMAS.blog,
  check: (front, input) => {
    const errors = fileBeside(input, "cover", front.cover as string)
    for (const field of ["authors", "tags", "series"] as const) {
      const ids = field === "series" ? strings(front.series ? [front.series] : []) : strings(front[field])
      for (const id of ids)
        if (!input.references.data[field].has(id))
          errors.push(
            `${input.where}: front matter field "${field}" names "${id}", which is not ${A_NOUN[field]} (no content/${ARTICLE_DATA[field].dir}/${id}.yaml)`,
          )
    }
    return errors
  },
  links: () => [],
  facets: (front) => ({ tags: strings(front.tags), authors: strings(front.authors) }),
  catalogue: (references) => ({
    tags: [...references.data.tags].map(([id, tag]) => ({ id, name: tag.name, description: "" })),
    authors: [...references.data.authors].map(([id, author]) => ({ id, name: author.name, description: "" })),
  }),
  related: (front) => ({
    related: strings(front.related),
    series: typeof front.series === "string" ? front.series : null,
    canonical: typeof front.canonical === "string" ? front.canonical : null,
  }),
  noindex: () => false,
  relatedCount: 3,
  relatedOn: (front) => strings(front.tags),
  templates: {
    article: file("templates/article-page.tsx"),
    list: file("templates/article-list-page.tsx"),
    facets: { tags: file("templates/article-tag-page.tsx"), authors: file("templates/article-author-page.tsx") },
  },
}

export const customersSpec: KindSpec = {
  kind: customers,
  schema: ARTICLE_SCHEMAS.customers,
  check: (front, input) => {
    const errors: string[] = []
    for (const field of ["logo", "logoDark"]) {
      const relative = front[field] as string
      const absolute = path.resolve(input.dir, relative)
      if (!fs.existsSync(absolute)) {
        errors.push(...fileBeside(input, field, relative))
        continue
      }
      const svg = checkSvg(fs.readFileSync(absolute, "utf8"))
      if (!svg.ok) errors.push(`${input.where}: front matter field "${field}": ${relative} ${svg.problem}`)
    }
    errors.push(...plansKnown(input, [["plan", String(front.plan)]]))
    strings(front.features).forEach((feature, index) => {
      if (!input.references.features.has(feature))
        errors.push(
          `${input.where}: front matter field "features.${index}" names "${feature}", which is not a feature in content/features.yaml (its features: ${[...input.references.features].join(", ")})`,
        )
    })
    ;(front.quotes as Array<{ photo?: string }>).forEach((quote, index) =>
      errors.push(...fileBeside(input, `quotes.${index}.photo`, quote.photo)),
    )
    const headings = h2s(input.markdown)
    const found = STORY_SECTIONS.map((section) => headings.indexOf(section))
    const missing = STORY_SECTIONS.filter((_, index) => found[index]! < 0)
    if (missing.length)
      errors.push(
        `${input.where}: the text has no ${missing.map((section) => `"## ${section}"`).join(", ")} section (a story has ## Challenge, ## Solution and ## Results, in that order)`,
      )
    else if (found.some((position, index) => index > 0 && position < found[index - 1]!))
      errors.push(`${input.where}: the text's sections must come in this order: ## Challenge, ## Solution, ## Results`)
    return errors
  },
  links: () => [],
  facets: (front) => ({ industry: [String(front.industry)], size: [sizeSlug(String(front.size))] }),
  catalogue: (_references, present) => ({
    industry: INDUSTRIES.filter((industry) => present.industry?.has(industry.id)).map((industry) => ({
      id: industry.id,
      name: industry.name,
      description: industry.description,
    })),
    size: SIZES.filter((size) => present.size?.has(size.id)).map(({ id, name, description }) => ({
      id,
      name,
      description,
    })),
  }),
  related: noRelated,
  noindex: (front) => front.example === true,
  // "More customer stories": those sharing the industry and the features used score highest.
  relatedCount: 3,
  relatedOn: (front) => [`industry:${String(front.industry)}`, ...strings(front.features)],
  templates: {
    article: file("customers/templates/story-page.tsx"),
    list: file("customers/templates/story-list-page.tsx"),
    facets: {
      industry: file("customers/templates/story-list-page.tsx"),
      size: file("customers/templates/story-list-page.tsx"),
    },
  },
}

export const changelogSpec: KindSpec = {
  kind: changelog,
  schema: ARTICLE_SCHEMAS.changelog,
  check: (front, input) => {
    const errors = plansKnown(
      input,
      strings(front.plans).map((plan, index) => [`plans.${index}`, plan] as const),
    )
    ;(front.media as Array<{ image: string }>).forEach((media, index) =>
      errors.push(...fileBeside(input, `media.${index}.image`, media.image)),
    )
    return errors
  },
  links: (front) =>
    typeof front.docs === "string" && front.docs.startsWith("/") ? [{ field: "docs", href: front.docs }] : [],
  facets: (front) => ({ type: [String(front.type)] }),
  catalogue: () => ({
    type: CHANGE_TYPES.map((type) => ({ id: type.id, name: type.name, description: type.description })),
  }),
  related: noRelated,
  noindex: () => false,
  // An entry's page links to the newer and the older entry instead.
  relatedCount: 0,
  relatedOn: () => [],
  templates: {
    article: file("changelog/templates/entry-page.tsx"),
    list: file("changelog/templates/changelog-list-page.tsx"),
    facets: { type: file("changelog/templates/changelog-list-page.tsx") },
  },
}

export const KIND_SPECS: Record<ArticleKindId, KindSpec> = {
  blog: blogSpec,
  customers: customersSpec,
  changelog: changelogSpec,
}

export const specOf = (kind: ArticleKind): KindSpec => KIND_SPECS[kind.id]
