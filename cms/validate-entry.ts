// The last check before the editor saves: the entry as it will be written, through the same schema and the same
// messages as the build (schema/validate.ts). Decap's own field checks (cms/decap-fields.ts) catch most
// things where they are typed; this catches the rest (rules across fields, such as a yearly price above the
// monthly one), so the editor never commits what the build would refuse.
import type { z } from "zod"
import { isCollectionFile, translationSchema } from "../schema/collections"
import { comparisonSchema } from "../schema/sections"
import { comparisonTranslationSchema } from "../schema/content"
import { validateData, validateFrontmatter, validateYaml } from "../schema/validate"
import { ARTICLE_KINDS } from "../src/articles/kinds"
import { ARTICLE_DATA, type ArticleDataName } from "../src/articles/schema"
import { ARTICLE_SCHEMAS } from "../src/articles/schemas"
import { articleDataFromEditor, articleFromEditor } from "./article-format"
import { pageFromEditor } from "./page-format"
import { collectionLanguage, COMPARISONS, PAGE_COLLECTIONS } from "./paths"

type Data = Record<string, unknown>

/**
 * The build's messages for the entry of `collection` saved to `file` (its repository path; a new page has none
 * yet before it is saved), or none.
 */
export function entryProblems(collection: string, file: string | undefined, data: Data): string[] {
  // A translation's collection ("landing-pages--hi") is checked as its English one, a YAML file's by its
  // translation's schema (its words only, each optional).
  const { name: english, code } = collectionLanguage(collection)
  if (Object.values<string>(PAGE_COLLECTIONS).includes(english)) {
    // As the page's format writes it (cms/formats.ts): a section's stories by folder, empty optional groups left out.
    const { front } = pageFromEditor(data)
    const result = validateFrontmatter(file ?? `content/pages/${code ? `${code}/` : ""}(new page)`, front)
    return result.ok ? [] : result.errors
  }
  if (code && english === COMPARISONS.name) {
    const result = validateData<unknown>(
      file ?? `content/${COMPARISONS.dir}/${code}/(new comparison).yaml`,
      comparisonTranslationSchema,
      articleDataFromEditor(data),
      "YAML",
    )
    return result.ok ? [] : result.errors
  }
  if (code) {
    const name = `${english}.yaml`
    if (!isCollectionFile(name)) return [`${file ?? collection}: the editor has no schema for this file`]
    const result = validateData<unknown>(file ?? `content/${code}/${name}`, translationSchema(name), data, "YAML")
    return result.ok ? [] : result.errors
  }
  // An article or its data, as the file will hold it (cms/article-format.ts), through its kind's schema in the build.
  const kind = ARTICLE_KINDS.find((candidate) => candidate.id === collection)
  if (kind) {
    const result = validateData<unknown>(
      file ??
        (kind.layout === "bundle"
          ? `content/${kind.dir}/(new ${kind.noun})/index.md`
          : `content/${kind.dir}/(new ${kind.noun}).md`),
      ARTICLE_SCHEMAS[kind.id] as z.ZodType,
      articleFromEditor(data, kind).front,
      "front matter",
    )
    return result.ok ? [] : result.errors
  }
  if (Object.prototype.hasOwnProperty.call(ARTICLE_DATA, collection)) {
    const { dir, schema, noun } = ARTICLE_DATA[collection as ArticleDataName]
    const result = validateData<unknown>(
      file ?? `content/${dir}/(new ${noun}).yaml`,
      schema as z.ZodType,
      articleDataFromEditor(data),
      "YAML",
    )
    return result.ok ? [] : result.errors
  }
  if (collection === COMPARISONS.name) {
    const result = validateData<unknown>(
      file ?? `content/${COMPARISONS.dir}/(new comparison).yaml`,
      comparisonSchema,
      articleDataFromEditor(data),
      "YAML",
    )
    return result.ok ? [] : result.errors
  }
  const name = `${collection}.yaml`
  if (!isCollectionFile(name)) return [`${file ?? collection}: the editor has no schema for this file`]
  const result = validateYaml(file ?? `content/${name}`, name, data)
  return result.ok ? [] : result.errors
}

/** Thrown from Decap's preSave event: Decap shows the message and saves nothing. */
export class EntryRefused extends Error {
  constructor(problems: string[]) {
    super(`${problems.length > 1 ? "the build would refuse it: " : ""}${problems.join("; ")}`)
    // Decap shows String(error); without a name that is the message alone.
    this.name = ""
  }
}
