// Which path CI takes, decided from a real git repository made for the test: content-only changes take the fast
// path, anything else (a rename out of content/ included) runs everything, and so does a change whose files cannot
// be listed.
import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { decide } from "./change-set"
import { changeDecision } from "./changes"
import type { CiContext } from "./github-context"
import { startFakeGitHub } from "../../harness/fake-github"
import { STATUS_CONTEXT } from "./status-contexts"

let repo: string
const git = (...args: string[]) =>
  execFileSync("git", args, {
    cwd: repo,
    encoding: "utf8",
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: "t",
      GIT_AUTHOR_EMAIL: "t@example.com",
      GIT_COMMITTER_NAME: "t",
      GIT_COMMITTER_EMAIL: "t@example.com",
    },
  }).trim()
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true })
  fs.writeFileSync(path.join(repo, file), text)
}
const commit = (message: string) => {
  git("add", "-A")
  git("commit", "-q", "-m", message)
  return git("rev-parse", "HEAD")
}

let base: string
beforeEach(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), "ci-changes-"))
  git("init", "-q", "-b", "main")
  write("content/pages/about.md", "---\ntitle: About\n---\n")
  write("content/pricing.yaml", "plans: []\n")
  write("src/app.ts", "export {}\n")
  base = commit("start")
  git("checkout", "-q", "-b", "cms/pages/about")
})
afterEach(() => fs.rmSync(repo, { recursive: true, force: true }))

const context = (event: CiContext["event"]): CiContext => ({
  repo: "shiftwise/site",
  event,
  apiUrl: "http://127.0.0.1:1",
  runUrl: "https://github.com/shiftwise/site/actions/runs/1",
  outputFile: null,
  summaryFile: null,
})
const pullRequest = (baseSha: string, headSha: string) =>
  context({ kind: "pull_request", number: 1, baseSha, headSha, headRef: "cms/pages/about", fromFork: false })

describe("ci:changes", () => {
  it("takes the fast path for a pull request that changes only content/, deletions included", async () => {
    write("content/pages/about.md", "---\ntitle: About us\n---\n")
    fs.rmSync(path.join(repo, "content/pricing.yaml"))
    const head = commit("writer's edit")
    expect(await changeDecision(pullRequest(base, head), {}, repo, {})).toEqual({
      path: "content",
      reason: "only content/ changed (2 file(s)): the content fast path",
      files: ["content/pages/about.md", "content/pricing.yaml"],
    })
  })

  it("runs everything when anything outside content/ changed, a file moved out of content/ included", async () => {
    write("content/pages/about.md", "changed\n")
    write("src/app.ts", "export const x = 1\n")
    const mixed = commit("mixed")
    expect(await changeDecision(pullRequest(base, mixed), {}, repo, {})).toMatchObject({
      path: "full",
      reason: expect.stringContaining("src/app.ts"),
    })
    git("checkout", "-q", "main")
    git("checkout", "-q", "-b", "move")
    git("mv", "content/pricing.yaml", "config-pricing.yaml")
    const moved = commit("move")
    expect(await changeDecision(pullRequest(base, moved), { base, head: moved }, repo, {})).toMatchObject({
      path: "full",
      files: ["config-pricing.yaml", "content/pricing.yaml"],
    })
  })

  it("compares with the merge base: main moving on with code does not make a writer's branch a code change", async () => {
    write("content/pages/about.md", "writer\n")
    const head = commit("writer")
    git("checkout", "-q", "main")
    write("src/app.ts", "export const later = 2\n")
    const mainLater = commit("code on main")
    expect(await changeDecision(pullRequest(mainLater, head), {}, repo, {})).toMatchObject({
      path: "content",
      files: ["content/pages/about.md"],
    })
  })

  it("on a push compares with the commit before it, and runs everything for a new branch or an unknown commit", async () => {
    write("content/pages/about.md", "pushed\n")
    const pushed = commit("push")
    const push = (before: string | null) =>
      context({ kind: "push", before, sha: pushed, branch: "main", defaultBranch: "main" })
    expect((await changeDecision(push(base), {}, repo, {})).path).toBe("content")
    expect(await changeDecision(push(null), {}, repo, {})).toMatchObject({ path: "full", files: null })
    expect(await changeDecision(push("e".repeat(40)), {}, repo, {})).toMatchObject({
      path: "full",
      reason: expect.stringContaining("is not in this clone (fetch-depth: 0?)"),
    })
    expect(
      await changeDecision(
        context({ kind: "other", name: "workflow_dispatch", sha: pushed, branch: "main" }),
        {},
        repo,
        {},
      ),
    ).toMatchObject({ path: "full", reason: "a workflow_dispatch run: running everything" })
  })

  it("on a developer's machine takes everything since the merge base with main, uncommitted and new files too", async () => {
    write("content/pages/about.md", "committed\n")
    commit("on the branch")
    write("content/pricing.yaml", "plans: [1]\n")
    write("content/pages/new.md", "---\ntitle: New\n---\n")
    expect(await changeDecision(null, {}, repo, {})).toEqual({
      path: "content",
      reason: "only content/ changed (3 file(s)): the content fast path",
      files: ["content/pages/about.md", "content/pages/new.md", "content/pricing.yaml"],
    })
    expect(await changeDecision(null, { base: "HEAD" }, repo, {})).toMatchObject({
      path: "content",
      files: ["content/pages/new.md", "content/pricing.yaml"],
    })
    write("notes.txt", "not ignored\n")
    expect(await changeDecision(null, {}, repo, {})).toMatchObject({ path: "full" })
  })

  it("for a redeploy of main (the scheduled go-live) rebuilds and deploys with no tests, whatever the history", async () => {
    write("src/app.ts", "export const changed = true\n")
    const head = commit("code change")
    const decision = await changeDecision(
      context({ kind: "redeploy", sha: head, branch: "main", defaultBranch: "main" }),
      {},
      repo,
    )
    expect(decision).toMatchObject({ path: "redeploy", files: [] })
    expect(decision.reason).toMatch(/redeploy of main/)
  })

  it("with no change at all still builds, checks and deploys (the fast path), and names unknown files as full", () => {
    expect(decide([]).path).toBe("content")
    expect(decide(null, "because")).toEqual({ path: "full", reason: "because: running everything", files: null })
  })

  it("for a push to main, diffs from the last deployed commit: an undeployed code commit before it runs everything", async () => {
    git("checkout", "-q", "main")
    write("src/app.ts", "export const broken = true\n")
    const code = commit("code whose run failed: never deployed")
    write("content/pages/about.md", "a writer's edit on top\n")
    const pushed = commit("content")
    const github = await startFakeGitHub({ token: "ghs_t" })
    try {
      const push = {
        ...context({ kind: "push", before: code, sha: pushed, branch: "main", defaultBranch: "main" }),
        apiUrl: github.url,
      }
      const deployed = (sha: string) =>
        github.statuses.set(`shiftwise/site@${sha}`, [
          { state: "success", context: STATUS_CONTEXT.production, description: null, target_url: null },
        ])
      deployed(base)
      const decision = await changeDecision(push, {}, repo, { GITHUB_TOKEN: "ghs_t" })
      expect(decision).toMatchObject({ path: "full", files: ["content/pages/about.md", "src/app.ts"] })
      expect(decision.reason).toMatch(/^since \w{7}, the last deployed commit: /)
      // Once the code commit went live, the next content push takes the fast path.
      deployed(code)
      expect(await changeDecision(push, {}, repo, { GITHUB_TOKEN: "ghs_t" })).toMatchObject({
        path: "content",
        files: ["content/pages/about.md"],
      })
      // Nothing deployed yet (a new site), or GitHub unreachable: everything.
      github.statuses.clear()
      expect((await changeDecision(push, {}, repo, { GITHUB_TOKEN: "ghs_t" })).reason).toMatch(
        /none of the 2 commits before this push was deployed/,
      )
      expect((await changeDecision(push, {}, repo, { GITHUB_TOKEN: "wrong" })).reason).toMatch(
        /last deployed commit is unknown .*401/,
      )
    } finally {
      await github.close()
    }
  })
})
