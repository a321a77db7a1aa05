// Brotli and gzip copies of the built text assets at their highest levels, for `npm run serve`'s server
// (express-static-gzip), so it never compresses a script per request. A CDN that compresses on its own (Netlify does)
// needs no copies: a deploy build (config/build.ts, `precompressSetting`) writes none, and removes any an earlier
// local build left in public/, so that neither they nor their header blocks in _headers (the adapter writes one per
// file) are uploaded.
//
// Only what changed is compressed again: the manifest (gatsby/build-manifests.ts) holds the content hash each pair of
// copies was made from. Webpack re-emits every script on each build and the editor's 6.5 MB bundle is rewritten too,
// with new modification times and the same bytes, so times cannot tell.
import fs from "fs"
import path from "path"
import zlib from "zlib"
import { promisify } from "util"
import { hashMap, readManifest, sha256, writeManifest } from "./build-manifests"
import { publicFiles } from "./public-files"

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

const COMPRESSIBLE = /\.(?:js|css|json|svg|xml|txt|webmanifest)$/
const COPIES = [".br", ".gz"] as const
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024
const STEP = "precompress"

export type PrecompressResult = { files: number; bytes: number; brotliBytes: number; unchanged: number }

const copiesOf = (file: string) => COPIES.map((suffix) => file + suffix)

/**
 * Compresses what changed since the last build (`root`'s manifest says what the copies were made from); returns what
 * it compressed this time (files, their bytes, the brotli bytes they came to) and how many it left as they were.
 */
export async function precompress(publicDir: string, root: string): Promise<PrecompressResult> {
  const before = readManifest(root, STEP, hashMap, {})
  const after: Record<string, string> = {}
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, unchanged: 0 }
  // Everything, page data and hashed assets included.
  for (const file of publicFiles(publicDir, (name) => COMPRESSIBLE.test(name), [])) {
    const source = fs.readFileSync(file)
    const copies = copiesOf(file)
    if (source.length < MIN_BYTES) {
      // public/ is not emptied between builds: a copy left from a larger version would be served.
      for (const copy of copies) fs.rmSync(copy, { force: true })
      continue
    }
    const relative = path.relative(publicDir, file)
    const hash = sha256(source)
    if (before[relative] === hash && copies.every((copy) => fs.existsSync(copy))) {
      after[relative] = hash
      result.unchanged++
      continue
    }
    const [br, gz] = await Promise.all([
      brotli(source, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      }),
      gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ])
    fs.writeFileSync(file + ".br", br)
    fs.writeFileSync(file + ".gz", gz)
    after[relative] = hash
    result.files++
    result.bytes += source.length
    result.brotliBytes += br.length
  }
  writeManifest(root, STEP, after)
  return result
}

/**
 * A deploy build: removes every .br/.gz copy of a built file (an earlier local build's), and the manifest with them;
 * returns how many copies it removed.
 */
export function removeCompressedCopies(publicDir: string, root: string): number {
  let removed = 0
  for (const copy of publicFiles(publicDir, (name) => /\.(?:br|gz)$/.test(name), [])) {
    const original = copy.slice(0, -3)
    if (!COMPRESSIBLE.test(original)) continue
    fs.rmSync(copy)
    removed++
  }
  writeManifest(root, STEP, {})
  return removed
}
