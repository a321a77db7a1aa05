// The Node versions a Function is tested under: the newest 22 and 24 from the npm registry (Netlify's Functions
// runtimes; AWS moves each line forward on its own), this process's own Node, and the machine's own Node when CI
// runs everything under another (.ci/run exports it as MACHINE_NODE). Each version once.
import { execFileSync } from "node:child_process"
import path from "node:path"

export interface NodeRuntime {
  label: string
  path: string
  version: string
}

const INSTALLER = path.join(__dirname, "node-runtimes.cjs")
export const SUPPORTED_MAJORS = ["22", "24"] as const

function versionOf(binary: string): string {
  return execFileSync(binary, ["--version"], { encoding: "utf8" }).trim()
}

export function supportedNodes(): NodeRuntime[] {
  const installed = JSON.parse(
    execFileSync(process.execPath, [INSTALLER, ...SUPPORTED_MAJORS], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    }),
  ) as Record<string, { path: string; version: string }>
  const candidates: NodeRuntime[] = [
    { label: "this process's", path: process.execPath, version: process.version },
    ...(process.env.MACHINE_NODE
      ? [{ label: "the machine's", path: process.env.MACHINE_NODE, version: versionOf(process.env.MACHINE_NODE) }]
      : []),
    ...SUPPORTED_MAJORS.map((major) => ({ label: `newest ${major}`, ...installed[major]! })),
  ]
  return candidates.filter(
    (runtime, index) => candidates.findIndex((other) => other.version === runtime.version) === index,
  )
}
