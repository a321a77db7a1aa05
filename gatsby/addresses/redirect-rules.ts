// The redirect table, from what writers wrote (content/redirects.yaml and the pages' former addresses) to the rules
// the CDN and `npm run serve` follow. Pure: the build (gatsby/redirects.ts, gatsby/addresses/check-site.ts), the local
// server and the unit tests call it alike. Each problem names the entry that has it.
import { ANALYTICS_PROXY_PATH, LOG_ENDPOINTS } from "../../config/telemetry-paths"
import type { RedirectType } from "../../schema/redirects"

/** Where a retired address's visitors land, answered with 410 Gone (content/pages/410.md). */
export const GONE_PAGE = "/410"

export type RedirectEntry = {
  from: string
  to?: string | undefined
  type: RedirectType
  /** Where the entry was written, for messages: `content/redirects.yaml: redirect 3`. */
  source: string
}

export type RedirectRule = { from: string; to: string; status: 301 | 302 | 410; source: string }

/** Paths no redirect may take: the Functions, the editor, the telemetry proxies, the build's own files. */
export const RESERVED_PREFIXES: ReadonlyArray<string> = [
  "/api",
  "/admin",
  ANALYTICS_PROXY_PATH,
  ...new Set(Object.values(LOG_ENDPOINTS).map((endpoint) => endpoint.replace(/\/[^/]*$/, ""))),
  "/.netlify",
  "/page-data",
  "/static",
  "/_gatsby",
]

const isAbsolute = (to: string) => /^https?:\/\//.test(to)
/** The path a target names ("/pricing?x=1#plans" -> "/pricing"). */
export const pathOf = (to: string) => to.replace(/[?#].*$/, "").replace(/(.)\/+$/, "$1")
const reservedPrefixOf = (from: string) =>
  RESERVED_PREFIXES.find((prefix) => from === prefix || from.startsWith(prefix + "/"))

export type RedirectPlan = { rules: RedirectRule[]; errors: string[]; warnings: string[] }

/**
 * The rules for `entries`: a chain (A → B → C) is collapsed to its end with a warning; a loop, a duplicate, and a
 * reserved address are errors naming the entry.
 */
export function planRedirects(entries: ReadonlyArray<RedirectEntry>): RedirectPlan {
  const errors: string[] = []
  const warnings: string[] = []
  const byFrom = new Map<string, RedirectEntry>()
  for (const entry of entries) {
    const reserved = reservedPrefixOf(entry.from)
    if (reserved) {
      errors.push(
        `${entry.source}: the redirect from ${entry.from} would take an address the site's server answers (${reserved}/*: the Functions, the editor or the telemetry proxies); remove it`,
      )
      continue
    }
    const earlier = byFrom.get(entry.from)
    if (earlier) {
      errors.push(`${entry.source}: ${entry.from} is already redirected by ${earlier.source}; keep one of the two`)
      continue
    }
    byFrom.set(entry.from, entry)
  }

  const rules: RedirectRule[] = []
  for (const entry of byFrom.values()) {
    if (entry.type === "gone" || !entry.to) {
      rules.push({ from: entry.from, to: GONE_PAGE, status: 410, source: entry.source })
      continue
    }
    // Follow the target through the other entries to its end.
    const seen = [entry.from]
    let to = entry.to
    let end: RedirectEntry | undefined = entry
    let loop = false
    while (!isAbsolute(to)) {
      const next = byFrom.get(pathOf(to))
      if (!next) break
      if (seen.includes(next.from)) {
        loop = true
        break
      }
      seen.push(next.from)
      end = next
      if (next.type === "gone" || !next.to) break
      to = next.to
    }
    if (loop) {
      errors.push(
        `${entry.source}: the redirect from ${entry.from} goes round in a loop (${[...seen, pathOf(to)].join(" → ")}); point one of them at a page`,
      )
      continue
    }
    const gone = end !== entry && (end.type === "gone" || !end.to)
    if (seen.length > 1) {
      const final = gone ? `${GONE_PAGE} (gone)` : to
      warnings.push(
        `${entry.source}: the redirect from ${entry.from} leads to ${entry.to}, which redirects too (${seen.join(" → ")}${gone ? "" : ` → ${pathOf(to)}`}); it is written straight to ${final}: change its "to" to ${gone ? "nothing and its kind to gone" : to}`,
      )
    }
    if (gone) rules.push({ from: entry.from, to: GONE_PAGE, status: 410, source: entry.source })
    else rules.push({ from: entry.from, to, status: entry.type === "temporary" ? 302 : 301, source: entry.source })
  }
  return { rules, errors, warnings }
}

/**
 * Problems of the rules against the built site: a rule whose address is still a built page (it would hide it), and an
 * internal target that is neither a built page nor a file.
 */
export function redirectSiteProblems(
  rules: ReadonlyArray<RedirectRule>,
  site: { isPage: (route: string) => boolean; isFile: (route: string) => boolean },
): string[] {
  const problems: string[] = []
  for (const rule of rules) {
    if (site.isPage(rule.from))
      problems.push(
        `${rule.source}: the redirect from ${rule.from} would hide a page the site still builds at that address; remove the redirect or the page`,
      )
    if (isAbsolute(rule.to)) continue
    const target = pathOf(rule.to)
    if (!site.isPage(target) && !site.isFile(target))
      problems.push(
        `${rule.source}: the redirect from ${rule.from} leads to ${rule.to}, which the build does not make (no page, no file)`,
      )
  }
  return problems
}

/** The rule for a request's path, if any; the query string is the caller's to keep. */
export function ruleFor(rules: ReadonlyArray<RedirectRule>, pathname: string): RedirectRule | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname
  return rules.find((rule) => rule.from === path)
}
