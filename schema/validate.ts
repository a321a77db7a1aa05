// Turns a schema failure into messages a writer can act on: "content/pages/terms.md: front matter
// field "title" must not be empty", or for named list items "content/pricing.yaml: plan "Growth":
// field "prices.INR.yearly" is required". Pure, so unit tests call it directly.
import type { z } from "zod"
import { pageFrontmatterSchema, type PageFrontmatter } from "./content"
import { collections, type Collection, type CollectionFile } from "./collections"
import { SECTION_TYPES } from "./sections"

export type ValidationResult<T> = { ok: true; data: T } | { ok: false; errors: string[] }

/** Where an issue is, in words: "YAML" and a dotted path, or a named item such as `plan "Growth"`. */
type Place = { where: string; path: ReadonlyArray<PropertyKey>; named: boolean }
type Locate = (path: ReadonlyArray<PropertyKey>) => Place

/** How a writer would name the kind of value a field needs. */
const EXPECTED: Record<string, string> = {
  string: "text",
  number: "a number",
  boolean: "true or false",
  array: "a list",
  object: "a group of fields",
  date: "a date",
}

const plainPlace =
  (where: string): Locate =>
  (path) => ({ where, path, named: false })

function describe(file: string, locate: Locate, issues: z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    const place = locate(issue.path)
    // A named item reads `plan "Growth": field "x"`; everything else `YAML field "x"` as before.
    const lead = place.named ? `${file}: ${place.where}:` : `${file}: ${place.where}`
    const field = place.path.length ? place.path.join(".") : "(file)"
    let message = issue.message
    if (issue.code === "unrecognized_keys") {
      const fields = issue.keys.map((k) => `"${[...place.path, k].join(".")}"`).join(", ")
      const noun = `unknown field${issue.keys.length > 1 ? "s" : ""}`
      return `${lead} ${place.named ? noun : `has ${noun}`} ${fields} (check the spelling; allowed fields are listed in content/README.md)`
    }
    // Parsed with reportInput, so a missing field (input undefined) is told apart from a wrong type.
    if (issue.code === "invalid_type") {
      message = issue.input === undefined ? "is required" : `must be ${EXPECTED[issue.expected] ?? issue.expected}`
    }
    if (issue.code === "invalid_value" && "values" in issue) {
      message = `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`
    }
    // An issue with a whole named item (say, a plan that is not a list of fields) has no field to name.
    if (place.named && !place.path.length) return `${lead} ${message}`
    return `${lead} field "${field}" ${message}`
  })
}

/** Items of a list a writer knows by name (a collection's namedItems) are named: `plan "Growth"`, not "plans.1". */
function yamlLocator(fileName: CollectionFile, data: unknown): Locate {
  const plain = plainPlace("YAML")
  const entry: Collection = collections[fileName]
  const named = entry.namedItems
  if (!named) return plain
  const items: unknown = data && typeof data === "object" ? Reflect.get(data, named.list) : undefined
  return (path) => {
    const [list, index, ...rest] = path
    if (list !== named.list || typeof index !== "number" || !Array.isArray(items)) return plain(path)
    const item: unknown = items[index]
    const name: unknown = item && typeof item === "object" ? Reflect.get(item, named.key) : undefined
    const where =
      typeof name === "string" && name.trim()
        ? `${named.noun} "${name.trim()}"`
        : `${named.noun} ${index + 1} (no ${named.key})`
    return { where, path: rest, named: true }
  }
}

/**
 * A page's sections are named by their position and type: `section 3 (faq): field "items.0.answer"`, the way a
 * writer sees them in the page and the editor; an unknown type lists the known ones.
 */
function frontMatterLocator(frontmatter: unknown): Locate {
  const plain = plainPlace("front matter")
  const sections: unknown = frontmatter && typeof frontmatter === "object" ? Reflect.get(frontmatter, "sections") : null
  return (path) => {
    const [list, index, ...rest] = path
    if (list !== "sections" || typeof index !== "number" || !Array.isArray(sections)) return plain(path)
    const item: unknown = sections[index]
    const type: unknown = item && typeof item === "object" ? Reflect.get(item, "type") : undefined
    const where = typeof type === "string" ? `section ${index + 1} (${type})` : `section ${index + 1}`
    return { where, path: rest, named: true }
  }
}

/** A section whose type is none of the known ones: the discriminated union's own message lists no types. */
function sectionTypeIssues(issues: z.core.$ZodIssue[]): z.core.$ZodIssue[] {
  return issues.map((issue) =>
    issue.code === "invalid_union" && issue.path[0] === "sections" && typeof issue.path[1] === "number"
      ? {
          ...issue,
          path: issue.path.at(-1) === "type" ? issue.path : [...issue.path, "type"],
          message: `must be one of the section types ${SECTION_TYPES.map((type) => JSON.stringify(type)).join(", ")}`,
        }
      : issue,
  )
}

export function validateFrontmatter(file: string, frontmatter: unknown): ValidationResult<PageFrontmatter> {
  const parsed = pageFrontmatterSchema.safeParse(frontmatter ?? {}, { reportInput: true })
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, errors: describe(file, frontMatterLocator(frontmatter), sectionTypeIssues(parsed.error.issues)) }
}

/** Any schema's check of one file's data, in the same words ("front matter" or "YAML" says where). */
export function validateData<T>(
  file: string,
  schema: z.ZodType<T>,
  data: unknown,
  where: "front matter" | "YAML",
): ValidationResult<T> {
  const parsed = schema.safeParse(data ?? {}, { reportInput: true })
  if (parsed.success) return { ok: true, data: parsed.data }
  // zod 4 still runs a list's size checks on a value that is no list ("tags: scheduling" is 10 characters, "more
  // than 5"); the wrong type is the one thing to say about that field.
  const key = (issue: z.core.$ZodIssue) => issue.path.join(".")
  const wrongType = new Set(parsed.error.issues.filter((issue) => issue.code === "invalid_type").map(key))
  const issues = parsed.error.issues.filter((issue) => issue.code === "invalid_type" || !wrongType.has(key(issue)))
  return { ok: false, errors: describe(file, plainPlace(where), issues) }
}

export function validateYaml(file: string, fileName: CollectionFile, data: unknown): ValidationResult<unknown> {
  const parsed = collections[fileName].schema.safeParse(data, { reportInput: true })
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, errors: describe(file, yamlLocator(fileName, data), parsed.error.issues) }
}

/** Every slug must be unique across content/pages; returns one message per clash. */
export function findDuplicateSlugs(pages: Array<{ file: string; slug: string }>): string[] {
  const bySlug = new Map<string, string[]>()
  for (const { file, slug } of pages) bySlug.set(slug, [...(bySlug.get(slug) ?? []), file])
  return [...bySlug.entries()]
    .filter(([, files]) => files.length > 1)
    .map(([slug, files]) => `${files.join(" and ")}: front matter field "slug" is "${slug}" in more than one page`)
}

/** Collects "image" paths anywhere in a YAML object so the build can check the files exist. */
export function imagePaths(data: unknown, prefix = ""): Array<{ field: string; value: string }> {
  if (Array.isArray(data)) return data.flatMap((item, i) => imagePaths(item, `${prefix}${i}.`))
  if (data && typeof data === "object") {
    return Object.entries(data).flatMap(([key, value]) =>
      key === "image" && typeof value === "string"
        ? [{ field: `${prefix}${key}`, value }]
        : imagePaths(value, `${prefix}${key}.`),
    )
  }
  return []
}
