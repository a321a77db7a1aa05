// The W3C Nu HTML Checker (vnu.jar from the vnu-jar package, run by the machine's Java; .ci/run installs a JRE
// where there is none), for every test that checks a page's markup.
import { spawnSync } from "child_process"

const VNU = require.resolve("vnu-jar/build/dist/vnu.jar")

export type NuMessage = {
  type: string
  url: string
  lastLine?: number
  message: string
  extract?: string
  hiliteStart?: number
  hiliteLength?: number
}
/** The markup a message points at. */
const marked = (m: NuMessage) =>
  m.extract?.slice(m.hiliteStart ?? 0, (m.hiliteStart ?? 0) + (m.hiliteLength ?? 0)) ?? ""

/**
 * Where the checker lags the HTML standard, by exact message: `<link rel="expect" blocking="render">` is valid HTML
 * (https://html.spec.whatwg.org/multipage/links.html#link-type-expect, Chromium since 124), but vnu 26.9 still allows
 * `blocking` on a stylesheet link only. Every page has one (src/state/render-body.tsx); any other link with
 * `blocking` is still reported (tests/e2e/html-validity.test.ts checks that).
 */
const CHECKER_LAGS = [
  (m: NuMessage) =>
    m.message ===
      "A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”." &&
    /^<link rel="expect" href="#[\w-]+" blocking="render"\/?>$/.test(marked(m)),
]

/** The errors the checker finds in `files`, but for where it lags the standard. */
export function nuErrors(files: string[]): NuMessage[] {
  const run = spawnSync("java", ["-jar", VNU, "--errors-only", "--format", "json", ...files], { encoding: "utf8" })
  if (run.error)
    throw new Error(
      `java could not be run (${run.error.message}): install a JRE (apt-get install -y default-jre-headless)`,
    )
  // vnu writes its JSON report to stderr and exits 1 when it found errors.
  const report = JSON.parse(run.stderr) as { messages: NuMessage[] }
  return report.messages.filter((m) => !CHECKER_LAGS.some((lags) => lags(m)))
}
