// `gatsby build` of a temp copy of the site (harness/temp-site.ts), as CI runs it, for the build tier's tests: its exit
// status, its output with colours stripped and each wrapped line joined to the one it continues (so a message a test
// looks for is one string), and how long it took.
import { spawnSync } from "child_process"
import path from "path"
import { stripVTControlCharacters } from "util"
import { ROOT } from "../../harness/temp-site"

export type SiteBuild = { status: number | null; output: string; seconds: number }

export function buildSite(dir: string, env: Record<string, string> = {}): SiteBuild {
  const started = performance.now()
  const run = spawnSync(path.join(ROOT, "node_modules/.bin/gatsby"), ["build"], {
    cwd: dir,
    env: { ...process.env, GATSBY_FEEDBACK_DISABLED: "1", CI: "true", NO_COLOR: "1", FORCE_COLOR: "0", ...env },
    encoding: "utf8",
    // Minutes on a busy 2-core machine.
    timeout: 900_000,
  })
  return {
    status: run.status,
    output: stripVTControlCharacters(`${run.stdout}\n${run.stderr}`).replace(/\n(?=[^\s-])/g, " "),
    seconds: (performance.now() - started) / 1000,
  }
}
