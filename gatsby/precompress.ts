// Brotli and gzip copies of the built text assets at their highest levels, written once per build so
// `npm start`'s server (express-static-gzip) never compresses a script per request. A CDN that
// compresses on its own (Netlify does) ignores the copies.
import fs from "fs"
import zlib from "zlib"
import { promisify } from "util"
import { publicFiles } from "./public-files"

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

const COMPRESSIBLE = /\.(?:js|css|json|svg|xml|txt|webmanifest)$/
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024

/** Returns what it compressed this time: files, their bytes, and the brotli bytes they came to. */
export async function precompress(publicDir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  let count = 0
  let bytes = 0
  let brotliBytes = 0
  // Everything, page data and hashed assets included.
  for (const file of publicFiles(publicDir, (name) => COMPRESSIBLE.test(name), [])) {
    const { size, mtimeMs } = fs.statSync(file)
    if (size < MIN_BYTES) {
      // public/ is not emptied between builds: a copy left from a larger version would be served.
      for (const copy of [file + ".br", file + ".gz"]) fs.rmSync(copy, { force: true })
      continue
    }
    // Hashed assets and unchanged page data keep the copies an earlier build made.
    const upToDate = [file + ".br", file + ".gz"].every(
      (copy) => (fs.statSync(copy, { throwIfNoEntry: false })?.mtimeMs ?? -1) >= mtimeMs,
    )
    if (upToDate) continue
    const source = fs.readFileSync(file)
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
    count++
    bytes += source.length
    brotliBytes += br.length
  }
  return { files: count, bytes, brotliBytes }
}
