// Source maps are for developers, not visitors: the browser bundle is built with `hidden-source-map`
// (gatsby/webpack.ts: no sourceMappingURL comment in the published scripts) and, after the build,
// every .map Gatsby wrote into public/ moves to source-maps/ beside it, which is never deployed.
// Load them in the browser's devtools or any source-map tool to read a minified stack trace.
// `gatsby develop` keeps Gatsby's own inline (eval) source maps.
import fs from "fs"
import path from "path"
import { publicFiles } from "./public-files"

const isMap = (name: string) => name.endsWith(".map")

/** Moves every .map file under publicDir into mapsDir (same relative paths); returns how many moved. */
export function moveSourceMaps(publicDir: string, mapsDir: string): number {
  // Hashed names change with every build: only this build's maps are kept.
  fs.rmSync(mapsDir, { recursive: true, force: true })
  let moved = 0
  for (const file of publicFiles(publicDir, isMap, [])) {
    const target = path.join(mapsDir, path.relative(publicDir, file))
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.renameSync(file, target)
    moved++
  }
  const left = [...publicFiles(publicDir, isMap, [])]
  if (left.length) throw new Error(`gatsby/source-maps.ts: source maps still in public/: ${left.join(", ")}`)
  return moved
}
