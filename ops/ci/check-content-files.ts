// The content fast path's first step: every file in content/ through the build's own rules and messages
// (schema/validate.ts, schema/table-captions.ts, schema/email-content.ts), read straight from disk, so a broken
// front matter or price list is named within a second, before a build starts. The build checks the same again
// (gatsby/content-check.ts), from its nodes.
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { readEmailContent } from "../../schema/email-content"
import { collections, isCollectionFile } from "../../schema/collections"
import { uncaptionedTables } from "../../schema/table-captions"
import { findDuplicateSlugs, imagePaths, validateFrontmatter, validateYaml } from "../../schema/validate"

/** One message per problem, each naming the file (relative to `root`) and the field; empty when all is well. */
export function checkContentFiles(root: string, contentDir = path.join(root, "content")): string[] {
  const shown = (file: string) => path.relative(root, file).split(path.sep).join("/")
  const errors: string[] = []
  const pagesDir = path.join(contentDir, "pages")
  const slugs: Array<{ file: string; slug: string }> = []
  for (const name of fs.existsSync(pagesDir) ? fs.readdirSync(pagesDir).sort() : []) {
    if (!name.endsWith(".md")) continue
    const file = shown(path.join(pagesDir, name))
    const text = fs.readFileSync(path.join(pagesDir, name), "utf8")
    const match = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(text)
    let front: unknown = {}
    try {
      front = match ? (yaml.load(match[1]!) ?? {}) : {}
    } catch (error) {
      errors.push(`${file}: the front matter is not valid YAML (${(error as Error).message.split("\n")[0]})`)
      continue
    }
    const result = validateFrontmatter(file, front)
    if (result.ok) slugs.push({ file, slug: result.data.slug })
    else errors.push(...result.errors)
    errors.push(...uncaptionedTables(file, match ? text.slice(match[0].length) : text))
  }
  errors.push(...findDuplicateSlugs(slugs))

  for (const name of Object.keys(collections)) {
    if (!isCollectionFile(name)) continue
    const full = path.join(contentDir, name)
    const file = shown(full)
    if (!fs.existsSync(full)) {
      const required = (collections[name] as { requiredBecause?: string }).requiredBecause
      if (required) errors.push(`${file} is missing: ${required}`)
      continue
    }
    let data: unknown
    try {
      data = yaml.load(fs.readFileSync(full, "utf8"))
    } catch (error) {
      errors.push(`${file}: not valid YAML (${(error as Error).message.split("\n")[0]})`)
      continue
    }
    const result = validateYaml(file, name, data)
    if (!result.ok) errors.push(...result.errors)
    for (const image of imagePaths(data))
      if (!fs.existsSync(path.resolve(path.dirname(full), image.value)))
        errors.push(`${file}: YAML field "${image.field}" points to ${image.value}, which does not exist`)
  }

  // The emails' brand facts come from site.yaml, checked whole with the email copy (what the build's onPreInit does).
  const emails = readEmailContent(contentDir)
  if (!emails.ok) errors.push(...emails.errors.filter((error) => !errors.includes(error)))
  return [...new Set(errors)]
}
