// What gatsby/pages.ts does for a page built from sections (src/sections/registry.ts): checks what its sections name
// by reference (a story, a feature, a comparison, a tag), and gives the page its context: the ids of the nodes its
// query fetches and the files of its pictures, and for each section which of them are its own, its island and its
// height below the fold. The rules are each type's (src/sections/types/<type>/section.ts), run by resolve.ts as the
// editor's preview runs them; here they resolve against what is published in this build (the articles' plan decides,
// as for every list of the site). Ids and paths only: the page's query reads the stories, posts, features and facts
// where they live (src/sections/sections-page-data.ts).
import path from "path"
import type { Node } from "gatsby"
import type { Section } from "../registry"
import { rulesOf } from "../registry"
import { resolveSections } from "../resolve"
import type { Catalogue, ReferenceSource, SectionRefs } from "../types/define-section"
import { blog, changelog, customers, type ArticleKind } from "../../articles/kinds"
import type { ArticleSet, CheckedArticle } from "../../articles/build/check"
import type { ArticlePlan } from "../../articles/build/plan"

export type { SectionRefs }

type NodeApi = { getNodesByType: (type: string) => Node[]; getNode: (id: string) => Node | undefined }
export type SectionsPage = { file: string; slug?: string | undefined; sections?: Section[] | undefined }

/** Where comparisons live (content/comparisons/<id>.yaml), and their node type (gatsby-config names YAML types). */
export const COMPARISONS_DIR = "comparisons"
export const COMPARISON_TYPE = "ComparisonYaml"

/** The page whose sections after the first screen the browser skips, at their types' measured heights. */
const HOME = "/"

export type SectionsContext = {
  /** Stories whose logos or quotes a customers section shows. */
  storyIds: string[]
  /** Articles of any kind an articles section lists. */
  articleIds: string[]
  comparisonIds: string[]
  /** Whether a section shows features.yaml's features or pricing.yaml's plans: the query fetches them only then. */
  withFeatures: boolean
  withPricing: boolean
  /** The pictures' paths in the content folder (images/hero.png). */
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
export function sectionCatalogue(api: NodeApi, set: ArticleSet): Catalogue {
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

/** A message for each reference a page's sections make to something that does not exist. */
export function sectionReferenceErrors(page: SectionsPage, catalogue: Catalogue): string[] {
  return (page.sections ?? []).flatMap((section, index) =>
    (rulesOf(section).check?.(section, catalogue) ?? []).map(
      ({ field, value, what }) =>
        `${page.file}: section ${index + 1} (${section.type}): field "${field}" names "${value}", ${what}`,
    ),
  )
}

const KINDS: Record<"blog" | "customers" | "changelog", ArticleKind> = { blog, customers, changelog }

/**
 * The page's context: what its query fetches, and which of it each section shows. A picture is named by its path in
 * `contentDir` (images/hero.png), as the query finds it among the content source's files: never by the build
 * machine's own path, which the page's data would carry to every visitor.
 */
export function sectionsContext(page: SectionsPage, plan: ArticlePlan, contentDir: string): SectionsContext {
  const published = (kind: ArticleKind): CheckedArticle[] => plan.published.get(kind) ?? []
  const liveStories = new Map(published(customers).map((story) => [story.slug, story.id]))
  const pageDir = path.dirname(path.resolve(page.file))
  const fetched = {
    storyIds: new Set<string>(),
    articleIds: new Set<string>(),
    comparisonIds: new Set<string>(),
    heroImages: new Set<string>(),
    rowImages: new Set<string>(),
    features: false,
  }
  const source: ReferenceSource = {
    story: (slug) => liveStories.get(slug),
    stories: () => published(customers).map((story) => story.id),
    articles: (kind) => published(KINDS[kind]).map((article) => ({ id: article.id, tags: article.facets.tags ?? [] })),
    image: (file, use) => {
      const inContent = path.relative(contentDir, path.resolve(pageDir, file)).split(path.sep).join("/")
      fetched[use === "hero" ? "heroImages" : "rowImages"].add(inContent)
      return inContent
    },
    feature: () => {
      fetched.features = true
    },
    comparison: (id) => Boolean(fetched.comparisonIds.add(id)),
  }
  const { sections, refs } = resolveSections(page.sections ?? [], source, { skipBelowFold: page.slug === HOME })
  for (const ref of refs) {
    for (const id of [...(ref.stories ?? []), ...(ref.quote ? [ref.quote] : [])]) fetched.storyIds.add(id)
    for (const id of ref.articles ?? []) fetched.articleIds.add(id)
  }
  return {
    storyIds: [...fetched.storyIds],
    articleIds: [...fetched.articleIds],
    comparisonIds: [...fetched.comparisonIds],
    withFeatures: fetched.features,
    withPricing: refs.some((ref) => ref.island?.frame === "pricing"),
    heroImages: [...fetched.heroImages],
    rowImages: [...fetched.rowImages],
    sectionRefs: refs,
    sections,
  }
}
