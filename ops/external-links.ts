// `npm run links:external`: the links of the built site (public/) to other sites, checked politely, and the dead
// ones printed with the pages that link to them. The build never fetches them (tests and builds run offline); this
// is for a writer or a scheduled job. Polite: one request at a time per host, a second
// apart, HEAD first (GET when a server refuses HEAD), a user agent that says who asks; and a cache
// (.cache/external-links.json) so a link that answered within a week is not asked again.
import fs from "fs"
import path from "path"
import { pageLinks } from "../gatsby/addresses/links"
import { routeOfFile } from "../gatsby/addresses/check-site"

export type LinkResult = { url: string; status: number | null; error?: string; checkedAt: string }
export type Cache = Record<string, LinkResult>

export type CheckOptions = {
  cache: Cache
  now?: Date
  /** How long an answer that worked is believed (a week). A dead link is always asked again. */
  maxAgeMs?: number
  /** Between two requests to one host. */
  intervalMs?: number
  timeoutMs?: number
  /** Hosts asked at once. */
  hosts?: number
  fetchImpl?: typeof fetch
}

const USER_AGENT = "ShiftwiseLinkCheck/1.0 (+https://www.shiftwise.app; checks the site's links, once a week at most)"
const WEEK = 7 * 24 * 3600 * 1000

/** Alive: answered below 400, or 429 (busy: not dead, asked again next time). */
export const isDead = (result: LinkResult) => result.status === null || (result.status >= 400 && result.status !== 429)

async function ask(url: string, fetchImpl: typeof fetch, timeoutMs: number): Promise<Omit<LinkResult, "checkedAt">> {
  try {
    const head = await fetchImpl(url, {
      method: "HEAD",
      redirect: "follow",
      headers: { "user-agent": USER_AGENT },
      signal: AbortSignal.timeout(timeoutMs),
    })
    // Some servers refuse HEAD (405, 501) or answer it differently; ask with GET before calling the link dead.
    if (head.status < 400 || head.status === 429) return { url, status: head.status }
    const get = await fetchImpl(url, {
      redirect: "follow",
      headers: { "user-agent": USER_AGENT },
      signal: AbortSignal.timeout(timeoutMs),
    })
    await get.body?.cancel()
    return { url, status: get.status }
  } catch (error) {
    // fetch's own error says only "fetch failed"; its cause says why (ECONNREFUSED, a timeout, a bad certificate).
    const { message, cause } = error as { message?: string; cause?: { code?: string; message?: string } }
    return { url, status: null, error: cause?.code ?? cause?.message ?? message ?? String(error) }
  }
}

/** Each URL's answer, from the cache when it is fresh and worked; the cache is updated in place. */
export async function checkExternalLinks(urls: ReadonlyArray<string>, options: CheckOptions): Promise<LinkResult[]> {
  const { cache, now = new Date(), maxAgeMs = WEEK, intervalMs = 1000, timeoutMs = 15_000, hosts = 4 } = options
  const fetchImpl = options.fetchImpl ?? fetch
  const fresh = (result: LinkResult | undefined) =>
    result && !isDead(result) && now.getTime() - Date.parse(result.checkedAt) < maxAgeMs
  const byHost = new Map<string, string[]>()
  for (const url of new Set(urls)) {
    if (fresh(cache[url])) continue
    const host = new URL(url).host
    byHost.set(host, [...(byHost.get(host) ?? []), url])
  }
  const queues = [...byHost.values()]
  const worker = async () => {
    for (let queue = queues.shift(); queue; queue = queues.shift())
      for (const [index, url] of queue.entries()) {
        if (index > 0) await new Promise((resolve) => setTimeout(resolve, intervalMs))
        cache[url] = { ...(await ask(url, fetchImpl, timeoutMs)), checkedAt: new Date().toISOString() }
      }
  }
  await Promise.all(Array.from({ length: Math.min(hosts, queues.length) }, worker))
  return [...new Set(urls)].map((url) => cache[url]!)
}

/** Every http(s) link of the built pages to another origin than the site's, with the pages linking to it. */
export function externalLinksOf(publicDir: string, origin: string): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>()
  for (const file of fs.readdirSync(publicDir, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".html") || /^(page-data|_gatsby|admin|static)[/\\]/.test(file)) continue
    const route = routeOfFile(file)
    for (const { href } of pageLinks(fs.readFileSync(path.join(publicDir, file), "utf8"), route, origin).links) {
      if (!/^https?:\/\//.test(href) || href.startsWith(origin + "/") || href === origin) continue
      found.set(href, (found.get(href) ?? new Set()).add(route))
    }
  }
  return found
}

async function main(): Promise<number> {
  const root = path.resolve(__dirname, "..")
  const publicDir = path.join(root, "public")
  const home = path.join(publicDir, "index.html")
  if (!fs.existsSync(home)) throw new Error("public/ has no build: run `npm run build` first")
  const origin = /<link[^>]+rel="canonical"[^>]+href="(https?:\/\/[^/"]+)/.exec(fs.readFileSync(home, "utf8"))?.[1]
  if (!origin) throw new Error("public/index.html has no canonical link to take the site's origin from")
  const cacheFile = path.join(root, ".cache", "external-links.json")
  const cache = fs.existsSync(cacheFile) ? (JSON.parse(fs.readFileSync(cacheFile, "utf8")) as Cache) : {}
  const links = externalLinksOf(publicDir, origin)
  const results = await checkExternalLinks([...links.keys()], { cache })
  fs.mkdirSync(path.dirname(cacheFile), { recursive: true })
  fs.writeFileSync(cacheFile, JSON.stringify(cache, null, 2))
  const dead = results.filter(isDead)
  for (const result of dead)
    console.log(
      `dead: ${result.url} (${result.status ?? result.error}), linked from ${[...links.get(result.url)!].join(", ")}`,
    )
  console.log(`links:external: ${results.length} links to other sites, ${dead.length} dead`)
  return dead.length ? 1 : 0
}

if (require.main === module)
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`links:external: ${error instanceof Error ? error.message : String(error)}`)
      process.exit(1)
    },
  )
