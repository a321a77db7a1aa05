// `npm run ci:changes [-- --base REV] [--head REV]`: which path CI takes (the content fast path or everything) for
// what this push or pull request changed, printed for people and written as the step output `path` (content|full)
// on GitHub Actions. Without --base: on Actions, the pull request's base; for a push to the default branch, the last
// commit that went to production (its `ci/deploy-production` status, ops/github/deployed-commits.ts: a commit
// before it that was never deployed brings its changes along), or the commit before the push without a token; for
// a push elsewhere, the commit before it; on a developer's machine, the merge base with main (origin/main when the
// clone has it), working-tree edits included. It also writes `cache-key`, the key of the build cache for this
// state of the code (ops/ci/build-cache.ts).
import { execFileSync } from "child_process"
import { parseArgs } from "util"
import { githubClient } from "../github/client"
import { buildCacheKey } from "./build-cache"
import { lastSuccessful } from "../github/deployed-commits"
import { decide, defaultBase, filesBetween, filesSinceMergeBase, hasCommit, type Decision } from "./change-set"
import { readCiContext, writeStepOutputs, type CiContext } from "./github-context"
import { STATUS_CONTEXT } from "./status-contexts"

/** How far back a push to the default branch looks for the last deployed commit. */
export const DEPLOYED_LOOKBACK = 50

type Env = Readonly<Record<string, string | undefined>>

export async function changeDecision(
  context: CiContext | null,
  args: { base?: string; head?: string },
  cwd: string,
  env: Env = process.env,
): Promise<Decision> {
  const between = (base: string, head: string, what: string): Decision => {
    for (const rev of [base, head])
      if (!hasCommit(rev, cwd)) return decide(null, `${what}: commit ${rev} is not in this clone (fetch-depth: 0?)`)
    return decide(filesBetween(base, head, cwd))
  }
  if (args.base) {
    // A developer's --base alone: since there, uncommitted edits included (`--base HEAD`: just those).
    if (!context && !args.head) {
      if (!hasCommit(args.base, cwd)) return decide(null, `--base ${args.base} names no commit`)
      return decide(filesSinceMergeBase(args.base, cwd))
    }
    return between(args.base, args.head ?? "HEAD", `--base ${args.base}`)
  }
  if (context) {
    const { event } = context
    if (event.kind === "pull_request") return between(event.baseSha, event.headSha, `pull request #${event.number}`)
    if (event.kind === "push") {
      if (!event.before) return decide(null, "a new branch (the push has no previous commit)")
      const token = env.GITHUB_TOKEN?.trim()
      if (event.branch !== event.defaultBranch || !token) return between(event.before, event.sha, "the push")
      if (!hasCommit(event.before, cwd))
        return decide(null, `the push: commit ${event.before} is not in this clone (fetch-depth: 0?)`)
      const candidates = execFileSync(
        "git",
        ["rev-list", "--first-parent", `--max-count=${DEPLOYED_LOOKBACK}`, event.before],
        { cwd, encoding: "utf8" },
      )
        .split("\n")
        .filter(Boolean)
      let deployed: string | null
      try {
        const github = githubClient({ token, repo: context.repo, apiUrl: context.apiUrl })
        deployed = await lastSuccessful(github, context.repo, candidates, STATUS_CONTEXT.production)
      } catch (error) {
        return decide(
          null,
          `the last deployed commit is unknown (${error instanceof Error ? error.message : String(error)})`,
        )
      }
      if (!deployed)
        return decide(null, `none of the ${candidates.length} commits before this push was deployed to production`)
      const decision = between(deployed, event.sha, "the push")
      return { ...decision, reason: `since ${deployed.slice(0, 7)}, the last deployed commit: ${decision.reason}` }
    }
    if (event.kind === "redeploy")
      return {
        path: "redeploy",
        reason: `a redeploy of ${event.branch ?? "the branch"} as it is (scheduled go-live): the build with a new clock, then deploy; no tests, the commit passed them before it was deployed`,
        files: [],
      }
    return decide(null, `a ${event.name} run`)
  }
  const base = defaultBase(cwd)
  if (!base) return decide(null, "no main or origin/main branch to compare with (pass --base)")
  return decide(filesSinceMergeBase(base, cwd))
}

export function printDecision(decision: Decision): void {
  console.log(`ci:changes: ${decision.reason}`)
  if (decision.files?.length) console.log(decision.files.map((file) => `  ${file}`).join("\n"))
}

if (require.main === module) {
  const { values } = parseArgs({ options: { base: { type: "string" }, head: { type: "string" } } })
  try {
    const context = readCiContext()
    changeDecision(context, values, process.cwd()).then(
      (decision) => {
        printDecision(decision)
        const cacheKey = buildCacheKey(process.cwd())
        console.log(`ci:changes: build cache key ${cacheKey}`)
        writeStepOutputs(
          context,
          { path: decision.path, reason: decision.reason, "cache-key": cacheKey },
          `**CI path:** ${decision.reason}`,
        )
      },
      (error: unknown) => {
        console.error(`ci:changes: ${error instanceof Error ? error.message : String(error)}`)
        process.exit(1)
      },
    )
  } catch (error) {
    console.error(`ci:changes: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}
