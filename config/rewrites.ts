// The site's same-origin rewrites, defined once: gatsby/redirects.ts turns them into CDN rules (the Netlify
// adapter writes public/_redirects) and server/site-server.ts applies the same table for `npm start`.
//
// - The analytics proxy: the browser only ever talks to ANALYTICS_PROXY_PATH, which is forwarded to PostHog.
//   Its name is deliberately neutral: blockers match /analytics, /tracking, /posthog and PostHog's own /ingest.
// - The log endpoints: /_axiom/* reach the Gatsby Functions that check a batch and ship it to Axiom.
// The paths themselves are in config/telemetry-paths.ts, which the browser bundle imports.
import { ANALYTICS_PROXY_PATH, LOG_ENDPOINTS } from "./telemetry-paths"

export { ANALYTICS_PROXY_PATH, LOG_ENDPOINTS }

export type RawEnv = Readonly<Record<string, string | undefined>>

export const DEFAULT_POSTHOG_HOST = "https://us.i.posthog.com"
export const DEFAULT_POSTHOG_ASSETS_HOST = "https://us-assets.i.posthog.com"

/** Forward everything under `from` to an upstream origin, keeping the rest of the path (and the query). */
export type ProxyRewrite = {
  kind: "proxy"
  from: string
  /** The upstream origin, read from the environment (build time on the CDN, request time in npm start). */
  upstream: (env: RawEnv) => string
  /** Path prefix on the upstream that replaces `from`. */
  to: string
}

/** Serve one path with a Gatsby Function (src/api/<name>.ts, reachable at /api/<name> too). */
export type FunctionRewrite = { kind: "function"; from: string; functionName: string }

export type Rewrite = ProxyRewrite | FunctionRewrite

function origin(value: string | undefined): string | null {
  const raw = value?.trim()
  if (!raw) return null
  try {
    const url = new URL(raw)
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null
  } catch {
    return null
  }
}

/** POSTHOG_HOST: PostHog's ingestion host (EU: https://eu.i.posthog.com, or a self-hosted instance). */
export function posthogHost(env: RawEnv): string {
  return origin(env.POSTHOG_HOST) ?? DEFAULT_POSTHOG_HOST
}

/**
 * Where PostHog's /static/* scripts and /array/* remote config live: POSTHOG_ASSETS_HOST, else the cloud's assets host for a cloud
 * ingestion host (us.i → us-assets.i), else the ingestion host itself (self-hosted PostHog serves both).
 */
export function posthogAssetsHost(env: RawEnv): string {
  const explicit = origin(env.POSTHOG_ASSETS_HOST)
  if (explicit) return explicit
  const host = posthogHost(env)
  if (host === DEFAULT_POSTHOG_HOST) return DEFAULT_POSTHOG_ASSETS_HOST
  const cloud = /^https:\/\/([a-z]+)\.i\.posthog\.com$/.exec(host)
  return cloud ? `https://${cloud[1]}-assets.i.posthog.com` : host
}

// Most specific first: the first match wins, here and on the CDN (Gatsby sorts its routes the same way).
// posthog-js itself sends its "assets" requests, /static/* scripts and /array/<token>/config remote config,
// to the assets host (utils/request-router.js), so the proxy does the same.
export const REWRITES: readonly Rewrite[] = [
  { kind: "proxy", from: `${ANALYTICS_PROXY_PATH}/static`, upstream: posthogAssetsHost, to: "/static" },
  { kind: "proxy", from: `${ANALYTICS_PROXY_PATH}/array`, upstream: posthogAssetsHost, to: "/array" },
  { kind: "proxy", from: ANALYTICS_PROXY_PATH, upstream: posthogHost, to: "" },
  { kind: "function", from: LOG_ENDPOINTS.logs, functionName: "axiom-logs" },
  { kind: "function", from: LOG_ENDPOINTS.webVitals, functionName: "axiom-web-vitals" },
]

export type RewriteMatch = { kind: "proxy"; target: URL } | { kind: "function"; url: string }

/** What a request URL (path and query) is rewritten to, or null when no rule matches it. */
export function matchRewrite(url: string, env: RawEnv, rewrites: readonly Rewrite[] = REWRITES): RewriteMatch | null {
  const queryAt = url.indexOf("?")
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt)
  const query = queryAt === -1 ? "" : url.slice(queryAt)
  for (const rule of rewrites) {
    if (rule.kind === "function") {
      if (pathname === rule.from) return { kind: "function", url: `/api/${rule.functionName}${query}` }
    } else if (pathname === rule.from || pathname.startsWith(rule.from + "/")) {
      const rest = pathname.slice(rule.from.length)
      return { kind: "proxy", target: new URL(`${rule.to}${rest || "/"}${query}`, rule.upstream(env)) }
    }
  }
  return null
}

/**
 * The Netlify adapter invokes a function at /.netlify/functions/<functionId>, where Gatsby derives the id from
 * the compiled file name (axiom-logs.js → axiom-logs-js). Netlify does not evaluate a rewrite's target against
 * the other rules again, so a rewrite to /api/<name> would miss the function: the CDN rule points at the
 * invocation URL itself. tests/e2e/telemetry.test.ts checks this against the adapter's own lines in _redirects.
 */
export function netlifyFunctionPath(functionName: string): string {
  return `/.netlify/functions/${functionName}-js`
}

export type CdnRewrite = { fromPath: string; toPath: string }

/** The table as CDN rules, with absolute upstream URLs so the CDN proxies instead of redirecting. */
export function cdnRewrites(env: RawEnv, rewrites: readonly Rewrite[] = REWRITES): CdnRewrite[] {
  return rewrites.map((rule) =>
    rule.kind === "function"
      ? { fromPath: rule.from, toPath: netlifyFunctionPath(rule.functionName) }
      : { fromPath: `${rule.from}/*`, toPath: `${rule.upstream(env)}${rule.to}/*` },
  )
}
