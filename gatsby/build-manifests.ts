// The post-build steps (gatsby/post-build.ts) redo only what changed since the last build. Each keeps a manifest of
// what it made and from which inputs (content hashes, never modification times: webpack re-emits every script and the
// editor's bundle is rewritten on each build, with new times and the same bytes) in .cache/post-build/<step>.json.
// Gatsby empties .cache when its own cache is invalid (a plugin, package.json, gatsby-config or gatsby-node changed);
// the manifests go with it and every step then redoes everything. A manifest that is missing, unreadable or of
// another shape counts as empty.
import crypto from "crypto"
import fs from "fs"
import path from "path"
import { z } from "zod"

export const MANIFEST_DIR = path.join(".cache", "post-build")

export const sha256 = (data: crypto.BinaryLike): string => crypto.createHash("sha256").update(data).digest("hex")

/** The content hash of a file, or null when it does not exist. */
export function fileHash(file: string): string | null {
  try {
    return sha256(fs.readFileSync(file))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null
    throw error
  }
}

/** The manifest of `step` in the site at `root`, parsed by `schema`; `fallback` when there is none usable. */
export function readManifest<T>(root: string, step: string, schema: z.ZodType<T>, fallback: T): T {
  const file = path.join(root, MANIFEST_DIR, `${step}.json`)
  try {
    const parsed = schema.safeParse(JSON.parse(fs.readFileSync(file, "utf8")))
    return parsed.success ? parsed.data : fallback
  } catch {
    return fallback
  }
}

export function writeManifest(root: string, step: string, data: unknown): void {
  const dir = path.join(root, MANIFEST_DIR)
  fs.mkdirSync(dir, { recursive: true })
  // Written whole and renamed, so a build that dies half-way leaves the previous manifest, never half of one.
  const file = path.join(dir, `${step}.json`)
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(data))
  fs.renameSync(`${file}.tmp`, file)
}

/** A map from a file (relative path) to the content hash of what it was made from. */
export const hashMap = z.record(z.string(), z.string())
