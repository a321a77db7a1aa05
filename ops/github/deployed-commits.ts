// Which commits went live: the production deploy posts a `success` commit status (ops/ci/deploy.ts), so the newest
// first-parent ancestor of a commit with one is what production runs (or ran) from. CI diffs a push to the default
// branch against that commit, not merely the one before the push: when the commit before was never deployed (its
// tests failed, or its run is still going), its code changes are part of what this push takes live.
import { z } from "zod"
import type { GitHubClient } from "./client"

const statuses = z.array(z.object({ context: z.string(), state: z.string() }).loose())
const ref = z.object({ object: z.object({ sha: z.string() }).loose() }).loose()

/** Whether `sha` carries a successful status on `context` (the newest status per context counts, as on GitHub). */
export async function hasSuccessfulStatus(github: GitHubClient, repo: string, sha: string, context: string) {
  const list = await github.request("GET", `/repos/${repo}/commits/${sha}/statuses`, {
    query: { per_page: 100 },
    schema: statuses,
  })
  // GitHub lists the newest first.
  return list.find((status) => status.context === context)?.state === "success"
}

/** The first of `candidates` (newest first) whose status on `context` is success; null when none is. */
export async function lastSuccessful(
  github: GitHubClient,
  repo: string,
  candidates: readonly string[],
  context: string,
): Promise<string | null> {
  for (const sha of candidates) if (await hasSuccessfulStatus(github, repo, sha, context)) return sha
  return null
}

/** The commit a branch points at on GitHub now. */
export async function branchHead(github: GitHubClient, repo: string, branch: string): Promise<string> {
  const head = await github.request("GET", `/repos/${repo}/git/ref/heads/${branch}`, { schema: ref })
  return head.object.sha
}
