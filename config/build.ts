// Build-time settings of the post-build steps (gatsby/post-build.ts), read here and documented in
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
