// What the editor needs for pages built from sections (schema/sections.ts), besides the sections list the generator
// makes from the schemas (cms/decap-fields.ts): where each kind of reference points, and the collection of comparisons
// (content/comparisons/<id>.yaml) a comparison section names.
// - a story: the customer stories' collection, by the story's folder (its address; the page's format turns Decap's
//   entry slug "kestrel-fresh-markets/index" into the folder, cms/page-format.ts);
// - a feature: the features of features.yaml, by id, shown by title;
// - a comparison: the comparisons' collection, by file name, shown by the alternative's name;
// - a tag: the tags' collection, by id, shown by name.
// (The kind of articles a section lists is a choice of the schema's own: a select.)
import { comparisonSchema, type SectionReference } from "../schema/sections"
import { customers } from "../src/articles/kinds"
import { ARTICLE_DATA_FORMAT } from "./article-format"
import { DATA_EDITOR } from "./article-collections"
import { decapFields, type DecapField, type RelationTarget } from "./decap-fields"
import { COMPARISONS, translatedCollection } from "./paths"
import { comparisonTranslationSchema } from "../schema/content"

/** Where each reference a section may make points (every SectionReference but the articles' kind, a choice). */
export const SECTION_REFERENCES: Readonly<Record<Exclude<SectionReference, "articles-kind">, RelationTarget>> = {
  stories: {
    collection: customers.id,
    value_field: "{{slug}}",
    search_fields: ["company", "title"],
    display_fields: ["company"],
  },
  features: {
    collection: "features",
    file: "features",
    value_field: "features.*.id",
    search_fields: ["features.*.title"],
    display_fields: ["features.*.title"],
  },
  comparisons: {
    collection: COMPARISONS.name,
    value_field: "{{slug}}",
    search_fields: ["name"],
    display_fields: ["name"],
  },
  tags: {
    collection: "tags",
    value_field: "{{slug}}",
    search_fields: [DATA_EDITOR.tags.nameField],
    display_fields: [DATA_EDITOR.tags.nameField],
  },
}

export type ComparisonsInput = {
  contentPath: string
  timeZone: string
  withPublishing: (fields: DecapField[], timeZone: string) => DecapField[]
}

/**
 * content/comparisons/<id>.yaml: the product against one alternative, fact by fact, each with its source and the date
 * someone last checked it. A comparison has no page of its own; "View Preview" opens /compare/<id>, where the site's
 * comparison pages are.
 */
export function comparisonsCollection({ contentPath, timeZone, withPublishing }: ComparisonsInput) {
  return {
    name: COMPARISONS.name,
    label: "Comparisons",
    label_singular: "Comparison",
    description:
      "Shiftwise against one alternative (spreadsheets, another product), fact by fact. Each fact names its source and when someone last checked it; the build warns about a fact not checked for a year. Pages show a comparison with a Comparison section.",
    folder: `${contentPath}/${COMPARISONS.dir}`,
    extension: "yaml",
    format: ARTICLE_DATA_FORMAT,
    create: true,
    slug: "{{slug}}",
    identifier_field: "name",
    summary: "{{name}} — {{slug}}",
    editor: { preview: false },
    preview_path: "/compare/{{slug}}",
    fields: withPublishing(decapFields(comparisonSchema, `content/${COMPARISONS.dir}/<id>.yaml`), timeZone),
  }
}

/**
 * content/comparisons/<code>/<id>.yaml: a comparison's words in another language, each fact found by its source (copied
 * unchanged); the checked dates stay the English file's. Started by copying the English file (content/README.md,
 * "Translating"): Decap cannot give a new entry its English file's name.
 */
export function translatedComparisonsCollection(
  { contentPath, timeZone, withPublishing }: ComparisonsInput,
  language: { code: string; name: string },
) {
  return {
    name: translatedCollection(COMPARISONS.name, language.code),
    label: `Comparisons (${language.name})`,
    label_singular: `Comparison (${language.name})`,
    description: `Each comparison's words in ${language.name}: a fact is found by its source, copied unchanged from the English file of the same name; a word left out is shown in English.`,
    folder: `${contentPath}/${COMPARISONS.dir}/${language.code}`,
    extension: "yaml",
    format: ARTICLE_DATA_FORMAT,
    create: false,
    slug: "{{slug}}",
    identifier_field: "name",
    summary: "{{name}} — {{slug}}",
    // No page preview; the preview pane shows the words beside the English (cms/previews/beside-english.tsx).
    preview_path: `/${language.code}/compare/{{slug}}`,
    fields: withPublishing(
      decapFields(comparisonTranslationSchema, `content/${COMPARISONS.dir}/${language.code}/<id>.yaml`),
      timeZone,
    ),
  }
}
