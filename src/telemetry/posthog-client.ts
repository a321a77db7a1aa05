// posthog-js as the site runs it, in the chunk load() fetches once a visitor has accepted analytics (analytics.ts), so
// that nothing here weighs on a first visit. The package has no "exports" map, so its slim build is reached by file
// (about 54 KB gzipped against 123 KB for the default entry, which bundles every extension).
// What the site adds to its events: a page view names the page's language, from its path, as the anonymous page views
// do (api/page-views/handler.ts). The build inlines the languages' codes (GATSBY_LANGUAGE_CODES, gatsby/email-content.ts).
import posthog from "posthog-js/dist/module.slim"
import { languageOfPath } from "../../contracts/languages"
import type { PosthogClient } from "./posthog-types"

const LANGUAGES = (process.env.GATSBY_LANGUAGE_CODES ?? "")
  .split(",")
  .filter(Boolean)
  .map((code) => ({ code }))

type Properties = Parameters<PosthogClient["capture"]>[1]

/** A page view's properties with the language of its `$pathname`; any other event's unchanged. */
export function withPageLanguage(
  event: string,
  properties: Properties,
  languages: ReadonlyArray<{ code: string }> = LANGUAGES,
): Properties {
  const path: unknown = properties?.$pathname
  const language = event === "$pageview" && typeof path === "string" ? languageOfPath(languages, path) : undefined
  return language ? { ...properties, language } : properties
}

/** posthog-js, each call passed through; a page view's properties gain its language. */
export function pageLanguageClient(client: PosthogClient): PosthogClient {
  return {
    init: (token, config) => {
      client.init(token, config)
    },
    capture: (event, properties, options) => client.capture(event, withPageLanguage(event, properties), options),
    identify: (distinctId, props) => client.identify(distinctId, props),
    group: (type, key, props) => client.group(type, key, props),
    reset: () => client.reset(),
    set_config: (config) => client.set_config(config),
  }
}

export const posthogClient = pageLanguageClient(posthog as unknown as PosthogClient)
