// A page's sections resolved against a source of what they name: the one copy of the rules, by each type's module
// (registry.ts), that the build (build/plan.ts, against what is published in this build) and the editor's preview
// (cms/previews/sections-data.ts, against the editor's entries) both run. For each section: the section as the page
// shows it, and what it shows of the page's data, the island it holds, and its height below the fold.
import { rulesOf, type Section } from "./registry"
import type { ReferenceSource, SectionRefs } from "./types/define-section"

export type ResolvedSections = { sections: Section[]; refs: SectionRefs[] }

/** `skipBelowFold`: the sections after the first are skipped until the visitor scrolls near them (the home page's). */
export function resolveSections(
  sections: ReadonlyArray<Section>,
  source: ReferenceSource,
  { skipBelowFold }: { skipBelowFold: boolean },
): ResolvedSections {
  const resolved: ResolvedSections = { sections: [], refs: [] }
  sections.forEach((section, index) => {
    const rules = rulesOf(section)
    const refs: SectionRefs = { ...rules.resolve?.(section, source) }
    const island = rules.island?.(section)
    if (island) refs.island = island
    const height = skipBelowFold && index > 0 ? rules.height?.(section) : undefined
    if (height) refs.height = height
    resolved.sections.push(rules.shown?.(section, source) ?? section)
    resolved.refs.push(refs)
  })
  return resolved
}
