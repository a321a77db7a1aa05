// The scheduled go-live (docs/cms.md "Scheduled posts"): an article whose date has come goes live with no commit
// from anyone. `npm run publish-scheduled -- --go-live`, every 15 minutes, asks:
//   1. what production serves: Netlify's published deploy, whose title names the clock its build ran with
//      (ops/netlify/deploy-title.ts; a deploy without one counts from 30 minutes before it was created, the longest
//      a CI build can run before its deploy, so nothing is missed: at worst one redeploy too many);
//   2. which articles of every kind (src/articles/kinds.ts) became published since that clock and by now, by the
//      site's own rule (src/articles/publication.ts becameDue: not a draft, dated in (clock, now]);
//   3. if any did, and no CI run of the branch is under way (one that is will build with a later clock, or finish
//      first), and the branch's head is what production was deployed from before (it passed CI), it dispatches CI's
//      workflow on the branch as a redeploy (ops/ci/redeploy.ts). One request for any number of articles; the next
//      run sees the request's run under way, then the new deploy's clock, and asks nothing more.
// A refused request, or a head that never passed CI, is reported once as a commit status on the head
// (`scheduled/go-live`, its description the reason) and tried again on every run until it succeeds.
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { z } from "zod"
import { ARTICLE_KINDS } from "../../src/articles/kinds"
import { articleFrontmatterSchema } from "../../src/articles/schema"
import { becameDue } from "../../src/articles/publication"
import { STATUS_CONTEXT } from "../ci/status-contexts"
import { CI_WORKFLOW, REDEPLOY_INPUT } from "../ci/redeploy"
import { GitHubError, type GitHubClient } from "../github/client"
import { postCommitStatus, statusDescription, type CommitState } from "../github/commit-status"
import { branchHead, hasSuccessfulStatus } from "../github/deployed-commits"
import { dispatchWorkflow, newestStatus, workflowRuns } from "../github/workflow-runs"
import { buildClockOf } from "../netlify/deploy-title"
import type { NetlifyApi } from "../netlify/api"

/** The commit status the go-live reports on. (Not "deploy": Decap's View Preview reads any status with that word.) */
export const GO_LIVE_CONTEXT = "scheduled/go-live"

/** How long before its deploy a build may have read its clock (CI's site job times out after 30 minutes). */
export const UNKNOWN_CLOCK_MARGIN_MS = 30 * 60_000

export type ArticleDate = { kind: string; slug: string; draft: boolean; date: Date }

const datesSchema = z.object({ date: articleFrontmatterSchema.shape.date, draft: articleFrontmatterSchema.shape.draft })

/** Every article's date and draft flag, read as the build reads them; files it cannot read are named in `problems`. */
export function readArticleDates(contentDir: string): { articles: ArticleDate[]; problems: string[] } {
  const articles: ArticleDate[] = []
  const problems: string[] = []
  for (const kind of ARTICLE_KINDS) {
    const dir = path.join(contentDir, kind.dir)
    if (!fs.existsSync(dir)) continue
    // A page bundle (content/blog/<slug>/index.md) or one file per article (content/changelog/<slug>.md).
    const files = fs
      .readdirSync(dir)
      .sort()
      .flatMap((name) =>
        kind.layout === "bundle"
          ? [{ slug: name, relative: `${name}/index.md` }]
          : name.endsWith(".md")
            ? [{ slug: name.slice(0, -".md".length), relative: name }]
            : [],
      )
    for (const { slug, relative } of files) {
      const file = path.join(dir, relative)
      if (!fs.existsSync(file) || !fs.statSync(file).isFile()) continue
      const where = `content/${kind.dir}/${relative}`
      try {
        const front = /^---\r?\n([\s\S]*?)\r?\n?---/.exec(fs.readFileSync(file, "utf8"))?.[1] ?? ""
        const parsed = datesSchema.safeParse(yaml.load(front) ?? {})
        if (parsed.success) articles.push({ kind: kind.id, slug, ...parsed.data })
        else
          problems.push(
            `${where}: ${parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`).join("; ")}`,
          )
      } catch (error) {
        problems.push(`${where}: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`)
      }
    }
  }
  return { articles, problems }
}

export type GoLiveOptions = {
  github: GitHubClient
  netlify: NetlifyApi
  repo: string
  /** The branch production deploys from (CMS_BRANCH, main). */
  branch: string
  contentDir: string
  now: Date
  /** Decide and print; dispatch and report nothing. */
  dryRun?: boolean
  /** The scheduled run's own page, the reports' link. */
  runUrl?: string
}

export type GoLiveOutcome = {
  result: "nothing due" | "waiting" | "redeploy requested" | "blocked" | "failed"
  /** The articles that became due since production's clock. */
  due: ArticleDate[]
  /** Production's build clock (or the conservative stand-in for it); null without a published deploy. */
  since: Date | null
  /** One sentence for people. */
  message: string
  problems: string[]
}

const names = (due: ReadonlyArray<ArticleDate>) => due.map((article) => `${article.kind}/${article.slug}`).join(", ")

export async function goLive(options: GoLiveOptions): Promise<GoLiveOutcome> {
  const { github, netlify, repo, branch, now, dryRun = false } = options
  const { articles, problems } = readArticleDates(options.contentDir)
  const deploy = await netlify.publishedDeploy()
  if (!deploy)
    return { result: "nothing due", due: [], since: null, message: "production has no published deploy yet", problems }
  const clock = buildClockOf(deploy.title)
  const since = clock ?? new Date(deploy.createdAt.getTime() - UNKNOWN_CLOCK_MARGIN_MS)
  const due = becameDue(articles, since, now).sort((a, b) => a.date.getTime() - b.date.getTime())
  const outcome = (result: GoLiveOutcome["result"], message: string): GoLiveOutcome => ({
    result,
    due,
    since,
    message,
    problems,
  })
  if (!due.length) return outcome("nothing due", "no article became due since production's build")

  const runs = await workflowRuns(github, repo, CI_WORKFLOW, branch)
  const running = runs.find((run) => run.status !== "completed")
  if (running)
    return outcome(
      "waiting",
      `${names(due)} due; CI run ${running.id} of ${branch} is under way (${running.status}): it, or a redeploy after it, takes them live`,
    )

  const head = await branchHead(github, repo, branch)
  if (!(await hasSuccessfulStatus(github, repo, head, STATUS_CONTEXT.production))) {
    const reason = `${names(due)} due, but ${branch} at ${head.slice(0, 7)} was never deployed (did its CI run fail?): they go live with its next deploy`
    await reportOnce(options, head, "failure", reason)
    return outcome("blocked", reason)
  }

  const earliest = due[0]!.date.getTime()
  const failedRun = runs.find(
    (run) => run.event === "workflow_dispatch" && run.conclusion !== "success" && run.createdAt.getTime() >= earliest,
  )
  const again = failedRun
    ? ` (again: redeploy run ${failedRun.id} ended ${failedRun.conclusion ?? "without a result"})`
    : ""
  if (dryRun) return outcome("redeploy requested", `would request a redeploy of ${branch} for ${names(due)}${again}`)
  try {
    await dispatchWorkflow(github, repo, CI_WORKFLOW, branch, { [REDEPLOY_INPUT]: "true" })
  } catch (error) {
    const why =
      error instanceof GitHubError
        ? `GitHub answered ${error.status}: ${error.githubMessage}`
        : error instanceof Error
          ? error.message
          : String(error)
    const reason = `Redeploy for ${names(due)} not requested (${why}); tried again every 15 minutes`
    await reportOnce(options, head, "error", reason)
    return outcome("failed", reason)
  }
  const message = `redeploy of ${branch} requested for ${names(due)}${again}`
  await report(options, head, "success", `Redeploy requested for ${names(due)}`)
  return outcome("redeploy requested", message)
}

async function report(options: GoLiveOptions, sha: string, state: CommitState, description: string): Promise<void> {
  await postCommitStatus(options.github, {
    repo: options.repo,
    sha,
    state,
    context: GO_LIVE_CONTEXT,
    description,
    ...(options.runUrl ? { targetUrl: options.runUrl } : {}),
  })
}

/** Posts the status unless the head's newest one on the context already says exactly this. */
async function reportOnce(options: GoLiveOptions, sha: string, state: CommitState, description: string) {
  if (options.dryRun) return
  const newest = await newestStatus(options.github, options.repo, sha, GO_LIVE_CONTEXT)
  if (newest?.state === state && newest.description === statusDescription(description)) return
  await report(options, sha, state, description)
}
