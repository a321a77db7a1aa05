// What the site's sections (src/sections/sections.tsx) get from a page's query, made in the editor from the entry and
// the editor's other entries instead (cms/previews/sections-preview.tsx): the features of features.yaml, the plans of
// pricing.yaml, the stories, the comparisons and the articles a section names, and its pictures as the editor holds
// them (plain image data from Decap's getAsset, no build-time sizes). Pure, so it is unit-tested.
// What cannot be drawn yet is said where it would be, in the site's own components:
// - a section the schema does not accept yet (a heading still empty) is a note in its place naming the section and
//   the field, with the build's words;
// - a feature or a story it names that the editor does not have is a card or a logo saying so; a comparison, a note;
// - a story's logo is its company's name (a logo is a file beside the story, which the editor cannot reach from
//   another entry's preview).
import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { z } from "zod"
import { SECTION_SCHEMAS, type Section, type SectionType } from "../../schema/sections"
import { resolveSections } from "../../src/sections/resolve"
import type { ReferenceSource } from "../../src/sections/types/define-section"
import type { SectionsData } from "../../src/sections/sections-page-data"
import type { SectionsPageContext } from "../../src/sections/sections"
import type { PricingContent } from "../../src/pricing/pricing-fragment"
import { ARTICLE_KINDS, articlePaths, customers, type ArticleKindId } from "../../src/articles/kinds"
import { isPublished } from "../../src/articles/publication"
import { fromEntrySlug } from "../paths"
import { valuesToFile } from "../schema-values"

type Data = Record<string, unknown>

export type PreviewStory = {
  company?: string
  example?: boolean
  date?: string
  draft?: boolean
  quotes?: Array<{ text: string; name: string; role: string }>
}
export type PreviewArticle = { title?: string; description?: string; date?: string; draft?: boolean; tags?: string[] }
export type PreviewComparison = {
  name?: string
  facts?: Array<{ topic: string; us: string; them: string; source: string; checked: unknown }>
}
type Feature = { id: string; title: string; summary: string; points: ReadonlyArray<string> }

/** The editor's other entries a page's sections draw from, each by its entry slug ("kestrel-fresh-markets/index"). */
export type PreviewSources = {
  features: ReadonlyArray<Partial<Feature>> | null
  pricing: PricingContent | null
  site: { siteUrl?: string; productName?: string; description?: string; language?: string } | null
  stories: ReadonlyMap<string, PreviewStory>
  comparisons: ReadonlyMap<string, PreviewComparison>
  articles: Partial<Record<ArticleKindId, ReadonlyMap<string, PreviewArticle>>>
  /** A picture as the section names it ("../images/hero.png"), as image data the site's components draw. */
  image: (path: string) => IGatsbyImageData | null
  /** A comparison fact's date as the page's data carries it ("2026-10-14"); the section writes it in the page's language. */
  day: (value: unknown) => string | null
  now: Date
}

export type SectionsPreview = { sections: Section[]; data: SectionsData; context: SectionsPageContext }

const label = (type: SectionType) =>
  (SECTION_SCHEMAS[type] as z.ZodType).meta()?.title ?? type.charAt(0).toUpperCase() + type.slice(1)

/** A note drawn in a section's place, as a text section. */
const note = (text: string): Section => ({ type: "rich-text", body: `> ${text}` })

/** What the schema says is missing or wrong in a section, in the build's words. */
function problems(issues: z.core.$ZodIssue[]): string {
  return issues
    .map((issue) => {
      const message = issue.code === "invalid_type" && issue.input === undefined ? "is required" : issue.message
      return issue.path.length ? `field "${issue.path.join(".")}" ${message}` : message
    })
    .join("; ")
}

/** Each section as the build would read it (its defaults in), or a note saying what it still needs. */
function checked(raw: unknown, index: number): Section {
  const type = raw && typeof raw === "object" ? (raw as Data).type : undefined
  if (typeof type !== "string" || !(type in SECTION_SCHEMAS))
    return note(`**Section ${index + 1}** has no type the site knows.`)
  const schema = SECTION_SCHEMAS[type as SectionType] as z.ZodType<Section>
  const parsed = schema.safeParse(valuesToFile(schema, raw), { reportInput: true })
  return parsed.success
    ? parsed.data
    : note(
        `**Section ${index + 1} (${label(type as SectionType)})** is not finished: ${problems(parsed.error.issues)}.`,
      )
}

const byDate = (a: { date?: string }, b: { date?: string }) =>
  new Date(b.date ?? 0).getTime() - new Date(a.date ?? 0).getTime()
const published = (article: { date?: string; draft?: boolean }, now: Date) =>
  article.date !== undefined && isPublished({ draft: article.draft === true, date: article.date }, now)

/** A stand-in logo: the company's name, drawn as an SVG (the site's logos are SVGs 40 px high). */
export function nameLogo(company: string): { url: string; width: number; height: number } {
  const width = Math.max(80, Math.round(company.length * 9.5) + 16)
  const escaped = company.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40" viewBox="0 0 ${width} 40"><text x="50%" y="26" text-anchor="middle" font-family="system-ui, sans-serif" font-size="16" font-weight="600" fill="#334155">${escaped}</text></svg>`
  return { url: `data:image/svg+xml,${encodeURIComponent(svg)}`, width, height: 40 }
}

/**
 * The kinds of articles the sections list, for the editor to load: the values of the fields their schemas mark as
 * naming a kind of articles (`reference: "articles-kind"`), their defaults in.
 */
export function articleKindsNamed(raw: ReadonlyArray<unknown>): ArticleKindId[] {
  const named = raw
    .map(checked)
    .flatMap((section) =>
      Object.entries((SECTION_SCHEMAS[section.type] as z.ZodObject<Record<string, z.ZodType>>).shape).flatMap(
        ([field, schema]) => (schema.meta()?.reference === "articles-kind" ? [(section as Data)[field]] : []),
      ),
    )
  return ARTICLE_KINDS.map((kind) => kind.id).filter((id) => named.includes(id))
}

export function sectionsPreview(raw: ReadonlyArray<unknown>, sources: PreviewSources): SectionsPreview {
  const sections = raw.map(checked)
  const features: Feature[] = (sources.features ?? []).flatMap((feature) =>
    feature.id ? [{ id: feature.id, title: "", summary: "", points: [], ...feature }] : [],
  )
  const storyNodes = new Map<string, SectionsData["stories"]["nodes"][number]>()
  const storyNode = (slug: string) => {
    const story = sources.stories.get(slug)
    const folder = String(fromEntrySlug(slug))
    const company = story?.company ?? `No story “${folder}”`
    const logo = nameLogo(company)
    const node = {
      id: slug,
      path: articlePaths(customers).article(folder),
      company,
      example: story?.example === true,
      logo: { publicURL: logo.url },
      logoBox: { width: logo.width, height: logo.height },
      quotes: story?.quotes ?? [],
    }
    storyNodes.set(slug, node)
    return slug
  }
  const articleNodes: Array<SectionsData["articles"]["nodes"][number]> = []
  const heroImages: Array<SectionsData["heroImages"]["nodes"][number]> = []
  const rowImages: Array<SectionsData["rowImages"]["nodes"][number]> = []
  const picture = (list: typeof heroImages, path: string) => {
    const image = sources.image(path)
    list.push({ relativePath: path, childImageSharp: image ? { gatsbyImageData: image } : null })
    return path
  }

  // The build's rules (src/sections/resolve.ts), against the editor's entries: a story or a feature the editor does
  // not have is a stand-in saying so; an article is one the editor has that is published now.
  const articleEntries = new Map<
    string,
    { kind: (typeof ARTICLE_KINDS)[number]; slug: string; article: PreviewArticle }
  >()
  const source: ReferenceSource = {
    story: (folder) => storyNode(`${folder}/index`),
    stories: () =>
      [...sources.stories.entries()]
        .filter(([, story]) => published(story, sources.now))
        .sort(([, a], [, b]) => byDate(a, b))
        .map(([slug]) => storyNode(slug)),
    articles: (kindId) => {
      const kind = ARTICLE_KINDS.find((candidate) => candidate.id === kindId)!
      return [...(sources.articles[kind.id] ?? new Map<string, PreviewArticle>()).entries()]
        .filter(([, article]) => published(article, sources.now))
        .sort(([, a], [, b]) => byDate(a, b))
        .map(([slug, article]) => {
          const id = `${kind.id}:${slug}`
          articleEntries.set(id, { kind, slug, article })
          return { id, tags: article.tags ?? [] }
        })
    },
    image: (path, use) => picture(use === "hero" ? heroImages : rowImages, path),
    feature: (id) => {
      if (!features.some((feature) => feature.id === id))
        features.push({ id, title: `No feature “${id}”`, summary: "content/features.yaml has no such id.", points: [] })
    },
    comparison: (id) => sources.comparisons.has(id),
  }
  const resolved = resolveSections(sections, source, { skipBelowFold: false })
  const refs = resolved.refs
  for (const id of new Set(refs.flatMap((ref) => ref.articles ?? []))) {
    const { kind, slug, article } = articleEntries.get(id)!
    articleNodes.push({
      id,
      path: articlePaths(kind).article(String(fromEntrySlug(slug))),
      title: article.title ?? "",
      description: article.description ?? "",
    })
  }

  const comparisonNodes = [...sources.comparisons.entries()].map(([slug, comparison]) => ({
    comparisonId: slug,
    name: comparison.name ?? slug,
    facts: (comparison.facts ?? []).map((fact) => ({ ...fact, checked: sources.day(fact.checked) ?? "" })),
  }))
  // What cannot be drawn yet (a comparison the editor does not have) is a note in its place.
  const shownSections = resolved.sections.map((section, index) => {
    const missing = refs[index]?.missing
    return missing ? note(`**Section ${index + 1} (${label(section.type)}):** ${missing}`) : section
  })

  const data: SectionsData = {
    markdownRemark: null,
    heroImages: { nodes: heroImages },
    rowImages: { nodes: rowImages },
    stories: { nodes: [...storyNodes.values()] },
    articles: { nodes: articleNodes },
    comparisons: { nodes: comparisonNodes },
    featuresYaml: { features },
    pricingYaml: sources.pricing,
    siteYaml: {
      siteUrl: sources.site?.siteUrl ?? "",
      productName: sources.site?.productName ?? "",
      description: sources.site?.description ?? "",
      language: sources.site?.language ?? "en",
    },
  }
  const context: SectionsPageContext = {
    id: "preview",
    storyIds: [...storyNodes.keys()],
    articleIds: articleNodes.map((node) => node.id),
    comparisonIds: comparisonNodes.map((node) => node.comparisonId),
    withFeatures: true,
    withPricing: true,
    heroImages: heroImages.map((node) => node.relativePath),
    rowImages: rowImages.map((node) => node.relativePath),
    sectionRefs: refs,
    sections: shownSections,
  }
  return { sections: shownSections, data, context }
}
