// /changelog.json: the changelog for the product's own "What's new" panel, in the versioned shape of
// contracts/changelog-json.schema.json (documented in docs/changelog-json.md), served with CORS for the app's origin
// (config/changelog-api.ts); and the schema itself at /changelog/schema-v1.json. Every published entry, newest first,
// under its permalink (the same as in the list, the feeds and the entry's own page). Written after the pages, from
// the same plan; nothing in it depends on the build's time, so an unchanged changelog is not rewritten.
import fs from "fs"
import path from "path"
import {
  CHANGELOG_JSON_PATH,
  CHANGELOG_JSON_VERSION,
  CHANGELOG_SCHEMA_FILE,
  CHANGELOG_SCHEMA_PATH,
} from "../../../config/changelog-api"
import { articlePaths, changelog } from "../kinds"
import { changeTypeName } from "../changelog/vocabulary"
import type { ArticlePlan } from "./plan"
import { builtPage } from "./feeds"
import { coverOf } from "./feed-html"

type Site = { siteUrl: string; productName: string }

export type ChangelogJsonEntry = {
  id: string
  url: string
  title: string
  summary: string
  date_published: string
  date_modified: string
  type: string
  type_label: string
  area: string
  plans: string[]
  breaking: boolean
  version?: string
  docs_url?: string
  image?: { url: string; alt: string; width: number; height: number }
}

export type ChangelogJson = {
  $schema: string
  version: typeof CHANGELOG_JSON_VERSION
  title: string
  home_page_url: string
  feed_url: string
  updated: string | null
  entries: ChangelogJsonEntry[]
}

/** The document, from the plan's published entries and each entry's built page (its first picture). */
export function changelogJson(publicDir: string, plan: ArticlePlan, site: Site): ChangelogJson {
  const at = (route: string) => new URL(route, site.siteUrl).toString()
  const paths = articlePaths(changelog)
  const entries = (plan.published.get(changelog) ?? []).map((entry): ChangelogJsonEntry => {
    const route = paths.article(entry.slug)
    const url = at(route)
    const front = entry.front as {
      type: string
      area: string
      plans: string[]
      breaking: boolean
      version?: string
      docs?: string
      media: Array<{ alt: string }>
    }
    const page = builtPage(publicDir, route)
    const cover = page ? coverOf(fs.readFileSync(page, "utf8"), url) : null
    const first = front.media[0]
    return {
      id: url,
      url,
      title: entry.title,
      summary: entry.description,
      date_published: entry.date.toISOString(),
      date_modified: (entry.updated ?? entry.date).toISOString(),
      type: front.type,
      type_label: changeTypeName(front.type),
      area: front.area,
      plans: [...new Set(front.plans)],
      breaking: front.breaking,
      ...(front.version ? { version: front.version } : {}),
      ...(front.docs ? { docs_url: front.docs.startsWith("/") ? at(front.docs) : front.docs } : {}),
      ...(cover && first
        ? { image: { url: cover.url, alt: first.alt, width: cover.width, height: cover.height } }
        : {}),
    }
  })
  const updated = entries.length
    ? entries
        .map((entry) => entry.date_modified)
        .sort()
        .at(-1)!
    : null
  return {
    $schema: at(CHANGELOG_SCHEMA_PATH),
    version: CHANGELOG_JSON_VERSION,
    title: `${site.productName} ${changelog.title.toLowerCase()}`,
    home_page_url: at(paths.list()),
    feed_url: at(paths.feed("json")),
    updated,
    entries,
  }
}

/** Writes /changelog.json and its schema; returns how many entries it holds and whether the file changed. */
export function writeChangelogJson(
  publicDir: string,
  plan: ArticlePlan,
  site: Site,
): { entries: number; written: boolean } {
  const document = changelogJson(publicDir, plan, site)
  const write = (route: string, text: string) => {
    const file = path.join(publicDir, route)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    if (fs.existsSync(file) && fs.readFileSync(file, "utf8") === text) return false
    fs.writeFileSync(file, text)
    return true
  }
  write(CHANGELOG_SCHEMA_PATH, fs.readFileSync(CHANGELOG_SCHEMA_FILE, "utf8"))
  const written = write(CHANGELOG_JSON_PATH, `${JSON.stringify(document, null, 2)}\n`)
  return { entries: document.entries.length, written }
}
