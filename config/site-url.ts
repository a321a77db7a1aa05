import fs from "fs"
import path from "path"
import yaml from "js-yaml"

/**
 * The site's public origin: SITE_URL (for preview deploys) or `siteUrl` from content/site.yaml.
 * Used at build time for the sitemap, robots.txt, canonical and social-image URLs.
 */
export function siteUrl(contentDir: string): string {
  const fromEnv = process.env.SITE_URL?.trim()
  if (fromEnv) return fromEnv.replace(/\/+$/, "")
  const file = path.join(contentDir, "site.yaml")
  const data = fs.existsSync(file)
    ? (yaml.load(fs.readFileSync(file, "utf8")) as { siteUrl?: unknown } | undefined)
    : undefined
  return typeof data?.siteUrl === "string" ? data.siteUrl.replace(/\/+$/, "") : "http://127.0.0.1:9000"
}
