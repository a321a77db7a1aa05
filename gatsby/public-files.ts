// Walks the build output for the post-build steps (gatsby/post-build.ts, gatsby/cdn-headers.ts).
import fs from "fs"
import path from "path"

/** Gatsby's asset folders: hashed files and page data, never pages. */
export const ASSET_DIRS = ["static", "page-data", "_gatsby", "~partytown"] as const

/**
 * Every file under `dir` whose name `match`es, as a full path, skipping folders named in `skip`
 * (Gatsby's asset folders unless told otherwise).
 */
export function* publicFiles(
  dir: string,
  match: (name: string) => boolean,
  skip: readonly string[] = ASSET_DIRS,
): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      if (!skip.includes(entry.name)) yield* publicFiles(full, match, skip)
    } else if (match(entry.name)) yield full
  }
}

export const isHtml = (name: string) => name.endsWith(".html")
