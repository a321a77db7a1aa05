// Scheduled publishing (docs/cms.md): merges each Ready entry of the editor whose "Publish at" has passed, and
// nothing before its time. An entry is an open pull request from a `cms/…` branch of this repository into the
// published branch, labelled Ready (Decap's `decap-cms/pending_publish`). Its time is the `publishAt` that the
// pull request itself sets in a content file: a time left in the file by an earlier scheduled change (the same
// value on the published branch) schedules nothing, so a later edit that keeps it is published by hand only.
//
// Never half-applied: the merge is GitHub's one merge of the head that was checked (`sha`), squashed as the
// editor's Publish squashes; a pull request whose head moved, that conflicts, or whose checks fail stays open,
// is reported on the pull request (once per head commit and reason, not every run) and tried again next run.
import { MERGE_METHOD, ENTRY_BRANCH_PREFIX, STATUS_LABELS } from "../../cms/workflow"
import { describeSiteTime } from "../../schema/publish-time"
import { GitHubError } from "../github/client"
import type { PullRequest, PullRequests } from "../github/pulls"
import { publishAtInFile } from "./publish-at-in-file"

export type RunOptions = {
  pulls: PullRequests
  repo: string
  /** The branch the editor publishes to (CMS_BRANCH). */
  base: string
  now: Date
  /** site.yaml's timeZone, for the times in messages. */
  timeZone: string
  /** Decide and print, merge and comment nothing. */
  dryRun?: boolean
}

export type Outcome = { number: number; branch: string } & (
  | { result: "published"; at: Date; alreadyMerged: boolean }
  | { result: "waiting"; reason: string }
  | { result: "not scheduled" }
  | { result: "failed"; reason: string }
)

/** The hidden line that marks a report, so the same report is never posted twice on one head commit. */
export const reportMarker = (kind: string, sha: string) => `<!-- publish-scheduled: ${kind} ${sha} -->`

const CONTENT_FILE = /^content\/.+\.(md|ya?ml)$/

export async function publishScheduled(options: RunOptions): Promise<Outcome[]> {
  const { pulls, repo, base, now, timeZone, dryRun = false } = options
  const when = (at: Date) => describeSiteTime(at, timeZone)
  const open = await pulls.open(base)
  const entries = open.filter(
    (pr) =>
      pr.head.ref.startsWith(ENTRY_BRANCH_PREFIX) &&
      pr.head.repo?.full_name.toLowerCase() === repo.toLowerCase() &&
      pr.labels.some((label) => label.name === STATUS_LABELS.ready),
  )

  const outcomes: Outcome[] = []
  const due: Array<{ pr: PullRequest; at: Date }> = []
  for (const pr of entries) {
    const about = { number: pr.number, branch: pr.head.ref }
    const schedule = await scheduleOf(pulls, pr, base)
    if ("problem" in schedule) {
      outcomes.push({ ...about, result: "failed", reason: schedule.problem })
      await reportOnce(pulls, pr, schedule.kind, schedule.problem, dryRun)
    } else if (!schedule.at) outcomes.push({ ...about, result: "not scheduled" })
    else if (now.getTime() < schedule.at.getTime())
      outcomes.push({ ...about, result: "waiting", reason: `scheduled for ${when(schedule.at)}` })
    else due.push({ pr, at: schedule.at })
  }

  // In the order of their times, so that changes scheduled one after the other go live in that order.
  due.sort((a, b) => a.at.getTime() - b.at.getTime() || a.pr.number - b.pr.number)
  for (const { pr, at } of due) outcomes.push(await publish(pulls, pr, at, when, dryRun))
  return outcomes
}

type Schedule = { at: Date | null } | { problem: string; kind: string }

/** The latest publishAt the pull request sets (its value at the head, where it differs from the base's). */
async function scheduleOf(pulls: PullRequests, pr: PullRequest, base: string): Promise<Schedule> {
  const files = await pulls.files(pr.number)
  const outside = files.filter((file) => !file.filename.startsWith("content/")).map((file) => file.filename)
  if (outside.length)
    return {
      kind: "outside-content",
      problem: `it changes files outside content/ (${outside.join(", ")}), which scheduled publishing never merges: publish it by hand after review`,
    }
  const times: Date[] = []
  for (const file of files) {
    if (file.status === "removed" || !CONTENT_FILE.test(file.filename)) continue
    const [headText, baseText] = await Promise.all([
      pulls.fileAt(file.filename, pr.head.sha),
      pulls.fileAt(file.previous_filename ?? file.filename, base),
    ])
    if (headText === null) continue
    const head = publishAtInFile(file.filename, headText)
    if (!head.ok) return { kind: "invalid-time", problem: `its "Publish at" cannot be read: ${head.error}` }
    const before = baseText === null ? null : publishAtInFile(file.filename, baseText)
    const previous = before?.ok ? before.at : null
    if (head.at && head.at.getTime() !== previous?.getTime()) times.push(head.at)
  }
  return { at: times.length ? new Date(Math.max(...times.map((time) => time.getTime()))) : null }
}

async function publish(
  pulls: PullRequests,
  pr: PullRequest,
  at: Date,
  when: (at: Date) => string,
  dryRun: boolean,
): Promise<Outcome> {
  const about = { number: pr.number, branch: pr.head.ref }
  const checks = await pulls.checks(pr.head.sha)
  const failed = checks.filter((check) => check.outcome === "failed").map((check) => check.name)
  if (failed.length) {
    const reason = `checks failed on its latest commit: ${failed.join(", ")}`
    await reportOnce(pulls, pr, "checks", reason, dryRun)
    return { ...about, result: "failed", reason }
  }
  const pending = checks.filter((check) => check.outcome === "pending").map((check) => check.name)
  if (pending.length) return { ...about, result: "waiting", reason: `due; checks still running: ${pending.join(", ")}` }
  if (dryRun) return { ...about, result: "published", at, alreadyMerged: false }

  try {
    await pulls.merge(pr.number, {
      sha: pr.head.sha,
      merge_method: MERGE_METHOD,
      commit_title: `${pr.title} (#${pr.number})`,
      commit_message: `Published as scheduled for ${when(at)} (npm run publish-scheduled).`,
    })
  } catch (error) {
    if (!(error instanceof GitHubError) || error.status >= 500) throw error
    // Saved again between the check and the merge: the new head is checked and merged next run.
    if (error.status === 409) return { ...about, result: "waiting", reason: "saved again while publishing" }
    // Merged meanwhile (by hand, or by an earlier run that stopped before deleting the branch): done, not failed.
    const now = await pulls.get(pr.number)
    if (now.merged || now.merged_at) {
      await pulls.deleteBranch(pr.head.ref)
      return { ...about, result: "published", at, alreadyMerged: true }
    }
    const reason = `GitHub refused the merge: ${error.githubMessage}`
    await reportOnce(pulls, pr, "merge", reason, dryRun)
    return { ...about, result: "failed", reason }
  }
  // Decap would otherwise meet the old branch when the entry is next saved.
  await pulls.deleteBranch(pr.head.ref)
  await pulls.comment(pr.number, `Published as scheduled for ${when(at)}.`)
  return { ...about, result: "published", at, alreadyMerged: false }
}

/** Comments on the pull request why it was not published, unless this head commit already has that comment. */
async function reportOnce(
  pulls: PullRequests,
  pr: PullRequest,
  kind: string,
  reason: string,
  dryRun: boolean,
): Promise<void> {
  if (dryRun) return
  const marker = reportMarker(kind, pr.head.sha)
  const comments = await pulls.comments(pr.number)
  if (comments.some((comment) => comment.body?.includes(marker))) return
  await pulls.comment(
    pr.number,
    `**Not published yet:** ${reason}.\n\n` +
      `It stays Ready and is tried again every 15 minutes; fix it (in the editor, save again) or publish it by hand.\n\n${marker}`,
  )
}
