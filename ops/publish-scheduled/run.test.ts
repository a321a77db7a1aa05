// Scheduled publishing against the GitHub stand-in (harness/github-stand-in.ts) over a real git repository whose
// `cms/…` branches are the editor's entries, labelled as decap-server labels them. Each case runs the command's
// core with a clock of its own and checks what a writer would see: main, the pull request, its comments.
import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { startGitHubStandIn, type GitHubStandIn } from "../../harness/github-stand-in"
import { STATUS_LABELS } from "../../cms/workflow"
import { githubClient } from "../github/client"
import { pullRequests } from "../github/pulls"
import { publishScheduled, reportMarker } from "./run"

const PRICING = `heading: Simple per-seat pricing
plans:
  - name: Starter
    prices:
      USD: { monthly: 4, yearly: 3 }
`
const ABOUT = "---\ntitle: About\nslug: /about\n---\n\nShiftwise began on the shop floor.\n"
const T = "2030-03-01T03:30:00Z"
const at = (iso: string, seconds = 0) => new Date(new Date(iso).getTime() + seconds * 1000)

let repo = ""
let github: GitHubStandIn

const git = (...args: string[]) => execFileSync("git", ["-C", repo, ...args], { encoding: "utf8" }).trim()
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true })
  fs.writeFileSync(path.join(repo, file), text)
}
const readMain = (file: string) => git("show", `main:${file}`)

/** An entry as the editor saves it: a cms/ branch off main with one commit, and its status. */
function entry(branch: string, files: Record<string, string>, status: keyof typeof STATUS_LABELS = "ready"): string {
  git("checkout", "--quiet", "-b", branch, "main")
  for (const [file, text] of Object.entries(files)) write(file, text)
  git("add", ".")
  git("commit", "--quiet", "-m", `Update ${branch}`)
  git("checkout", "--quiet", "main")
  git("config", `branch.${branch}.description`, STATUS_LABELS[status])
  return git("rev-parse", branch)
}

const pricingAt = (time: string | null, monthly = 5) =>
  PRICING.replace("monthly: 4", `monthly: ${monthly}`) + (time ? `publishAt: "${time}"\n` : "")

const run = (now: Date, dryRun = false) =>
  publishScheduled({
    pulls: pullRequests(githubClient({ token: github.token, repo: github.repo, apiUrl: github.url })),
    repo: github.repo,
    base: "main",
    now,
    timeZone: "Asia/Kolkata",
    dryRun,
  })
const merges = () => github.calls.filter((call) => call.method === "PUT" && call.path.endsWith("/merge"))

beforeEach(async () => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), "publish-scheduled-"))
  git("init", "--quiet", "--initial-branch=main")
  git("config", "user.name", "Writer")
  git("config", "user.email", "writer@example.com")
  write("content/pricing.yaml", PRICING)
  write("content/pages/about.md", ABOUT)
  git("add", ".")
  git("commit", "--quiet", "-m", "Content")
  github = await startGitHubStandIn({ repoDir: repo })
})

afterEach(async () => {
  await github.close()
  fs.rmSync(repo, { recursive: true, force: true })
})

describe("npm run publish-scheduled", () => {
  it("merges a Ready entry once its time has come, at the boundary and not a second before", async () => {
    const before = git("rev-parse", "main")
    entry("cms/pricing/pricing", { "content/pricing.yaml": pricingAt(T) })

    expect(await run(at(T, -1))).toEqual([
      {
        number: 1,
        branch: "cms/pricing/pricing",
        result: "waiting",
        reason: "scheduled for Friday 1 March 2030, 09:00 (Asia/Kolkata, UTC+05:30)",
      },
    ])
    expect(merges()).toEqual([])
    expect(git("rev-parse", "main")).toBe(before)

    expect(await run(at(T))).toEqual([
      { number: 1, branch: "cms/pricing/pricing", result: "published", at: new Date(T), alreadyMerged: false },
    ])
    // One squashed commit on main, titled with the entry; the branch is gone, the pull request merged.
    expect(git("rev-parse", "main^")).toBe(before)
    expect(git("log", "-1", "--format=%s", "main")).toBe("Update pricing “pricing” (editor) (#1)")
    expect(readMain("content/pricing.yaml")).toContain("USD: { monthly: 5, yearly: 3 }")
    expect(git("branch", "--list", "cms/*")).toBe("")
    expect(github.pulls()).toMatchObject([{ number: 1, state: "closed", merged: true }])
    expect(github.comments(1)).toEqual([
      "Published as scheduled for Friday 1 March 2030, 09:00 (Asia/Kolkata, UTC+05:30).",
    ])
    expect(merges()[0]!.body).toMatchObject({ merge_method: "squash", sha: expect.any(String) as unknown })

    // Nothing left to do: a second run merges nothing and says nothing.
    expect(await run(at(T, 3600))).toEqual([])
    expect(merges()).toHaveLength(1)
  })

  it("merges a blog post saved with its picture (a page bundle) at its Publish at, picture and all", async () => {
    const post = `---\ntitle: Night shifts people choose\ndate: 2030-03-01T09:00:00+05:30\npublishAt: "${T}"\n---\n\nText.\n`
    entry("cms/blog/night-shifts/index", {
      "content/blog/night-shifts/index.md": post,
      "content/blog/night-shifts/cover.png": "not really a png",
    })
    expect((await run(at(T, -1)))[0]).toMatchObject({ branch: "cms/blog/night-shifts/index", result: "waiting" })
    expect(await run(at(T))).toMatchObject([{ branch: "cms/blog/night-shifts/index", result: "published" }])
    expect(readMain("content/blog/night-shifts/index.md")).toBe(post.trim())
    expect(readMain("content/blog/night-shifts/cover.png")).toBe("not really a png")
    expect(git("branch", "--list", "cms/*")).toBe("")
  })

  it("leaves an entry that is not due, not Ready, or Ready without a time of its own", async () => {
    entry("cms/pricing/pricing", { "content/pricing.yaml": pricingAt("2030-06-01T00:00:00Z") })
    entry(
      "cms/pages/about",
      { "content/pages/about.md": ABOUT.replace("title: About", `title: Us\npublishAt: "${T}"`) },
      "inReview",
    )
    entry("cms/pages/terms", { "content/pages/terms.md": ABOUT.replace("/about", "/terms") })
    const outcomes = await run(at(T, 60))
    expect(outcomes.map((o) => [o.branch, o.result]).sort()).toEqual([
      ["cms/pages/terms", "not scheduled"],
      ["cms/pricing/pricing", "waiting"],
    ])
    expect(merges()).toEqual([])
    expect(git("branch", "--list", "cms/*").split("\n").length).toBe(3)
  })

  it("does not publish a change that only keeps the time an earlier scheduled change left in the file", async () => {
    // Main went live with a scheduled price change: its publishAt (long past) is still in the file.
    write("content/pricing.yaml", pricingAt(T, 5))
    git("commit", "--quiet", "-am", "Published as scheduled")
    // The next edit of the same file keeps that time without meaning to schedule anything.
    entry("cms/pricing/pricing", { "content/pricing.yaml": pricingAt(T, 6) })
    expect(await run(at(T, 86_400))).toMatchObject([{ result: "not scheduled" }])
    expect(merges()).toEqual([])
    // A new time in the same file is a schedule again.
    git("checkout", "--quiet", "cms/pricing/pricing")
    write("content/pricing.yaml", pricingAt("2030-03-02T03:30:00Z", 6))
    git("commit", "--quiet", "-am", "Reschedule")
    git("checkout", "--quiet", "main")
    expect(await run(at("2030-03-02T03:30:00Z"))).toMatchObject([{ result: "published" }])
    expect(readMain("content/pricing.yaml")).toContain("monthly: 6")
  })

  it("reports a conflicting entry on its pull request once, keeps it Ready, and publishes it once it is saved again", async () => {
    entry("cms/pricing/pricing", { "content/pricing.yaml": pricingAt(T, 5) })
    // Someone changed the same line on main by hand meanwhile.
    write("content/pricing.yaml", PRICING.replace("monthly: 4", "monthly: 7"))
    git("commit", "--quiet", "-am", "Price by hand")
    const mainBefore = git("rev-parse", "main")

    for (const minutes of [0, 15, 30]) {
      expect(await run(at(T, minutes * 60))).toMatchObject([
        { result: "failed", reason: "GitHub refused the merge: Pull Request is not mergeable" },
      ])
    }
    expect(git("rev-parse", "main")).toBe(mainBefore)
    expect(git("status", "--porcelain")).toBe("")
    const comments = github.comments(1)
    expect(comments).toHaveLength(1)
    expect(comments[0]).toContain("**Not published yet:** GitHub refused the merge: Pull Request is not mergeable.")
    expect(comments[0]).toContain(reportMarker("merge", git("rev-parse", "cms/pricing/pricing")))
    expect(github.pulls()).toMatchObject([{ state: "open", merged: false }])

    // The writer saves again: Decap rebases the entry onto main, and the next run publishes it.
    git("checkout", "--quiet", "cms/pricing/pricing")
    git("reset", "--quiet", "--hard", "main")
    write("content/pricing.yaml", pricingAt(T, 5))
    git("commit", "--quiet", "-am", "Saved again")
    git("checkout", "--quiet", "main")
    expect(await run(at(T, 45 * 60))).toMatchObject([{ result: "published" }])
    expect(readMain("content/pricing.yaml")).toContain("monthly: 5")
  })

  it("waits for running checks, and reports failing ones (its own or branch protection's) without merging", async () => {
    const sha = entry("cms/pricing/pricing", { "content/pricing.yaml": pricingAt(T) })
    github.setCheckRun(sha, "test", "in_progress")
    expect(await run(at(T))).toMatchObject([{ result: "waiting", reason: "due; checks still running: test" }])
    github.setCheckRun(sha, "test", "completed", "failure")
    github.setStatus(sha, "netlify/deploy-preview", "success")
    expect(await run(at(T))).toMatchObject([{ result: "failed", reason: "checks failed on its latest commit: test" }])
    expect(await run(at(T, 900))).toMatchObject([{ result: "failed" }])
    expect(github.comments(1)).toHaveLength(1)
    expect(merges()).toEqual([])

    // Branch protection requires a check the commit does not have: GitHub refuses, and says why.
    github.setCheckRun(sha, "test", "completed", "success")
    github.requireChecks(["build"])
    expect(await run(at(T, 1800))).toMatchObject([
      { result: "failed", reason: 'GitHub refused the merge: Required status check "build" is expected.' },
    ])
    expect(github.comments(1)).toHaveLength(2)
    github.setStatus(sha, "build", "success")
    expect(await run(at(T, 2700))).toMatchObject([{ result: "published" }])
  })

  it("with a token that cannot read check runs, leaves failing ones to branch protection's required checks", async () => {
    const sha = entry("cms/pricing/pricing", { "content/pricing.yaml": pricingAt(T) })
    github.denyCheckRuns()
    github.setCheckRun(sha, "test", "completed", "failure")
    github.requireChecks(["test"])
    expect(await run(at(T))).toMatchObject([
      { result: "failed", reason: 'GitHub refused the merge: Required status check "test" is failing.' },
    ])
    expect(git("log", "--format=%s", "main").split("\n")).toHaveLength(1)
  })

  it("counts an entry merged by someone else meanwhile as published, without a complaint", async () => {
    entry("cms/pricing/pricing", { "content/pricing.yaml": pricingAt(T) })
    github.beforeMerge((number) => github.mergeByHand(number))
    expect(await run(at(T))).toMatchObject([{ result: "published", alreadyMerged: true }])
    expect(git("log", "--format=%s", "main").split("\n")).toHaveLength(2)
    expect(github.comments(1)).toEqual([])
    expect(git("branch", "--list", "cms/*")).toBe("")
  })

  it("leaves alone a pull request already merged by hand, whose branch was kept", async () => {
    entry("cms/pricing/pricing", { "content/pricing.yaml": pricingAt(T) })
    github.mergeByHand(1)
    const main = git("rev-parse", "main")
    expect(await run(at(T, 60))).toEqual([])
    expect(merges()).toEqual([])
    expect(git("rev-parse", "main")).toBe(main)
  })

  it("publishes due entries oldest time first, and a dry run merges and says nothing", async () => {
    entry("cms/pages/about", {
      "content/pages/about.md": ABOUT.replace("title: About", `title: Later\npublishAt: "2030-03-01T04:00:00Z"`),
    })
    entry("cms/pricing/pricing", { "content/pricing.yaml": pricingAt(T) })
    expect((await run(at("2030-03-01T05:00:00Z"), true)).map((o) => [o.branch, o.result])).toEqual([
      ["cms/pricing/pricing", "published"],
      ["cms/pages/about", "published"],
    ])
    expect(github.calls.filter((call) => call.method !== "GET")).toEqual([])
    await run(at("2030-03-01T05:00:00Z"))
    expect(git("log", "--format=%s", "-2", "main").split("\n")).toEqual([
      "Update pages “about” (editor) (#1)",
      "Update pricing “pricing” (editor) (#2)",
    ])
  })

  it("never schedules a change outside content/, and says so once", async () => {
    entry("cms/pricing/pricing", { "content/pricing.yaml": pricingAt(T), "package.json": "{}\n" })
    await run(at(T))
    await run(at(T, 900))
    expect(merges()).toEqual([])
    expect(github.comments(1)).toEqual([
      expect.stringContaining(
        "it changes files outside content/ (package.json), which scheduled publishing never merges",
      ),
    ])
  })

  it("sends the token, and fails loudly when GitHub refuses it", async () => {
    const wrong = pullRequests(githubClient({ token: "wrong", repo: github.repo, apiUrl: github.url }))
    await expect(
      publishScheduled({ pulls: wrong, repo: github.repo, base: "main", now: new Date(), timeZone: "UTC" }),
    ).rejects.toThrow("Bad credentials")
  })
})
