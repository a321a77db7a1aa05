// The comparisons of a page's data in the page's language: each comparison's words (content/comparisons/<code>/<id>.yaml,
// which gatsby/page-languages.ts has checked and put in the context of the pages that show it) laid over the page
// query's `comparisons`, each fact found by its source, which is never translated; what the translation leaves out
// stays English. Applied where a comparison is drawn, in a static part (src/sections/section-run.static.tsx): never in
// the browser's bundle, which src/languages/data-words.ts is in.
import { overlay } from "../../schema/overlay"
import type { ComparisonWords } from "./data-words"

type Item = Record<string, unknown>

export function withComparisonWords<D extends object>(data: D, words: Record<string, ComparisonWords> | undefined): D {
  const english = (data as Item).comparisons as Item | null | undefined
  if (!words || !english || !Array.isArray(english.nodes)) return data
  return {
    ...data,
    comparisons: {
      ...english,
      nodes: (english.nodes as Item[]).map((node) => {
        const translated = words[node.comparisonId as string]
        if (!translated) return node
        const bySource = new Map((translated.facts ?? []).map(({ source, ...texts }) => [source, texts]))
        return {
          ...node,
          ...(translated.name ? { name: translated.name } : {}),
          facts: ((node.facts ?? []) as Item[]).map((fact) => overlay(fact, bySource.get(fact.source as string))),
        }
      }),
    },
  }
}
