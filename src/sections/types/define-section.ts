// What a section type is, besides its drawing (src/sections/types/<type>/view.tsx): its schema, the references it
// makes and how they resolve, whether it holds an island, and its height below the fold. One module per type
// (src/sections/types/<type>/section.ts), listed once in src/sections/registry.ts. Plain data and functions, no React
// and no Gatsby: the build's Node code, the editor and schema/ read them (docs/development.md "Section types").
import type { z } from "zod"
import type { Breakpoint } from "../../../contracts/theme"
import type { EarlyAccessTopic } from "../../../contracts/early-access"

/** A section's height while the browser skips it (px from a breakpoint up; components/below-the-fold.tsx). */
export type Height = { base: number } & Partial<Record<Breakpoint, number>>

/** A height repeated n times (a row's, for n rows), to a tenth of a pixel. */
export const times = (height: Height, n: number): Height =>
  Object.fromEntries(Object.entries(height).map(([key, px]) => [key, Math.round(px * n * 10) / 10])) as Height

/**
 * The island a section holds, and the frame the browser draws around it (src/sections/sections.tsx): the pricing's
 * switches, or the early-access form beside a form section's words or the hero's.
 */
export type Island = { frame: "pricing" } | { frame: "form" | "hero-form"; topic: EarlyAccessTopic }

/** What the build worked out for one section (by position), in the page's context; the editor's preview makes the same. */
export type SectionRefs = {
  /** Stories: a customers section's logos, newest first when it names none. */
  stories?: string[]
  /** The story whose first quote a customers section shows ("" when it is not published). */
  quote?: string
  /** An articles section's articles, newest first. */
  articles?: string[]
  /** The section's pictures: the hero's, or each row's. */
  images?: string[]
  /** Why the section cannot be drawn (the editor's preview, where a named thing may not exist yet). */
  missing?: string
  /** The island it holds: the browser draws its frame, and the page's runs of static sections stop around it. */
  island?: Island
  /** Its height while the browser skips it (the home page's sections after the first screen). */
  height?: Height
}

/** What exists for a section to name: the build's check of references. */
export type Catalogue = {
  features: ReadonlySet<string>
  comparisons: ReadonlySet<string>
  stories: ReadonlySet<string>
  tags: ReadonlySet<string>
}

/** A reference to something that does not exist: the field, the value, and what is wrong, in the build's words. */
export type MissingReference = { field: string; value: string; what: string }

export type ArticleKindName = "blog" | "customers" | "changelog"

/**
 * Where a section's references resolve: the build's (src/sections/build/plan.ts: what is published in this build)
 * or the editor's preview (cms/previews/sections-data.ts: the editor's entries). Each returns the id the page's data
 * is looked up by, and records what the page then fetches.
 */
export type ReferenceSource = {
  /** A story by its folder: its id, or undefined when it is not shown. */
  story: (slug: string) => string | undefined
  /** Every story shown, newest first. */
  stories: () => string[]
  /** Every article of a kind shown, newest first, with its tags. */
  articles: (kind: ArticleKindName) => ReadonlyArray<{ id: string; tags: ReadonlyArray<string> }>
  /** A picture as the section names it (relative to the page), for the hero's size or a row's. */
  image: (file: string, use: "hero" | "row") => string
  /** A feature by id. */
  feature: (id: string) => void
  /** A comparison by id: false when there is none. */
  comparison: (id: string) => boolean
}

/**
 * The rules of a section type, for its section S. Every one is optional: a type with no references has none. (Methods,
 * so that the registry can hold every type's module as one kind of thing.)
 */
export type SectionRules<S> = {
  /** The references it makes to things that do not exist. */
  check?(section: S, catalogue: Catalogue): MissingReference[]
  /** The section as the page shows it: what it names that is not shown left out, so that no name reaches the page. */
  shown?(section: S, source: ReferenceSource): S
  /** Which of the page's data it shows. */
  resolve?(section: S, source: ReferenceSource): SectionRefs
  /** The island it holds, if any. */
  island?(section: S): Island | null
  /** Its height below the fold on the home page (measured there; tests/e2e/below-the-fold.test.ts checks it). */
  height?(section: S): Height
}

export type SectionModule<Schema extends z.ZodType = z.ZodType> = { schema: Schema } & SectionRules<z.output<Schema>>

/** A section type's module: its schema and its rules, typed by the schema. */
export const defineSection = <Schema extends z.ZodType>(module: SectionModule<Schema>): SectionModule<Schema> => module
