// `npm run test:content [-- --base REV] [--head REV]`: the content fast path, the same on CI and on a writer's or
// developer's machine. It runs the checks a change to content/ can break, and nothing of the code tiers:
//   1. the schema: every content file through the build's rules (ops/ci/check-content-files.ts), in a second;
//   2. the build: `npm run build` (warm when .cache/ and public/ are there, as CI restores them);
//   3. the W3C Nu HTML Checker over every built page, and every internal link of every page resolved against the
//      build (tests/e2e/html-validity.test.ts, tests/e2e/links.test.ts);
//   4. axe (and HTML_CodeSniffer, contrast, width) at 390 and 1280 px on the pages the change can show on
//      (ops/ci/content-pages.ts), through tests/e2e/accessibility.test.ts with CONTENT_CHECK_ROUTES set.
// What changed comes from ops/ci/changes.ts: on Actions the pull request or push; elsewhere everything since the
// merge base with main, uncommitted edits included. A change outside content/ is reported (it needs `npm test`) and
// every page is checked.
import { spawnSync } from "child_process"
import path from "path"
import { parseArgs } from "util"
import { checkContentFiles } from "./check-content-files"
import { changeDecision, printDecision } from "./changes"
import { pagesForChanges } from "./content-pages"
import { readCiContext } from "./github-context"

const ROOT = path.resolve(__dirname, "../..")

type Step = { name: string; seconds: number }

async function timed<T>(steps: Step[], name: string, run: () => T | Promise<T>): Promise<T> {
  const start = performance.now()
  console.log(`\ntest:content: ${name}…`)
  try {
    return await run()
  } finally {
    steps.push({ name, seconds: (performance.now() - start) / 1000 })
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit", env: { ...process.env, ...env } })
  if (result.error) throw result.error
  return result.status ?? 1
}

function report(steps: Step[], outcome: string): void {
  const total = steps.reduce((sum, step) => sum + step.seconds, 0)
  console.log(`\ntest:content: ${outcome}`)
  for (const step of steps) console.log(`  ${step.name.padEnd(34)} ${step.seconds.toFixed(1).padStart(7)} s`)
  console.log(`  ${"total".padEnd(34)} ${total.toFixed(1).padStart(7)} s`)
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { base: { type: "string" }, head: { type: "string" } } })
  const steps: Step[] = []
  const decision = await timed(steps, "what changed", () => changeDecision(readCiContext(), values, ROOT))
  printDecision(decision)
  if (decision.path === "full")
    console.log(
      "test:content: this is not a content-only change; the checks below are content's only, on every page. " +
        "`npm test` runs everything.",
    )

  const problems = await timed(steps, "schema (content files)", () => checkContentFiles(ROOT))
  if (problems.length) {
    console.error(problems.map((problem) => `  - ${problem}`).join("\n"))
    report(steps, `failed: ${problems.length} content problem(s)`)
    return 1
  }

  const built = await timed(steps, "build (npm run build)", () => run("npm", ["run", "build"]))
  if (built !== 0) {
    report(steps, "failed: the build")
    return built
  }

  const scope = await timed(steps, "pages the change shows on", () =>
    pagesForChanges(
      decision.path === "content" ? (decision.files ?? []) : ["(not content)"],
      ROOT,
      path.join(ROOT, "public"),
    ),
  )
  console.log(scope.reasons.map((reason) => `  ${reason}`).join("\n"))
  console.log(`  axe on ${scope.routes.length} of ${scope.all.length} pages: ${scope.routes.join(" ") || "(none)"}`)

  const files = ["tests/e2e/html-validity.test.ts", "tests/e2e/links.test.ts"]
  if (scope.routes.length) files.push("tests/e2e/accessibility.test.ts")
  const checked = await timed(steps, "Nu checker, links, axe (jest)", () =>
    run("npx", ["jest", "--selectProjects", "e2e", "--runInBand", "--runTestsByPath", ...files], {
      CONTENT_CHECK_ROUTES: JSON.stringify(scope.routes),
    }),
  )
  report(steps, checked === 0 ? "passed" : "failed: the checks")
  return checked
}

if (require.main === module)
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`test:content: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
      process.exit(1)
    },
  )
