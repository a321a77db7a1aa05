// GitHub Actions' workflow runs and dispatch (https://docs.github.com/rest/actions/workflow-runs,
// /rest/actions/workflows#create-a-workflow-dispatch-event), and a commit's newest status on one context: what the
// scheduled go-live (ops/publish-scheduled/go-live.ts) reads and does. harness/github-stand-in.ts answers the same.
import { z } from "zod"
import type { GitHubClient } from "./client"

const runSchema = z
  .object({
    id: z.number(),
    event: z.string(),
    /** queued, in_progress, waiting, requested, pending, completed */
    status: z.string().nullable(),
    /** success, failure, cancelled, timed_out, skipped … once completed */
    conclusion: z.string().nullable(),
    created_at: z.string(),
    head_sha: z.string(),
    html_url: z.string().optional(),
  })
  .loose()
export type WorkflowRun = {
  id: number
  event: string
  status: string
  conclusion: string | null
  createdAt: Date
  headSha: string
  url: string
}

/** The newest runs of `workflow` (its file name, "ci.yml") on `branch`, newest first. */
export async function workflowRuns(
  github: GitHubClient,
  repo: string,
  workflow: string,
  branch: string,
): Promise<WorkflowRun[]> {
  const answer = await github.request("GET", `/repos/${repo}/actions/workflows/${workflow}/runs`, {
    query: { branch, per_page: 30 },
    schema: z.object({ workflow_runs: z.array(runSchema) }).loose(),
  })
  return answer.workflow_runs.map((run) => ({
    id: run.id,
    event: run.event,
    status: run.status ?? "completed",
    conclusion: run.conclusion,
    createdAt: new Date(run.created_at),
    headSha: run.head_sha,
    url: run.html_url ?? "",
  }))
}

/** Starts `workflow` on `ref` with `inputs` (GitHub answers 204 and starts the run shortly after). */
export async function dispatchWorkflow(
  github: GitHubClient,
  repo: string,
  workflow: string,
  ref: string,
  inputs: Record<string, string>,
): Promise<void> {
  await github.request("POST", `/repos/${repo}/actions/workflows/${workflow}/dispatches`, {
    body: { ref, inputs },
    schema: z.unknown(),
  })
}

const statusSchema = z
  .object({ context: z.string(), state: z.string(), description: z.string().nullable().optional() })
  .loose()

/** The newest status on `context` of a commit (GitHub lists them newest first), or null. */
export async function newestStatus(
  github: GitHubClient,
  repo: string,
  sha: string,
  context: string,
): Promise<{ state: string; description: string } | null> {
  const list = await github.request("GET", `/repos/${repo}/commits/${sha}/statuses`, {
    query: { per_page: 100 },
    schema: z.array(statusSchema),
  })
  const status = list.find((candidate) => candidate.context === context)
  return status ? { state: status.state, description: status.description ?? "" } : null
}
