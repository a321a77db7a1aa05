// What a push or pull request changed, and which path CI takes for it: a change only to content/ takes the content
// fast path (the checks content can break, then deploy: ops/ci/test-content.ts); any other change, or one whose
// files cannot be listed, runs everything.
import { execFileSync } from "child_process"

/** Where writers' files live; everything else is code, configuration or tooling. */
export const CONTENT_DIR = "content/"

/** "redeploy": the default branch rebuilt as it is, with no tests (the scheduled go-live, ops/ci/redeploy.ts). */
export type Path = "content" | "full" | "redeploy"

export type Decision = {
  path: Path
  /** One line for people: why this path. */
  reason: string
  /** Every changed file (both sides of a rename), or null when they could not be listed. */
  files: string[] | null
}

export function decide(files: readonly string[] | null, unknownBecause = "the changed files are unknown"): Decision {
  if (files === null) return { path: "full", reason: `${unknownBecause}: running everything`, files: null }
  const code = files.filter((file) => !file.startsWith(CONTENT_DIR))
  if (code.length > 0) {
    const shown = code.slice(0, 5).join(", ") + (code.length > 5 ? ` and ${code.length - 5} more` : "")
    return {
      path: "full",
      reason: `${code.length} changed file(s) outside content/ (${shown}): running everything`,
      files: [...files],
    }
  }
  return {
    path: "content",
    reason: files.length
      ? `only content/ changed (${files.length} file(s)): the content fast path`
      : "nothing changed: the content fast path (the build and its checks, then deploy)",
    files: [...files],
  }
}

const git = (args: string[], cwd: string): string =>
  execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim()

const lines = (text: string) => text.split("\n").filter(Boolean)

/** Whether `rev` names a commit this clone has. */
export function hasCommit(rev: string, cwd: string): boolean {
  try {
    git(["cat-file", "-e", `${rev}^{commit}`], cwd)
    return true
  } catch {
    return false
  }
}

/** Files changed between the merge base of `base` and `head`, and `head` (`git diff base...head`), renames as two. */
export function filesBetween(base: string, head: string, cwd: string): string[] {
  return lines(git(["diff", "--name-only", "--no-renames", `${base}...${head}`], cwd))
}

/**
 * A developer's change: everything the working tree holds that `base`'s merge base with HEAD does not (commits on
 * the branch, staged and unstaged edits, new files not ignored).
 */
export function filesSinceMergeBase(base: string, cwd: string): string[] {
  const mergeBase = git(["merge-base", base, "HEAD"], cwd)
  const changed = lines(git(["diff", "--name-only", "--no-renames", mergeBase], cwd))
  const untracked = lines(git(["ls-files", "--others", "--exclude-standard"], cwd))
  return [...new Set([...changed, ...untracked])].sort()
}

/** The branch a developer's work is compared with: `origin/main` when the clone has it, else `main`. */
export function defaultBase(cwd: string): string | null {
  for (const candidate of ["origin/main", "main"]) if (hasCommit(candidate, cwd)) return candidate
  return null
}
