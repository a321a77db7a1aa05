// The pull-request endpoints `npm run publish-scheduled` uses, typed: each answer parsed down to the fields read.
// harness/github-stand-in.ts answers the same endpoints in the tests.
import { z } from "zod"
import { GitHubError, type GitHubClient } from "./client"

const pullSchema = z.object({
  number: z.number(),
  title: z.string(),
  state: z.string(),
  merged: z.boolean().optional(),
  merged_at: z.string().nullable().optional(),
  html_url: z.string().optional(),
  labels: z.array(z.object({ name: z.string() })),
  head: z.object({
    ref: z.string(),
    sha: z.string(),
    // null when the fork it came from was deleted
    repo: z.object({ full_name: z.string() }).nullable(),
  }),
  base: z.object({ ref: z.string() }),
})
export type PullRequest = z.infer<typeof pullSchema>

const fileSchema = z.object({
  filename: z.string(),
  status: z.string(),
  previous_filename: z.string().optional(),
})

const contentSchema = z.object({ type: z.string(), encoding: z.string().optional(), content: z.string().optional() })

const combinedStatusSchema = z.object({
  state: z.string(),
  statuses: z.array(
    z.object({ context: z.string(), state: z.string(), description: z.string().nullable().optional() }),
  ),
})
const checkRunsSchema = z.object({
  check_runs: z.array(z.object({ name: z.string(), status: z.string(), conclusion: z.string().nullable() })),
})

/** A check of the head commit, commit status and check run alike, reduced to what the scheduler decides on. */
export type Check = { name: string; outcome: "passed" | "failed" | "pending" }

const commentSchema = z.object({ id: z.number(), body: z.string().nullable().optional() })

export function pullRequests(github: GitHubClient) {
  return {
    /** Open pull requests into `base`, oldest first. */
    open: (base: string) =>
      github.paginate("/pulls", pullSchema, { state: "open", base, sort: "created", direction: "asc" }),

    get: (number: number) => github.request("GET", `/pulls/${number}`, { schema: pullSchema }),

    files: (number: number) => github.paginate(`/pulls/${number}/files`, fileSchema),

    /** A file's text at a ref, or null where it does not exist. */
    async fileAt(path: string, ref: string): Promise<string | null> {
      try {
        const file = await github.request("GET", `/contents/${path.split("/").map(encodeURIComponent).join("/")}`, {
          query: { ref },
          schema: contentSchema,
        })
        if (file.type !== "file" || file.encoding !== "base64" || file.content === undefined)
          throw new Error(`${path} at ${ref} is not a file GitHub returns whole (${file.type}, ${file.encoding})`)
        return Buffer.from(file.content, "base64").toString("utf8")
      } catch (error) {
        if (error instanceof GitHubError && error.status === 404) return null
        throw error
      }
    },

    /**
     * Commit statuses (the latest per context) and check runs of a commit. A fine-grained personal access token
     * cannot be given the Checks permission (GitHub answers 403): then only the statuses are seen here, and failing
     * check runs stop the merge through branch protection's required checks instead (docs/cms.md).
     */
    async checks(sha: string): Promise<Check[]> {
      const [combined, runs] = await Promise.all([
        github.request("GET", `/commits/${sha}/status`, { schema: combinedStatusSchema }),
        github
          .request("GET", `/commits/${sha}/check-runs`, { query: { per_page: 100 }, schema: checkRunsSchema })
          .catch((error: unknown) => {
            if (error instanceof GitHubError && error.status === 403) return { check_runs: [] }
            throw error
          }),
      ])
      const fromStatus = (state: string): Check["outcome"] =>
        state === "success" ? "passed" : state === "pending" ? "pending" : "failed"
      const fromRun = (status: string, conclusion: string | null): Check["outcome"] =>
        status !== "completed"
          ? "pending"
          : ["success", "neutral", "skipped"].includes(conclusion ?? "")
            ? "passed"
            : "failed"
      return [
        ...combined.statuses.map((s) => ({ name: s.context, outcome: fromStatus(s.state) })),
        ...runs.check_runs.map((r) => ({ name: r.name, outcome: fromRun(r.status, r.conclusion) })),
      ]
    },

    /** Merges the pull request if its head is still `sha`; throws GitHubError with GitHub's reason otherwise. */
    merge: (
      number: number,
      body: { sha: string; merge_method: string; commit_title: string; commit_message: string },
    ) =>
      github.request("PUT", `/pulls/${number}/merge`, {
        body,
        schema: z.object({ merged: z.boolean(), sha: z.string().optional() }),
      }),

    /** Deletes a branch; one already gone is no error. */
    async deleteBranch(ref: string): Promise<void> {
      try {
        await github.request("DELETE", `/git/refs/heads/${ref.split("/").map(encodeURIComponent).join("/")}`, {
          schema: z.unknown(),
        })
      } catch (error) {
        if (error instanceof GitHubError && (error.status === 404 || error.status === 422)) return
        throw error
      }
    },

    comments: (number: number) => github.paginate(`/issues/${number}/comments`, commentSchema),

    comment: (number: number, body: string) =>
      github.request("POST", `/issues/${number}/comments`, { body: { body }, schema: commentSchema }),
  }
}
export type PullRequests = ReturnType<typeof pullRequests>
