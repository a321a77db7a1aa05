// A page's YAML data in the page's language: each translated file's words (content/<code>/contact.yaml, which
// gatsby/page-languages.ts has checked and put in the context of the pages that show that file) laid over the page
// query's data, string by string. The items of a file's list are found by a key that is never translated (a
// channel's value, a feature's or a plan's id); whatever the translation leaves out stays English. The rest of a file
// is laid over its English as the build and the editor lay every translated YAML file (schema/overlay.ts).
import { overlay } from "../../schema/overlay"

/** The YAML files a page's data may hold in another language, by the page query's root field: the list, and its key. */
export const DATA_ITEMS = {
  contactYaml: { list: "channels", key: "value" },
  featuresYaml: { list: "features", key: "id" },
  pricingYaml: { list: "plans", key: "id" },
} as const
export type TranslatedField = keyof typeof DATA_ITEMS

/**
 * A comparison's words in a language (content/comparisons/<code>/<id>.yaml), laid over the page query's
 * `comparisons` nodes: each fact found by its source, which is never translated.
 */
export type ComparisonWords = {
  name?: string | undefined
  facts?: ReadonlyArray<{
    source: string
    topic?: string | undefined
    us?: string | undefined
    them?: string | undefined
  }>
}

/**
 * What a page's context carries: each file's translated words, as the translation has them, and the words of the
 * comparisons its sections show, by the comparison's id.
 */
export type DataWords = Partial<Record<TranslatedField, Record<string, unknown>>> & {
  comparisons?: Record<string, ComparisonWords>
}

type Item = Record<string, unknown>

export function translatedData<D extends object>(data: D, words: DataWords | undefined): D {
  if (!words) return data
  const result = { ...data } as Item
  // The YAML files' words only: a comparison's are laid over by the static part that draws it (comparison-words.ts).
  for (const field of Object.keys(DATA_ITEMS) as TranslatedField[]) {
    const english = result[field] as Item | null | undefined
    const translated = words[field]
    if (!english || !translated) continue
    const { list, key } = DATA_ITEMS[field]
    const { [list]: items, ...texts } = translated
    const byKey = new Map(((items ?? []) as Item[]).map((item) => [item[key], item]))
    result[field] = {
      ...overlay(english, texts),
      ...(Array.isArray(english[list])
        ? {
            [list]: (english[list] as Item[]).map((item) => {
              const words = byKey.get(item[key])
              return words ? overlay(item, words) : item
            }),
          }
        : {}),
    }
  }
  return result as D
}
