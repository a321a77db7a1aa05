// Build-time settings (the post-build steps in gatsby/post-build.ts, the articles' clock and preview), read here and documented in
// docs/configuration.md.

type Env = Readonly<Record<string, string | undefined>>

/**
 * Whether the build writes .br/.gz copies of its text assets (gatsby/precompress.ts). They are for `npm run serve`,
 * the local stand-in for the CDN; Netlify compresses on its own CDN, so a deploy build writes none (and lists none
 * in _headers). `PRECOMPRESS=1|0` decides; unset, a build on Netlify (`NETLIFY=true`) or under netlify-cli
 * (`NETLIFY_LOCAL=true`) is a deploy build, and any other build precompresses. CI's deploy job sets
 * `PRECOMPRESS=0` (docs/deploy.md).
 */
export function precompressSetting(env: Env = process.env): boolean {
  const value = env.PRECOMPRESS?.trim().toLowerCase()
  if (value === "1" || value === "true") return true
  if (value === "0" || value === "false") return false
  if (value) throw new Error(`PRECOMPRESS must be 1 or 0 (true or false), not "${env.PRECOMPRESS}"`)
  return !(env.NETLIFY === "true" || env.NETLIFY_LOCAL === "true")
}

/**
 * The build's clock: the time that decides which articles are published (src/articles/publication.ts). `BUILD_NOW`
 * (an ISO time such as "2026-10-14T09:00:00Z") sets it, for tests and to see the site as it will be; unset, the time
 * the build started. Read once per build: gatsby-config and gatsby-node are compiled apart, so the first read leaves
 * the instant in SHIFTWISE_BUILD_NOW and every later read, in either, gets the same one.
 */
export function buildClock(env: Record<string, string | undefined> = process.env): Date {
  const fixed = env.SHIFTWISE_BUILD_NOW
  if (fixed) return new Date(fixed)
  const value = env.BUILD_NOW?.trim()
  let now = new Date()
  if (value) {
    now = new Date(value)
    if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(now.getTime()))
      throw new Error(`BUILD_NOW must be an ISO date and time such as "2026-10-14T09:00:00Z", not "${value}"`)
  }
  env.SHIFTWISE_BUILD_NOW = now.toISOString()
  return now
}

/**
 * Whether this is a preview build (a pull request's draft deploy): drafts and scheduled articles are built too, each
 * under a banner, with noindex and an X-Robots-Tag header, and the feeds and sitemap leave them out all the same.
 * `PREVIEW_BUILD=1|0`; unset, off. CI's site job sets it for pull requests (.github/workflows/ci.yml).
 */
export function previewBuild(env: Env = process.env): boolean {
  const value = env.PREVIEW_BUILD?.trim().toLowerCase()
  if (!value || value === "0" || value === "false") return false
  if (value === "1" || value === "true") return true
  throw new Error(`PREVIEW_BUILD must be 1 or 0 (true or false), not "${env.PREVIEW_BUILD}"`)
}
