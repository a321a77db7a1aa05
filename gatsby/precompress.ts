// Brotli and gzip copies of the built text assets at their highest levels, written once per build so
// `npm start`'s server (express-static-gzip) never compresses a script per request. A CDN that
// compresses on its own (Netlify does) ignores the copies.
import fs from "fs"
import path from "path"
import zlib from "zlib"
import { promisify } from "util"

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

const COMPRESSIBLE = /\.(?:js|css|json|svg|xml|txt|webmanifest)$/
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else if (COMPRESSIBLE.test(entry.name)) yield full
  }
}

export async function precompress(publicDir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  let count = 0
  let bytes = 0
  let brotliBytes = 0
  for (const file of files(publicDir)) {
    const source = fs.readFileSync(file)
    if (source.length < MIN_BYTES) {
      // public/ is not emptied between builds: a copy left from a larger version would be served.
      for (const copy of [file + ".br", file + ".gz"]) fs.rmSync(copy, { force: true })
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
    count++
    bytes += source.length
    brotliBytes += br.length
  }
  return { files: count, bytes, brotliBytes }
}
