// The key of the build cache CI keeps between runs (.cache/ and public/, .github/workflows/ci.yml): one per state of
// the code the build is made of, so a content change restores the last build and rebuilds only what it touches,
// while a change to code, configuration, dependencies or Node starts from a clean build. Gatsby clears its own cache
// when package.json, gatsby-config or gatsby-node change; the key covers what it does not see (a component, a
// post-build step, the lockfile, a patch, static/).
import crypto from "crypto"
import { execFileSync } from "child_process"

/** What the build is made of, besides content/. Tests, docs and CI's own commands do not change a build. */
export const BUILD_INPUTS = [
  "package.json",
  "package-lock.json",
  ".nvmrc",
  "tsconfig.json",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "gatsby",
  "src",
  "config",
  "cms",
  "api",
  "contracts",
  "schema",
  "patches",
  "static",
] as const

/** Bump to throw every saved cache away (say, after a cache turned out to be bad). */
const VERSION = "v1"

/** `gatsby-build-v1-<hash>`: the hash of the committed versions (git's blob ids) of every build input. */
export function buildCacheKey(cwd: string): string {
  const listing = execFileSync("git", ["ls-files", "-s", "--", ...BUILD_INPUTS], { cwd, encoding: "utf8" })
  if (!listing.includes("gatsby-config.ts"))
    throw new Error("ops/ci/build-cache.ts: git lists no gatsby-config.ts here")
  return `gatsby-build-${VERSION}-${crypto.createHash("sha256").update(listing).digest("hex").slice(0, 20)}`
}
