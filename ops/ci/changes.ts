// `npm run ci:changes [-- --base REV] [--head REV]`: which path CI takes (the content fast path or everything) for
// what this push or pull request changed, printed for people and written as the step output `path` (content|full)
// on GitHub Actions. Without --base: on Actions, the pull request's base or the push's previous commit; on a
// developer's machine, the merge base with main (origin/main when the clone has it), working-tree edits included.
import { parseArgs } from "util"
import { decide, defaultBase, filesBetween, filesSinceMergeBase, hasCommit, type Decision } from "./change-set"
import { readCiContext, writeStepOutputs, type CiContext } from "./github-context"

export function changeDecision(
  context: CiContext | null,
  args: { base?: string; head?: string },
  cwd: string,
): Decision {
  const between = (base: string, head: string, what: string): Decision => {
    for (const rev of [base, head])
      if (!hasCommit(rev, cwd)) return decide(null, `${what}: commit ${rev} is not in this clone (fetch-depth: 0?)`)
    return decide(filesBetween(base, head, cwd))
  }
  if (args.base) return between(args.base, args.head ?? "HEAD", `--base ${args.base}`)
  if (context) {
    const { event } = context
    if (event.kind === "pull_request") return between(event.baseSha, event.headSha, `pull request #${event.number}`)
    if (event.kind === "push")
      return event.before
        ? between(event.before, event.sha, "the push")
        : decide(null, "a new branch (the push has no previous commit)")
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
    const decision = changeDecision(context, values, process.cwd())
    printDecision(decision)
    writeStepOutputs(context, { path: decision.path, reason: decision.reason }, `**CI path:** ${decision.reason}`)
  } catch (error) {
    console.error(`ci:changes: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}
