// Every section type, by the `type` a writer gives it: one line per type, each its module in its own folder
// (types/<type>/section.ts: its schema, what it references and how that resolves, its island, its height below the
// fold; types/<type>/view.tsx: how it is drawn, listed in views.tsx, which the build writes from this list).
// The content schema (schema/sections.ts), the editor, the build (build/plan.ts) and the editor's preview
// (cms/previews/sections-data.ts) read this. It imports no React and no Gatsby, so the build's Node code and schema/
// may read it; the browser never does (it reads what the build worked out, in the page's context).
import type { z } from "zod"
import type { SectionModule, SectionRules } from "./types/define-section"
import { hero } from "./types/hero/section"
import { stats } from "./types/stats/section"
import { features } from "./types/features/section"
import { mediaRows } from "./types/media-rows/section"
import { customers } from "./types/customers/section"
import { pricing } from "./types/pricing/section"
import { faq } from "./types/faq/section"
import { comparison } from "./types/comparison/section"
import { cta } from "./types/cta/section"
import { form } from "./types/form/section"
import { articles } from "./types/articles/section"
import { richText } from "./types/rich-text/section"
import { quote } from "./types/quote/section"

export const SECTION_MODULES = {
  hero,
  stats,
  features,
  "media-rows": mediaRows,
  customers,
  pricing,
  faq,
  comparison,
  cta,
  form,
  articles,
  "rich-text": richText,
  quote,
} satisfies Record<string, SectionModule>

export type SectionType = keyof typeof SECTION_MODULES
export type SectionOf<T extends SectionType> = z.output<(typeof SECTION_MODULES)[T]["schema"]>
export type Section = SectionOf<SectionType>

/** A section's rules, from its type's module (the rules' methods take any section of the union). */
export const rulesOf = (section: Section): SectionRules<Section> => SECTION_MODULES[section.type]
