// /changelog.json, the changelog for the product's own "What's new" panel (docs/changelog-json.md): where it and its
// JSON Schema are served, and the CORS headers that let the app's origin (content/site.yaml appOrigin) read it.
// gatsby-config hands the headers to the adapter (the CDN's _headers) and `npm run serve` sends the same ones.
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import type { HeaderRule } from "./headers"

export const CHANGELOG_JSON_PATH = "/changelog.json"
/** The shape's version: a change a reader of version 1 cannot take becomes version 2, under a new schema file. */
export const CHANGELOG_JSON_VERSION = 1
export const CHANGELOG_SCHEMA_PATH = `/changelog/schema-v${CHANGELOG_JSON_VERSION}.json`
/** The JSON Schema, kept in the repository and copied to CHANGELOG_SCHEMA_PATH by the build. */
export const CHANGELOG_SCHEMA_FILE = path.resolve(__dirname, "../contracts/changelog-json.schema.json")

/** content/site.yaml's appOrigin ("https://app.shiftwise.app"), or null when it names none. */
export function appOrigin(contentDir: string): string | null {
  const file = path.join(contentDir, "site.yaml")
  const data = fs.existsSync(file)
    ? (yaml.load(fs.readFileSync(file, "utf8")) as { appOrigin?: unknown } | undefined)
    : undefined
  return typeof data?.appOrigin === "string" && data.appOrigin.trim() ? data.appOrigin.trim().replace(/\/+$/, "") : null
}

/** The CORS headers of /changelog.json and its schema: GET by the app's origin, no credentials. */
export function changelogCorsHeaders(origin: string | null): Record<string, string> {
  return origin ? { "access-control-allow-origin": origin } : {}
}

/** The same, as gatsby-config's `headers` rules. */
export function changelogHeaderRules(origin: string | null): HeaderRule[] {
  const headers = Object.entries(changelogCorsHeaders(origin)).map(([key, value]) => ({ key, value }))
  return headers.length ? [CHANGELOG_JSON_PATH, CHANGELOG_SCHEMA_PATH].map((source) => ({ source, headers })) : []
}
