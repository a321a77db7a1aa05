// What gatsby/pages.ts does for a page built from sections (schema/sections.ts): checks what its sections name by
// reference (a story, a feature, a comparison, a tag), and gives the page its context: the ids of the nodes its query
// fetches and the files of its pictures, and for each section which of them are its own. Ids and paths only: the
// page's query reads the stories, posts, features and facts where they live (src/templates/sections-page.tsx), and
// only what is published in this build (the articles' plan decides, as for every list of the site).
import path from "path"
import type { Node } from "gatsby"
import type { Section } from "../../../schema/sections"
import { blog, changelog, customers, type ArticleKind } from "../../articles/kinds"
import type { ArticleSet, CheckedArticle } from "../../articles/build/check"
import type { ArticlePlan } from "../../articles/build/plan"

type NodeApi = { getNodesByType: (type: string) => Node[]; getNode: (id: string) => Node | undefined }
export type SectionsPage = { file: string; sections?: Section[] | undefined }

/** Where comparisons live (content/comparisons/<id>.yaml), and their node type (gatsby-config names YAML types). */
export const COMPARISONS_DIR = "comparisons"
export const COMPARISON_TYPE = "ComparisonYaml"

/** Which of the page's referenced nodes and pictures each section shows (by position). */
export type SectionRefs = {
  /** Stories: a customers section's logos, newest first when it names none. */
  stories?: string[]
  /** The story whose first quote a customers section shows ("" when it is not published). */
  quote?: string
  /** An articles section's articles, newest first. */
  articles?: string[]
  /** The section's pictures (absolute paths): the hero's, or each row's. */
  images?: string[]
}

export type SectionsContext = {
  /** Stories whose logos or quotes a customers section shows. */
  storyIds: string[]
  /** Articles of any kind an articles section lists. */
  articleIds: string[]
  comparisonIds: string[]
  heroImages: string[]
  rowImages: string[]
  sectionRefs: SectionRefs[]
  /**
   * The page's sections as the page shows them, in its page data: a story a customers section names that is not
   * published in this build (a draft, or dated after the build's clock) is left out, so its name reaches no output.
   */
  sections: Section[]
}

/** Features' ids (content/features.yaml), comparisons' ids (file names) and tags' ids, for the reference checks. */
export function sectionCatalogue(api: NodeApi, set: ArticleSet) {
  const features = new Set(
    api
      .getNodesByType("FeaturesYaml")
      .flatMap((node) => (node.features as Array<{ id?: unknown }> | undefined) ?? [])
      .flatMap((feature) => (typeof feature.id === "string" ? [feature.id] : [])),
  )
  // A comparison's id is its file's name: a field the schema resolves (@fileName), not one the node carries.
  const comparisons = new Set(
    api.getNodesByType(COMPARISON_TYPE).flatMap((node) => {
      const name = node.parent ? api.getNode(node.parent)?.name : undefined
      return typeof name === "string" ? [name] : []
    }),
  )
  const stories = new Set((set.byKind.get(customers) ?? []).map((story) => story.slug))
  const tags = new Set(set.data.tags.keys())
  return { features, comparisons, stories, tags }
}

type Catalogue = ReturnType<typeof sectionCatalogue>

/** A message for each reference a page's sections make to something that does not exist. */
export function sectionReferenceErrors(page: SectionsPage, catalogue: Catalogue): string[] {
  const errors: string[] = []
  const missing = (index: number, section: Section, field: string, value: string, what: string) =>
    errors.push(`${page.file}: section ${index + 1} (${section.type}): field "${field}" names "${value}", ${what}`)
  page.sections?.forEach((section, index) => {
    switch (section.type) {
      case "features":
        section.features.forEach((id, i) => {
          if (!catalogue.features.has(id))
            missing(index, section, `features.${i}`, id, "which is no feature's id in content/features.yaml")
        })
        break
      case "customers":
        section.stories?.forEach((slug, i) => {
          if (!catalogue.stories.has(slug))
            missing(
              index,
              section,
              `stories.${i}`,
              slug,
              `which is not a customer story (no content/customers/${slug}/)`,
            )
        })
        if (section.quote && !catalogue.stories.has(section.quote))
          missing(
            index,
            section,
            "quote",
            section.quote,
            `which is not a customer story (no content/customers/${section.quote}/)`,
          )
        break
      case "comparison":
        if (!catalogue.comparisons.has(section.alternative))
          missing(
            index,
            section,
            "alternative",
            section.alternative,
            `which has no content/comparisons/${section.alternative}.yaml`,
          )
        break
      case "articles":
        if (section.tag && !catalogue.tags.has(section.tag))
          missing(index, section, "tag", section.tag, `which is no tag (no content/tags/${section.tag}.yaml)`)
        break
      default:
        break
    }
  })
  return errors
}

/** A section with what it names that is not published in this build left out (stories, by slug). */
function shownSection(section: Section, liveStories: ReadonlyMap<string, string>): Section {
  if (section.type !== "customers") return section
  const { stories, quote, ...rest } = section
  return {
    ...rest,
    ...(stories ? { stories: stories.filter((slug) => liveStories.has(slug)) } : {}),
    ...(quote && liveStories.has(quote) ? { quote } : {}),
  }
}

const KINDS: Record<"blog" | "customers" | "changelog", ArticleKind> = { blog, customers, changelog }

/** The page's context: what its query fetches, and which of it each section shows. */
export function sectionsContext(page: SectionsPage, plan: ArticlePlan): SectionsContext {
  const published = (kind: ArticleKind): CheckedArticle[] => plan.published.get(kind) ?? []
  const liveStories = new Map(published(customers).map((story) => [story.slug, story.id]))
  const pageDir = path.dirname(path.resolve(page.file))
  const context: SectionsContext = {
    storyIds: [],
    articleIds: [],
    comparisonIds: [],
    heroImages: [],
    rowImages: [],
    sectionRefs: [],
    sections: [],
  }
  for (const section of page.sections ?? []) {
    context.sections.push(shownSection(section, liveStories))
    const refs: SectionRefs = {}
    switch (section.type) {
      case "hero":
        if (section.image) context.heroImages.push(...(refs.images = [path.resolve(pageDir, section.image)]))
        break
      case "media-rows":
        context.rowImages.push(...(refs.images = section.items.map((item) => path.resolve(pageDir, item.image))))
        break
      case "customers":
        refs.stories = section.stories
          ? section.stories.flatMap((slug) => liveStories.get(slug) ?? [])
          : published(customers).map((story) => story.id)
        refs.quote = (section.quote && liveStories.get(section.quote)) || ""
        context.storyIds.push(...refs.stories, ...(refs.quote ? [refs.quote] : []))
        break
      case "comparison":
        context.comparisonIds.push(section.alternative)
        break
      case "articles": {
        const kind = KINDS[section.kind]
        refs.articles = published(kind)
          .filter((article) => !section.tag || (article.facets.tags ?? []).includes(section.tag))
          .slice(0, section.count)
          .map((article) => article.id)
        context.articleIds.push(...refs.articles)
        break
      }
      default:
        break
    }
    context.sectionRefs.push(refs)
  }
  for (const key of ["storyIds", "articleIds", "comparisonIds", "heroImages", "rowImages"] as const)
    context[key] = [...new Set(context[key])]
  return context
}
