// How each section type is drawn: written from the registry (registry.ts) by src/sections/build/views-file.ts, which
// every build and `gatsby develop` run first; do not edit it by hand. Each line is a type's types/<type>/view.tsx, or
// {} for a type with no view.tsx (its island draws it). Read by the static parts (section-run.static.tsx,
// section-intro.static.tsx) and the editor's preview; never by the browser's bundle.
import type { Section, SectionType } from "./registry"
import type { SectionViews } from "./types/define-view"
import { heroView } from "./types/hero/view"
import { statsView } from "./types/stats/view"
import { featuresView } from "./types/features/view"
import { mediaRowsView } from "./types/media-rows/view"
import { customersView } from "./types/customers/view"
import { faqView } from "./types/faq/view"
import { comparisonView } from "./types/comparison/view"
import { ctaView } from "./types/cta/view"
import { formView } from "./types/form/view"
import { articlesView } from "./types/articles/view"
import { richTextView } from "./types/rich-text/view"
import { quoteView } from "./types/quote/view"

export const SECTION_VIEWS = {
  hero: heroView,
  stats: statsView,
  features: featuresView,
  "media-rows": mediaRowsView,
  customers: customersView,
  pricing: {},
  faq: faqView,
  comparison: comparisonView,
  cta: ctaView,
  form: formView,
  articles: articlesView,
  "rich-text": richTextView,
  quote: quoteView,
} satisfies { [T in SectionType]: SectionViews<Extract<Section, { type: T }>> }

/** A section's drawing, from its type's (one cast, as registry.ts's rulesOf). */
export const viewsOf = (section: Section): SectionViews<Section> =>
  SECTION_VIEWS[section.type] as unknown as SectionViews<Section>
