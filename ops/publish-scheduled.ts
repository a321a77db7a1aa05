// `npm run publish-scheduled`: merges each Ready entry of the writers' editor whose "Publish at" has passed
// (ops/publish-scheduled/run.ts), and prints one line per Ready entry. Run every 15 minutes by
// .github/workflows/publish-scheduled.yml, or by hand. Options:
//   --dry-run         decide and print; merge and comment nothing
//   --now <ISO time>  decide as if it were then ("what goes live by Monday 09:00?" with --dry-run; the tests)
//   --if-configured   without GITHUB_TOKEN, say so and exit 0 (the scheduled workflow in a repository without it)
// Exits non-zero on a crash or missing settings; an entry that cannot be merged is reported on its pull request.
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { cmsSettings } from "../config/cms"
import { describeSiteTime } from "../gatsby/publish-time"
import { githubClient, githubSettings } from "./github/client"
import { pullRequests } from "./github/pulls"
import { publishScheduled, type Outcome } from "./publish-scheduled/run"

const root = path.resolve(__dirname, "..")

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name)
  return at > 0 ? process.argv[at + 1] : undefined
}

function line(outcome: Outcome, timeZone: string): string {
  const head = `#${outcome.number} ${outcome.branch}:`
  switch (outcome.result) {
    case "published":
      return `${head} published (scheduled for ${describeSiteTime(outcome.at, timeZone)})${outcome.alreadyMerged ? ", already merged" : ""}`
    case "waiting":
      return `${head} waiting, ${outcome.reason}`
    case "not scheduled":
      return `${head} Ready without a new "Publish at": waits for Publish in the editor`
    case "failed":
      return `${head} not published: ${outcome.reason}`
  }
}

async function main(): Promise<number> {
  const dryRun = process.argv.includes("--dry-run")
  const nowText = option("--now")
  const now = nowText ? new Date(nowText) : new Date()
  if (Number.isNaN(now.getTime())) throw new Error(`--now ${nowText}: not a time (write it like 2026-03-01T03:30:00Z)`)
  const settings = githubSettings(process.env)
  if ("missing" in settings) {
    if (process.argv.includes("--if-configured")) {
      console.log(`Scheduled publishing is not set up here: ${settings.missing}.`)
      return 0
    }
    console.error(`npm run publish-scheduled: ${settings.missing}.`)
    return 1
  }
  const site = yaml.load(fs.readFileSync(path.join(root, "content/site.yaml"), "utf8")) as { timeZone?: string }
  const timeZone = site.timeZone ?? "UTC"
  const { branch } = cmsSettings(process.env, root)
  const outcomes = await publishScheduled({
    pulls: pullRequests(githubClient(settings)),
    repo: settings.repo,
    base: branch,
    now,
    timeZone,
    dryRun,
  })
  console.log(
    `${settings.repo}, into ${branch}, at ${describeSiteTime(now, timeZone)}${dryRun ? " (dry run: nothing merged)" : ""}: ` +
      `${outcomes.length} Ready ${outcomes.length === 1 ? "entry" : "entries"}`,
  )
  for (const outcome of outcomes) console.log(`  ${line(outcome, timeZone)}`)
  return 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      `npm run publish-scheduled failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    )
    process.exit(1)
  },
)
