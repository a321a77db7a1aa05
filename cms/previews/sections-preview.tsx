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
import { formFirstCounts } from "../../contracts/early-access-copy"
import { PageLanguageContext } from "../../src/languages/language-context"
import type { z } from "zod"
import { COMPARISONS, LANGUAGES_ATTRIBUTE, parseLanguagesAttribute, translatedCollection } from "../paths"
import { StaticQueryData } from "../gatsby-shim"
import type { ComparisonWords } from "../../src/languages/data-words"
import { overlay } from "../../schema/overlay"
import { PreviewFrame } from "./preview-frame"
import { entryData, plainData, type PreviewProps } from "./preview-props"
import { useEntries } from "./article-preview"
import { isoDay, previewImage, pricingContent, useFrameLanguage } from "./previews"
import { layFeatures, layPricing, previewLanguage, useWords } from "./entries"
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

type Features = z.infer<typeof featuresSchema>
type Pricing = z.infer<typeof pricingSchema>

export function SectionsPreview(props: PreviewProps) {
  const page = entryData<{ sections: unknown[] }>(props)
  const raw = Array.isArray(page.sections) ? page.sections : []
  // A translation's page (collection "landing-pages--hi") is drawn in its language, with the translated files' words.
  const { code, locale } = previewLanguage(props)
  const features = useWords<Features>(props, "features", code, layFeatures)
  const pricing = useWords<Pricing>(props, "pricing", code, layPricing)
  const english = useWords<z.infer<typeof siteSchema>>(props, "site", code, overlay)
  const site = useMemo(() => (english && code ? { ...english, language: code } : english), [english, code])
  const formWords = useWords<FormWords>(props, "form", code, overlay)
  useFrameLanguage(props, site?.language)
  // One value while the entries stay the same: a new one each render would render the form's island again.
  const words = useMemo(
    () =>
      formWords?.form && locale
        ? {
            words: formWords as FormWords,
            locale,
            firstCounts: formFirstCounts(formWords as FormWords, locale),
          }
        : null,
    [formWords, locale],
  )
  const stories = useEntries<PreviewStory>(props, "customers")
  const comparisons = useEntries<PreviewComparison>(props, COMPARISONS.name)
  // A translation's page shows the comparisons in its language (content/comparisons/<code>/), laid over the English
  // facts as the build lays them (src/languages/comparison-words.ts).
  const comparisonWords = useEntries<ComparisonWords>(props, code ? translatedCollection(COMPARISONS.name, code) : null)
  // The site's languages as /admin's page names them (cms/build-admin.ts), for the static query's stand-in.
  const languages = useMemo(
    () => parseLanguagesAttribute(document.documentElement.getAttribute(LANGUAGES_ATTRIBUTE)),
    [],
  )
  const siteFacts = useMemo(
    () => (site ? { siteYaml: site, allLanguagesYaml: { nodes: languages } } : null),
    [site, languages],
  )
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
      day: (value) => isoDay(value instanceof Date ? value.toISOString() : value),
      now: new Date(),
    }),
    [features, pricing, site, stories, comparisons, articles, getAsset],
  )
  const { sections, data, context: englishContext } = sectionsPreview(raw, sources)
  const context = code
    ? {
        ...englishContext,
        dataWords: {
          ...englishContext.dataWords,
          comparisons: Object.fromEntries(comparisonWords) as Record<string, ComparisonWords>,
        },
      }
    : englishContext
  return (
    <PreviewFrame document={props.document}>
      <main>
        {/* The form in the words of form.yaml as the editor holds it, once loaded, written as site.yaml's language; */}
        {/* the sections once site.yaml has loaded (a comparison's table words and dates are its language's). */}
        {siteFacts && (
          <StaticQueryData.Provider value={siteFacts}>
            <PageLanguageContext.Provider value={words ? { formWords: words } : {}}>
              <Sections
                data={data}
                context={context}
                sections={sections}
                path={PREVIEW_PATH}
                Form={words ? EarlyAccessIsland : NoForm}
              />
            </PageLanguageContext.Provider>
          </StaticQueryData.Provider>
        )}
      </main>
    </PreviewFrame>
  )
}
