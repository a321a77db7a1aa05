// The list of every address the site has published (content/published-addresses.txt), kept like a lockfile: each
// production build adds the addresses it makes and says what each old one does now, and writers commit it with their
// change. An address on the list that the build neither makes, redirects nor marks gone fails the build, with the
// line to add to content/redirects.yaml. Pure: the build (check-site.ts) and the unit tests call it alike.
import { REDIRECTS_FILE } from "./content-redirects"
import type { RedirectRule } from "./redirect-rules"

export const PUBLISHED_FILE = "published-addresses.txt"

const HEADER = `# Every address this site has published, and what it does now: the file that makes it, the address it redirects
# to, or "gone". Written by the build (gatsby/addresses/published.ts); commit it with your change. An address never
# leaves this list: to rename, move or retire a page, see content/README.md ("Renaming, moving and retiring a page").
`

/** address -> what made it or what it does now, as the file says. */
export function parsePublished(text: string): Map<string, string> {
  const list = new Map<string, string>()
  for (const line of text.split("\n")) {
    if (!line.trim() || line.startsWith("#")) continue
    const [address, ...rest] = line.trim().split(/\s{2,}|\t/)
    if (address) list.set(address, rest.join("  "))
  }
  return list
}

/** "content/blog/fair-weekly-rota/index.md" of a line that names a file, else undefined. */
const fileOf = (what: string | undefined) => (what && /^(content|src)\//.test(what) ? what : undefined)

/**
 * One message per published address that the build lost: its old file, and the exact line for content/redirects.yaml
 * that sends it to the page that most likely replaced it (a newly built address under the same section), or retires it.
 */
export function lostAddresses(
  published: ReadonlyMap<string, string>,
  built: ReadonlyMap<string, string>,
  rules: ReadonlyArray<RedirectRule>,
  contentDir = "content",
): string[] {
  const redirected = new Set(rules.map((rule) => rule.from))
  const knownFiles = new Set([...published.values()].flatMap((what) => fileOf(what) ?? []))
  const fresh = [...built.entries()].filter(([address, file]) => !published.has(address) && !knownFiles.has(file))
  const messages: string[] = []
  for (const [address, what] of published) {
    if (built.has(address) || redirected.has(address)) continue
    const section = address.split("/")[1] ?? ""
    const candidates = fresh.filter(([route]) => route.split("/")[1] === section).map(([route]) => route)
    const to = candidates.length === 1 ? candidates[0]! : `/${section ? `${section}/` : ""}NEW-ADDRESS`
    const was = fileOf(what) ?? (what.startsWith("redirect") || what === "gone" ? `a redirect (${what})` : what)
    messages.push(
      `${address} was published (made by ${was}) and this build neither makes it, redirects it nor marks it gone. ` +
        `To send its visitors to ${candidates.length === 1 ? "its new address" : "the page that replaces it"}, add this line under "redirects:" in ${contentDir}/${REDIRECTS_FILE}:\n` +
        `      - { from: ${address}, to: ${to}, type: permanent, note: "Renamed" }\n` +
        `    or, to retire it on purpose (410 Gone):\n` +
        `      - { from: ${address}, type: gone, note: "Retired" }`,
    )
  }
  return messages
}

/** The list after this build: every address ever published, and what each does now. Sorted, one per line. */
export function renderPublished(
  published: ReadonlyMap<string, string>,
  built: ReadonlyMap<string, string>,
  rules: ReadonlyArray<RedirectRule>,
): string {
  const now = new Map<string, string>(published)
  for (const rule of rules) now.set(rule.from, rule.status === 410 ? "gone" : `redirect ${rule.status} → ${rule.to}`)
  for (const [address, file] of built) now.set(address, file)
  const lines = [...now].sort(([a], [b]) => a.localeCompare(b)).map(([address, what]) => `${address}  ${what}`)
  return `${HEADER}${lines.join("\n")}\n`
}
