// The editor's preview of a page built from sections (a landing page, the home page): drawn by the site's own
// machinery (src/sections/sections.tsx: each section by its type's component, the pricing with its switches, the
// request form), in the page's order as the writer arranges it, from the entry and the editor's other entries
// (cms/previews/sections-data.ts): features.yaml, pricing.yaml, site.yaml, form.yaml (the form's words), the stories,
// the comparisons and the articles a section names. Pictures are plain images from the editor (getAsset).
import { useEffect, useMemo, useState } from "react"
import { Sections } from "../../src/sections/sections"
import { EarlyAccessIsland } from "../../src/sections/early-access-island"
import type { ArticleKindId } from "../../src/articles/kinds"
import type { featuresSchema, FormWords, pricingSchema, siteSchema } from "../../schema/content"
import { PageLanguageContext } from "../../src/languages/language-context"
import type { z } from "zod"
import { collectionLanguage, COMPARISONS, translatedCollection } from "../paths"
import { overlay } from "../../schema/overlay"
import { translatedData } from "../../src/languages/data-words"
import { PreviewFrame } from "./preview-frame"
import { entryData, plainData, type PreviewProps } from "./preview-props"
import { useEntries } from "./article-preview"
import { formatDate, previewImage, pricingContent, useEntry } from "./previews"
import {
  articleKindsNamed,
  sectionsPreview,
  type PreviewArticle,
  type PreviewComparison,
  type PreviewSources,
  type PreviewStory,
} from "./sections-data"

/** Not a page's address: the site skips no section's height but the home page's (src/sections/skipped-heights.ts). */
const PREVIEW_PATH = "/admin/preview"

type ArticleSources = Partial<Record<ArticleKindId, ReadonlyMap<string, PreviewArticle>>>

/** The articles of every kind an articles section lists, loaded once the page has such a section. */
function useArticles(props: PreviewProps, kinds: ReadonlyArray<ArticleKindId>): ArticleSources {
  const [articles, setArticles] = useState<ArticleSources>({})
  const { getCollection } = props
  const wanted = kinds.join(" ")
  useEffect(() => {
    let live = true
    for (const kind of wanted ? wanted.split(" ") : []) {
      getCollection(kind).then(
        (list) => {
          const byId = new Map<string, PreviewArticle>()
          for (const item of Array.isArray(list) ? (list as unknown[]) : []) {
            const entry = item as { get: (key: string) => unknown }
            const slug = entry.get("slug")
            const plain = plainData(entry.get("data")) as PreviewArticle | null
            if (typeof slug === "string" && plain) byId.set(slug, plain)
          }
          if (live) setArticles((known) => ({ ...known, [kind]: byId }))
        },
        () => undefined,
      )
    }
    return () => {
      live = false
    }
  }, [getCollection, wanted])
  return articles
}

/** Where the form goes until its words have loaded. */
const NoForm = () => null

/**
 * A YAML file's entry in the page's language: the English, with the translation's entry (content/<code>/<file>, the
 * collection "<file>--<code>") laid over it as the build lays it, once both have loaded.
 */
function useWords<T>(
  props: PreviewProps,
  file: string,
  code: string | undefined,
  lay: (english: T, over: object) => T,
) {
  const english = useEntry<T>(props, file, file)
  const name = code ? translatedCollection(file, code) : null
  const translation = useEntry<object>(props, name, name)
  return useMemo<Partial<T> | null>(
    () => (english && translation ? lay(english as T, translation) : english),
    [english, translation, lay],
  )
}

type Features = z.infer<typeof featuresSchema>
type Pricing = z.infer<typeof pricingSchema>
/** A list's items found by their key, as the site's pages lay the translation (src/languages/data-words.ts). */
const layFeatures = (english: Features, over: object) =>
  translatedData({ featuresYaml: english }, { featuresYaml: over as Record<string, unknown> }).featuresYaml
const layPricing = (english: Pricing, over: object) =>
  translatedData({ pricingYaml: english }, { pricingYaml: over as Record<string, unknown> }).pricingYaml

export function SectionsPreview(props: PreviewProps) {
  const page = entryData<{ sections: unknown[] }>(props)
  const raw = Array.isArray(page.sections) ? page.sections : []
  // A translation's page (collection "landing-pages--hi") is drawn in its language, with the translated files' words.
  const { code } = collectionLanguage(String(props.entry.get("collection")))
  const features = useWords<Features>(props, "features", code, layFeatures)
  const pricing = useWords<Pricing>(props, "pricing", code, layPricing)
  const english = useWords<z.infer<typeof siteSchema>>(props, "site", code, overlay)
  const site = useMemo(() => (english && code ? { ...english, language: code } : english), [english, code])
  const formWords = useWords<FormWords>(props, "form", code, overlay)
  useEffect(() => {
    if (site?.language) props.document.documentElement.lang = site.language
  }, [props.document, site?.language])
  // One value while the entries stay the same: a new one each render would render the form's island again.
  const words = useMemo(
    () => (formWords?.form && site?.language ? { words: formWords as FormWords, locale: site.language } : null),
    [formWords, site?.language],
  )
  const stories = useEntries<PreviewStory>(props, "customers")
  const comparisons = useEntries<PreviewComparison>(props, COMPARISONS.name)
  const articles = useArticles(props, articleKindsNamed(raw))
  const { getAsset } = props
  const sources: PreviewSources = useMemo(
    () => ({
      features: features?.features ?? null,
      pricing: pricing ? pricingContent(pricing) : null,
      site,
      stories,
      comparisons,
      articles,
      image: (path) => previewImage({ getAsset }, path),
      formatDate: (value) => formatDate(value instanceof Date ? value.toISOString() : value),
      now: new Date(),
    }),
    [features, pricing, site, stories, comparisons, articles, getAsset],
  )
  const { sections, data, context } = sectionsPreview(raw, sources)
  return (
    <PreviewFrame document={props.document}>
      <main>
        {/* The form in the words of form.yaml as the editor holds it, once loaded, written as site.yaml's language. */}
        <PageLanguageContext.Provider value={words ? { formWords: words } : {}}>
          <Sections
            data={data}
            context={context}
            sections={sections}
            path={PREVIEW_PATH}
            Form={words ? EarlyAccessIsland : NoForm}
          />
        </PageLanguageContext.Provider>
      </main>
    </PreviewFrame>
  )
}
