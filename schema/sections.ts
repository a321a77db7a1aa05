// The sections a page can be built from (a page with `template: sections`, the home page among them): one zod schema
// per section type, in one registry. The build validates every page's sections against them (schema/validate.ts
// names the file, the section's position, its type and the field), the writers' editor is generated from them
// (cms/: a list of typed sections, a summary per type, min and max, reordering), and the site draws each type with its
// own component (src/sections/). Each type is one module in its own folder (src/sections/types/<type>/), listed once
// in src/sections/registry.ts, which this room may read: it holds no React and no Gatsby (docs/development.md
// "Section types"). A section that shows stories, plans, features, comparison facts or articles names them by
// reference (a story's address, a feature's id, an alternative's id); nothing of theirs is copied into the page, and
// the build resolves them where they live (src/sections/build/).
import { z } from "zod"
import { SECTION_MODULES, type SectionType } from "../src/sections/registry"
import { text } from "./section-fields"
import { publishing } from "./publishing"

export { FORM_TOPICS, type SectionReference } from "./section-fields"
export type { Section, SectionOf, SectionType } from "../src/sections/registry"

/** Every section type's schema, by the `type` a writer gives it (each from its module: src/sections/registry.ts). */
export const SECTION_SCHEMAS = Object.fromEntries(
  Object.entries(SECTION_MODULES).map(([type, module]) => [type, module.schema]),
) as { [T in SectionType]: (typeof SECTION_MODULES)[T]["schema"] }
export const SECTION_TYPES = Object.keys(SECTION_SCHEMAS) as SectionType[]

/** A page's sections: at least one, at most 20, a hero first if any. */
export const sectionsSchema = z
  .array(
    z.discriminatedUnion(
      "type",
      Object.values(SECTION_SCHEMAS) as unknown as [
        (typeof SECTION_SCHEMAS)["hero"],
        ...Array<(typeof SECTION_SCHEMAS)[SectionType]>,
      ],
    ),
  )
  .min(1, "must list at least one section")
  .max(20, "may list at most 20 sections")
  .superRefine((sections, ctx) => {
    sections.forEach((section, index) => {
      if (section.type === "hero" && index > 0)
        ctx.addIssue({ code: "custom", path: [index, "type"], message: "a hero must be the first section" })
    })
  })
  .meta({ title: "Sections", description: "The page, top to bottom: add, remove and drag sections into order" })

/** A comparison's facts (content/comparisons/<id>.yaml): each row with its source and when it was last checked. */
export const comparisonSchema = z.strictObject({
  name: text.meta({ title: "Alternative", description: 'What the product is compared with, such as "Spreadsheets"' }),
  facts: z
    .array(
      z.strictObject({
        topic: text.meta({ title: "Topic", description: "What the row compares" }),
        us: text.meta({ title: "Shiftwise", description: "What the product does" }),
        them: text.meta({ title: "The alternative", description: "What the alternative does" }),
        source: z.url({ protocol: /^https$/, message: "must be an https:// address" }).meta({
          title: "Source",
          description: "Where the alternative's side can be checked (its documentation, a price page, a study)",
        }),
        checked: z
          .union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")])
          .meta({
            title: "Last checked",
            description: "When someone last checked the source (the build warns after a year)",
          }),
      }),
    )
    .min(1, "must list at least one fact")
    // A translation finds each fact by its source (content/comparisons/<code>/<id>.yaml): two facts with one source
    // could not be told apart.
    .superRefine((facts, ctx) => {
      facts.forEach((fact, index) => {
        if (facts.findIndex((other) => other.source === fact.source) !== index)
          ctx.addIssue({
            code: "custom",
            path: [index, "source"],
            message: "must not be another fact's source: give each fact the page that supports it",
          })
      })
    })
    .meta({ title: "Facts" }),
  ...publishing,
})
