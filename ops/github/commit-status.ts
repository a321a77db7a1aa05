// Commit statuses (not check runs): what Decap's editor reads for its "View Preview" button (the first status on
// the entry's pull-request head whose context contains "deploy", its target_url), and what branch protection can
// require. https://docs.github.com/rest/commits/statuses
import { z } from "zod"
import type { GitHubClient } from "./client"

export type CommitState = "pending" | "success" | "failure" | "error"

export type CommitStatusInput = {
  /** "owner/name" */
  repo: string
  sha: string
  state: CommitState
  context: string
  description: string
  targetUrl?: string
}

/** GitHub refuses a description over 140 characters. */
export const MAX_DESCRIPTION = 140

/** A description as GitHub keeps it: at most 140 characters, cut with "…". */
export const statusDescription = (text: string) =>
  text.length > MAX_DESCRIPTION ? `${text.slice(0, MAX_DESCRIPTION - 1)}…` : text

export async function postCommitStatus(github: GitHubClient, status: CommitStatusInput): Promise<void> {
  if (!/^[0-9a-f]{40}$/.test(status.sha)) throw new Error(`not a commit id: "${status.sha}"`)
  const description = statusDescription(status.description)
  await github.request("POST", `/repos/${status.repo}/statuses/${status.sha}`, {
    body: {
      state: status.state,
      context: status.context,
      description,
      ...(status.targetUrl ? { target_url: status.targetUrl } : {}),
    },
    schema: z.unknown(),
  })
}
