// What GitHub Actions tells a job about its run, read in one place: the event (a pull request, a push, anything
// else) from GITHUB_EVENT_PATH's payload, the repository, the API and the run's own page. Outside Actions there is
// none (null), and the commands fall back to what a developer's checkout says.
import fs from "fs"
import { z } from "zod"
import { REDEPLOY_INPUT } from "./redeploy"

const sha = z.string().regex(/^[0-9a-f]{40}$/)

const pullRequestPayload = z.object({
  pull_request: z.object({
    number: z.number(),
    base: z.object({ sha, ref: z.string() }),
    head: z.object({ sha, ref: z.string(), repo: z.object({ full_name: z.string() }).nullable() }),
  }),
})
const dispatchPayload = z.object({
  inputs: z.record(z.string(), z.unknown()).nullable().optional(),
  repository: z.object({ default_branch: z.string() }).optional(),
})
const pushPayload = z.object({
  before: z.string().optional(),
  after: sha.optional(),
  repository: z.object({ default_branch: z.string() }).optional(),
})

export type CiEvent =
  | { kind: "pull_request"; number: number; baseSha: string; headSha: string; headRef: string; fromFork: boolean }
  | { kind: "push"; before: string | null; sha: string; branch: string | null; defaultBranch: string }
  /** A workflow_dispatch with the redeploy input (ops/ci/redeploy.ts): rebuild and deploy the branch as it is. */
  | { kind: "redeploy"; sha: string; branch: string | null; defaultBranch: string }
  | { kind: "other"; name: string; sha: string; branch: string | null }

export type CiContext = {
  repo: string
  event: CiEvent
  apiUrl: string
  /** The run's page, for a status whose target is the log. */
  runUrl: string
  /** Where a step writes its outputs (`name=value` lines) and its summary (Markdown), when Actions gives them. */
  outputFile: string | null
  summaryFile: string | null
}

type Env = Readonly<Record<string, string | undefined>>

const ZERO = /^0+$/

/** Actions gives a boolean input as true or "true" in the event's payload. */
const isRedeploy = (inputs: Record<string, unknown> | null | undefined) =>
  inputs?.[REDEPLOY_INPUT] === true || inputs?.[REDEPLOY_INPUT] === "true"

/** The run's context; null outside GitHub Actions. Throws, naming the variable, when Actions' own values are malformed. */
export function readCiContext(env: Env = process.env): CiContext | null {
  if (env.GITHUB_ACTIONS !== "true") return null
  const need = (name: string): string => {
    const value = env[name]
    if (!value) throw new Error(`${name} is not set, though GITHUB_ACTIONS is: is this a GitHub Actions job?`)
    return value
  }
  const repo = need("GITHUB_REPOSITORY")
  const name = need("GITHUB_EVENT_NAME")
  const headSha = sha.parse(need("GITHUB_SHA"))
  const ref = env.GITHUB_REF ?? ""
  const branch = ref.startsWith("refs/heads/") ? ref.slice("refs/heads/".length) : null
  const payload: unknown = JSON.parse(fs.readFileSync(need("GITHUB_EVENT_PATH"), "utf8"))
  let event: CiEvent
  if (name === "pull_request" || name === "pull_request_target") {
    const { pull_request: pr } = pullRequestPayload.parse(payload)
    event = {
      kind: "pull_request",
      number: pr.number,
      baseSha: pr.base.sha,
      headSha: pr.head.sha,
      headRef: pr.head.ref,
      fromFork: pr.head.repo?.full_name !== repo,
    }
  } else if (name === "push") {
    const push = pushPayload.parse(payload)
    event = {
      kind: "push",
      before: push.before && !ZERO.test(push.before) ? push.before : null,
      sha: push.after ?? headSha,
      branch,
      defaultBranch: push.repository?.default_branch ?? "main",
    }
  } else if (name === "workflow_dispatch" && isRedeploy(dispatchPayload.parse(payload).inputs)) {
    const dispatch = dispatchPayload.parse(payload)
    event = { kind: "redeploy", sha: headSha, branch, defaultBranch: dispatch.repository?.default_branch ?? "main" }
  } else {
    event = { kind: "other", name, sha: headSha, branch }
  }
  const serverUrl = env.GITHUB_SERVER_URL ?? "https://github.com"
  return {
    repo,
    event,
    apiUrl: env.GITHUB_API_URL ?? "https://api.github.com",
    runUrl: `${serverUrl}/${repo}/actions/runs/${env.GITHUB_RUN_ID ?? ""}`,
    outputFile: env.GITHUB_OUTPUT || null,
    summaryFile: env.GITHUB_STEP_SUMMARY || null,
  }
}

/** Appends step outputs (`name=value`) to GITHUB_OUTPUT, and Markdown to the job's summary, when Actions gives them. */
export function writeStepOutputs(context: CiContext | null, outputs: Record<string, string>, summary?: string): void {
  if (context?.outputFile)
    fs.appendFileSync(
      context.outputFile,
      Object.entries(outputs)
        .map(([key, value]) => `${key}=${value.replace(/\n/g, " ")}\n`)
        .join(""),
    )
  if (context?.summaryFile && summary) fs.appendFileSync(context.summaryFile, `${summary}\n`)
}
