// What a preview reads besides the entry being edited: another entry of the editor (the home page shows
// pricing.yaml's plans), a YAML file's words in the page's language, and that language's code and locale.
import { useEffect, useMemo, useState } from "react"
import type { z } from "zod"
import type { featuresSchema, pricingSchema } from "../../schema/content"
import { translatedData } from "../../src/languages/data-words"
import { collectionLanguage, LANGUAGES_ATTRIBUTE, parseLanguagesAttribute, translatedCollection } from "../paths"
import { plainData, type PreviewProps } from "./preview-props"

/**
 * The language of the entry being previewed: its collection's ("landing-pages--hi" is Hindi, "landing-pages" the
 * default language), with the locale content/languages.yaml gives it, which /admin's page names (cms/build-admin.ts).
 */
export function previewLanguage(props: Pick<PreviewProps, "entry">): { code?: string; locale?: string } {
  const { code } = collectionLanguage(String(props.entry.get("collection")))
  const languages = parseLanguagesAttribute(document.documentElement.getAttribute(LANGUAGES_ATTRIBUTE))
  const language = code ? languages.find((candidate) => candidate.code === code) : languages[0]
  return { code, locale: language?.locale ?? code }
}

/** Another entry's data (the home page shows pricing.yaml's plans), loaded once; none for no collection. */
export function useEntry<T>(props: PreviewProps, collection: string | null, slug: string | null): Partial<T> | null {
  const [data, setData] = useState<Partial<T> | null>(null)
  const { getCollection } = props
  useEffect(() => {
    let live = true
    if (!collection || !slug) return
    getCollection(collection, slug).then(
      (entry) => live && setData(plainData(entry?.get("data")) as Partial<T> | null),
      () => live && setData(null),
    )
    return () => {
      live = false
    }
  }, [getCollection, collection, slug])
  return data
}

/**
 * A YAML file's entry in the page's language: the English, with the translation's entry (content/<code>/<file>, the
 * collection "<file>--<code>") laid over it as the build lays it, once both have loaded.
 */
export function useWords<T>(
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

/**
 * The entry being edited as the page shows it: a translation's ("pricing--hi", content/hi/pricing.yaml holds words
 * only) laid over its English file's entry, once that has loaded; an English entry as it is.
 */
export function useShownEntry<T>(props: PreviewProps, own: Partial<T>, lay: (english: T, over: object) => T) {
  const { name, code } = collectionLanguage(String(props.entry.get("collection")))
  const english = useEntry<T>(props, code ? name : null, code ? name : null)
  if (!code) return own
  return english ? lay(english as T, own) : null
}

type Features = z.infer<typeof featuresSchema>
type Pricing = z.infer<typeof pricingSchema>
/** A list's items found by their key, as the site's pages lay the translation (src/languages/data-words.ts). */
export const layFeatures = (english: Features, over: object) =>
  translatedData({ featuresYaml: english }, { featuresYaml: over as Record<string, unknown> }).featuresYaml
export const layPricing = (english: Pricing, over: object) =>
  translatedData({ pricingYaml: english }, { pricingYaml: over as Record<string, unknown> }).pricingYaml
