// `npm run publish-scheduled`: merges each Ready entry of the writers' editor whose "Publish at" has passed
// (ops/publish-scheduled/run.ts), and prints one line per Ready entry. Run every 15 minutes by
// .github/workflows/publish-scheduled.yml, or by hand. Options:
//   --dry-run         decide and print; merge and comment nothing
//   --now <ISO time>  decide as if it were then ("what goes live by Monday 09:00?" with --dry-run; the tests)
//   --if-configured   without GITHUB_TOKEN, say so and exit 0 (the scheduled workflow in a repository without it)
//   --go-live         instead: redeploy production when an article has become due since its build
//                     (ops/publish-scheduled/go-live.ts; needs NETLIFY_AUTH_TOKEN and NETLIFY_SITE_ID too)
// Exits non-zero on a crash or missing settings; an entry that cannot be merged is reported on its pull request, a
// go-live that cannot be requested as a commit status on the branch's head.
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { cmsSettings } from "../config/cms"
import { describeSiteTime } from "../schema/publish-time"
import { githubClient, githubSettings } from "./github/client"
import { pullRequests } from "./github/pulls"
import { publishScheduled, type Outcome } from "./publish-scheduled/run"
import { goLive } from "./publish-scheduled/go-live"
import { netlifyApi, netlifySettings } from "./netlify/api"

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
  if (process.argv.includes("--go-live")) return goLiveMain(now, dryRun)
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

/** `--go-live`: one line saying what production shows, what became due, and what was done about it. */
async function goLiveMain(now: Date, dryRun: boolean): Promise<number> {
  const github = githubSettings(process.env)
  const netlify = netlifySettings(process.env)
  if ("missing" in github || "missing" in netlify) {
    const missing = "missing" in github ? github.missing : "missing" in netlify ? netlify.missing : ""
    if (process.argv.includes("--if-configured")) {
      console.log(`The scheduled go-live is not set up here: ${missing}.`)
      return 0
    }
    console.error(`npm run publish-scheduled -- --go-live: ${missing}.`)
    return 1
  }
  const site = yaml.load(fs.readFileSync(path.join(root, "content/site.yaml"), "utf8")) as { timeZone?: string }
  const timeZone = site.timeZone ?? "UTC"
  const { branch } = cmsSettings(process.env, root)
  const server = process.env.GITHUB_SERVER_URL ?? "https://github.com"
  const outcome = await goLive({
    github: githubClient(github),
    netlify: netlifyApi(netlify),
    repo: github.repo,
    branch,
    contentDir: path.join(root, "content"),
    now,
    dryRun,
    ...(process.env.GITHUB_RUN_ID
      ? { runUrl: `${server}/${github.repo}/actions/runs/${process.env.GITHUB_RUN_ID}` }
      : {}),
  })
  const since = outcome.since
    ? `production built for ${describeSiteTime(outcome.since, timeZone)}`
    : "no production deploy"
  console.log(
    `Go-live of ${github.repo} (${branch}) at ${describeSiteTime(now, timeZone)}${dryRun ? " (dry run)" : ""}, ${since}: ` +
      `${outcome.result}: ${outcome.message}`,
  )
  for (const article of outcome.due)
    console.log(`  ${article.kind}/${article.slug}: dated ${describeSiteTime(article.date, timeZone)}`)
  for (const problem of outcome.problems) console.log(`  not read: ${problem}`)
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
