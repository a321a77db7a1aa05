// Product analytics with PostHog: the only module that calls posthog-js. On when GATSBY_POSTHOG_KEY is set at
// build time; with no key every call is a no-op and posthog-js is never requested.
//
// posthog-js is loaded only once the visitor has accepted analytics cookies (site-consent.ts calls load() when
// the page is idle); until then the site's page views are anonymous beacons (page-view-beacon.ts) and calls made
// here are queued in memory, replayed in order after an Accept (a pageview keeps the URL and time it happened at)
// and dropped on a rejection. It is posthog-js's slim build with none of its extensions: the site only captures
// $pageview, identifies, groups and resets. The browser only talks to our own origin (ANALYTICS_PROXY_PATH).
import type { PostHogConfig } from "posthog-js"
import type { PosthogClient } from "./posthog-types"

export type { PosthogClient }
import { ANALYTICS_PROXY_PATH } from "../../config/telemetry-paths"
import type { AnalyticsConsent } from "./consent"
import { log, type Logger } from "./log"

export type AnalyticsProps = Readonly<Record<string, unknown>>

export type AnalyticsOptions = {
  key: string | undefined
  load: () => Promise<PosthogClient>
  uiHost?: string
  logger?: Pick<Logger, "warn" | "error">
  /** Calls kept while posthog-js loads; later ones are dropped. */
  maxQueued?: number
}

export type Analytics = {
  readonly enabled: boolean
  /** Imports and starts posthog-js (once); resolves when queued calls have been replayed. */
  load: () => Promise<void>
  capturePageview: (path: string) => void
  identify: (userId: string, props?: AnalyticsProps) => void
  group: (type: string, key: string, props?: AnalyticsProps) => void
  reset: () => void
  setConsent: (consent: AnalyticsConsent) => void
}

export const DEFAULT_POSTHOG_UI_HOST = "https://us.posthog.com"

const persistenceFor = (consent: AnalyticsConsent) => (consent === "granted" ? "localStorage+cookie" : "memory")

export function posthogConfig(
  consent: AnalyticsConsent,
  uiHost: string = DEFAULT_POSTHOG_UI_HOST,
): Partial<PostHogConfig> {
  return {
    api_host: ANALYTICS_PROXY_PATH,
    // Links from PostHog's toolbar go to the app itself, not through the proxy.
    ui_host: uiHost,
    // gatsby-browser's onRouteUpdate sends exactly one per route change, the first load included.
    capture_pageview: false,
    capture_pageleave: false,
    persistence: persistenceFor(consent),
    // Plain JSON requests: easier to inspect, and our proxy and tests need not decode gzip.
    disable_compression: true,
    person_profiles: "identified_only",
    // Everything the site does not use stays off, and no further script is fetched: no autocapture, replay,
    // surveys, heatmaps, dead clicks, exceptions, web vitals (Axiom has those), flags, experiments or tours.
    autocapture: false,
    rageclick: false,
    disable_session_recording: true,
    disable_surveys: true,
    capture_heatmaps: false,
    capture_dead_clicks: false,
    capture_exceptions: false,
    capture_performance: false,
    advanced_disable_flags: true,
    disable_web_experiments: true,
    disable_product_tours: true,
    disable_conversations: true,
    disable_external_dependency_loading: true,
    // The URLs it records ($current_url, the session's entry URL …) never carry an emailed link's token (it opens a
    // person's data); campaign click ids (gclid, fbclid …) are masked with it.
    mask_personal_data_properties: true,
    custom_personal_data_properties: ["token"],
  }
}

/** PostHog's own keys in Web Storage (ph_<key>_posthog, ph_<key>_window_id …); the site's start with "shiftwise:". */
const POSTHOG_STORAGE_KEY = /^(ph_|__ph)/

/**
 * After consent is withdrawn: PostHog moves its ids back to memory and clears its cookie, but the window and
 * session ids it kept in sessionStorage meanwhile stay behind. They go too.
 */
export function clearPosthogStorage(win: Pick<Window, "localStorage" | "sessionStorage"> = window): void {
  for (const name of ["localStorage", "sessionStorage"] as const) {
    try {
      const storage = win[name]
      const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
        (key): key is string => key !== null,
      )
      for (const key of keys) if (POSTHOG_STORAGE_KEY.test(key)) storage.removeItem(key)
    } catch {
      // Storage disabled: nothing was stored either.
    }
  }
}

const isText = (value: unknown): value is string => typeof value === "string" && value.trim() !== ""
const isProps = (value: unknown): value is AnalyticsProps | undefined =>
  value === undefined || (typeof value === "object" && value !== null && !Array.isArray(value))

export function createAnalytics({ key, load, uiHost, logger = log, maxQueued = 100 }: AnalyticsOptions): Analytics {
  const enabled = isText(key)
  let client: PosthogClient | null = null
  let loading: Promise<void> | null = null
  let consent: AnalyticsConsent = "pending"
  const queue: Array<(posthog: PosthogClient) => void> = []

  function run(call: (posthog: PosthogClient) => void): void {
    if (!enabled) return
    if (client) call(client)
    else if (queue.length < maxQueued) queue.push(call)
  }

  /** Missing arguments are a bug in the caller: say so, send nothing. */
  function valid(call: string, problems: Array<string | false>): boolean {
    const found = problems.filter((problem): problem is string => problem !== false)
    if (found.length) logger.warn("analytics_call_rejected", { call, problems: found })
    return found.length === 0
  }

  return {
    enabled,
    load() {
      if (!enabled) return Promise.resolve()
      loading ??= load()
        .then((posthog) => {
          client = posthog.init(key.trim(), posthogConfig(consent, uiHost)) || posthog
          // The benchmark reads when posthog-js was ready against "site:hydrated".
          if (typeof performance !== "undefined" && typeof performance.mark === "function")
            performance.mark("site:analytics-ready")
          for (const call of queue.splice(0)) call(client)
        })
        .catch((error: unknown) => logger.error("analytics_load_failed", { error }))
      return loading
    },
    capturePageview(path) {
      if (!valid("capturePageview", [!isText(path) && "path is required"])) return
      const url = new URL(path, window.location.origin)
      const timestamp = new Date()
      run((posthog) => posthog.capture("$pageview", { $current_url: url.href, $pathname: url.pathname }, { timestamp }))
    },
    identify(userId, props) {
      if (!valid("identify", [!isText(userId) && "userId is required", !isProps(props) && "props must be an object"]))
        return
      run((posthog) => posthog.identify(userId.trim(), props ? { ...props } : undefined))
    },
    group(type, groupKey, props) {
      const problems = [
        !isText(type) && "type is required",
        !isText(groupKey) && "key is required",
        !isProps(props) && "props must be an object",
      ]
      if (!valid("group", problems)) return
      run((posthog) => posthog.group(type.trim(), groupKey.trim(), props ? { ...props } : undefined))
    },
    reset() {
      run((posthog) => posthog.reset())
    },
    setConsent(next) {
      const changed = persistenceFor(next) !== persistenceFor(consent)
      consent = next
      // Nothing waiting (an identify from the form) is sent after a rejection.
      if (next === "denied") queue.length = 0
      if (!client || !changed) return
      // PostHog moves its ids between memory and cookie/localStorage, and clears the old store.
      client.set_config({ persistence: persistenceFor(next) })
      if (persistenceFor(next) === "memory") clearPosthogStorage()
    },
  }
}

// The site's instance. webpack inlines GATSBY_* variables at build time; `import()` makes posthog-js (with
// posthog-client.ts) its own chunk, fetched only by load().
export const analytics = createAnalytics({
  key: process.env.GATSBY_POSTHOG_KEY,
  uiHost: process.env.GATSBY_POSTHOG_UI_HOST || undefined,
  load: () => import("./posthog-client").then((module) => module.posthogClient),
})

export const capturePageview = (path: string) => analytics.capturePageview(path)
export const identify = (userId: string, props?: AnalyticsProps) => analytics.identify(userId, props)
export const group = (type: string, key: string, props?: AnalyticsProps) => analytics.group(type, key, props)
export const reset = () => analytics.reset()
