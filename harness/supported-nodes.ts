// The Node versions a Function is tested under: the newest 22 and 24 from the npm registry (Netlify's Functions
// runtimes; AWS moves each line forward on its own) and this process's own Node. Each version once, and each inside
// package.json's `engines`: the tier tests exactly the Nodes the project supports, and refuses to pass on another.
import { execFileSync } from "node:child_process"
import path from "node:path"
import semver from "semver"
import packageJson from "../package.json"

export interface NodeRuntime {
  label: string
  path: string
  version: string
}

const INSTALLER = path.join(__dirname, "node-runtimes.cjs")
export const SUPPORTED_MAJORS = ["22", "24"] as const

export function supportedNodes(): NodeRuntime[] {
  const installed = JSON.parse(
    execFileSync(process.execPath, [INSTALLER, ...SUPPORTED_MAJORS], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    }),
  ) as Record<string, { path: string; version: string }>
  const candidates: NodeRuntime[] = [
    { label: "this process's", path: process.execPath, version: process.version },
    ...SUPPORTED_MAJORS.map((major) => ({ label: `newest ${major}`, ...installed[major]! })),
  ]
  const supported = packageJson.engines.node
  for (const runtime of candidates)
    if (!semver.satisfies(runtime.version, supported))
      throw new Error(`${runtime.label} Node ${runtime.version} is not one package.json supports (${supported})`)
  return candidates.filter(
    (runtime, index) => candidates.findIndex((other) => other.version === runtime.version) === index,
  )
}
