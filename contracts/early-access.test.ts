import fs from "node:fs"
import path from "node:path"
import yaml from "js-yaml"
import { EARLY_ACCESS_CONFIRM_PAGE, EARLY_ACCESS_DELETE_PAGE, EARLY_ACCESS_FORM_PAGE } from "./early-access"

// The Function's pages and the emails link to pages by these paths; content/pages/ must have them, with the
// templates that do what the links promise (a writer could rename a slug in the editor).
const pagesDir = path.resolve(__dirname, "../content/pages")

function frontMatter(file: string): Record<string, unknown> {
  const text = fs.readFileSync(path.join(pagesDir, file), "utf8")
  const match = /^---\n([\s\S]*?)\n---/.exec(text)
  return match ? (yaml.load(match[1]!) as Record<string, unknown>) : {}
}

test("the paths the early-access contract links to are pages with the right templates", () => {
  const templateAt = new Map(
    fs
      .readdirSync(pagesDir)
      .filter((file) => file.endsWith(".md"))
      .map((file) => frontMatter(file))
      .map((page) => [String(page.slug), page.template]),
  )
  expect(templateAt.get(EARLY_ACCESS_FORM_PAGE)).toBe("invite")
  expect(templateAt.get(EARLY_ACCESS_CONFIRM_PAGE)).toBe("request-action")
  expect(templateAt.get(EARLY_ACCESS_DELETE_PAGE)).toBe("request-action")
})
