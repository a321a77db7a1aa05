// What writers wrote about old addresses, read from the content folder: content/redirects.yaml (the editor's
// Redirects collection) and each page's former addresses (front matter "formerSlugs", which the editor fills when a
// writer changes a page's address). Read from the files, not from Gatsby's nodes, so `npm run serve` reads the same.
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { redirectsSchema } from "../../schema/redirects"
import { validateYaml } from "../../schema/validate"
import type { RedirectEntry } from "./redirect-rules"

export const REDIRECTS_FILE = "redirects.yaml"

const FRONT = /^---\r?\n([\s\S]*?)\r?\n?---/

/** The entries, each naming its file and place, and the schema's messages for redirects.yaml. */
export function contentRedirects(
  contentDir: string,
  shownDir = "content",
): { entries: RedirectEntry[]; errors: string[] } {
  const entries: RedirectEntry[] = []
  const errors: string[] = []
  const file = path.join(contentDir, REDIRECTS_FILE)
  if (fs.existsSync(file)) {
    const shown = `${shownDir}/${REDIRECTS_FILE}`
    let data: unknown
    try {
      data = yaml.load(fs.readFileSync(file, "utf8"))
    } catch (error) {
      errors.push(`${shown}: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`)
    }
    const result = validateYaml(shown, REDIRECTS_FILE, data ?? {})
    if (!result.ok) errors.push(...result.errors)
    else
      redirectsSchema.parse(data ?? {}).redirects.forEach((entry, index) =>
        entries.push({
          from: entry.from,
          to: entry.to,
          type: entry.type,
          source: `${shown}: redirect ${index + 1} (from ${entry.from})`,
        }),
      )
  }
  const pagesDir = path.join(contentDir, "pages")
  // Translations (pages/hi/…) too: a translated page's former addresses redirect like an English page's.
  const names = fs.existsSync(pagesDir)
    ? fs
        .readdirSync(pagesDir, { recursive: true, encoding: "utf8" })
        .map((name) => name.split(path.sep).join("/"))
        .sort()
    : []
  for (const name of names) {
    if (!name.endsWith(".md")) continue
    const front = FRONT.exec(fs.readFileSync(path.join(pagesDir, name), "utf8"))?.[1]
    let values: unknown
    try {
      values = front ? yaml.load(front) : undefined
    } catch {
      continue // the build's own check of the page names the problem
    }
    if (!values || typeof values !== "object") continue
    const { slug, formerSlugs } = values as { slug?: unknown; formerSlugs?: unknown }
    if (typeof slug !== "string" || !Array.isArray(formerSlugs)) continue
    const to = slug.trim().replace(/(.)\/+$/, "$1")
    for (const former of formerSlugs) {
      if (typeof former !== "string") continue
      const from = former.trim().replace(/(.)\/+$/, "$1")
      if (from === to) continue
      entries.push({
        from,
        to,
        type: "permanent",
        source: `${shownDir}/pages/${name}: front matter field "formerSlugs" (${from})`,
      })
    }
  }
  return { entries, errors }
}
