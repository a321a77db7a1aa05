// Turns a schema failure into messages a writer can act on: "content/pages/terms.md: front matter
// field "title" must not be empty". Pure, so unit tests call it directly.
import type { z } from "zod"
import { pageFrontmatterSchema, yamlSchemas, type PageFrontmatter } from "./content-schema"

export type ValidationResult<T> = { ok: true; data: T } | { ok: false; errors: string[] }

function describe(file: string, where: string, issues: z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    const field = issue.path.length ? issue.path.join(".") : "(file)"
    let message = issue.message
    if (issue.code === "unrecognized_keys") {
      return `${file}: ${where} has unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys
        .map((k) => `"${[...issue.path, k].join(".")}"`)
        .join(", ")} (check the spelling; allowed fields are listed in content/README.md)`
    }
    if (issue.code === "invalid_type" && issue.input === undefined) message = "is required"
    if (issue.code === "invalid_value" && "values" in issue) {
      message = `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`
    }
    return `${file}: ${where} field "${field}" ${message}`
  })
}

export function validateFrontmatter(file: string, frontmatter: unknown): ValidationResult<PageFrontmatter> {
  const parsed = pageFrontmatterSchema.safeParse(frontmatter ?? {})
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, errors: describe(file, "front matter", parsed.error.issues) }
}

export function isKnownYaml(fileName: string): fileName is keyof typeof yamlSchemas {
  return Object.prototype.hasOwnProperty.call(yamlSchemas, fileName)
}

export function validateYaml(file: string, fileName: keyof typeof yamlSchemas, data: unknown): ValidationResult<unknown> {
  const parsed = yamlSchemas[fileName].safeParse(data)
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: describe(file, "YAML", parsed.error.issues) }
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
