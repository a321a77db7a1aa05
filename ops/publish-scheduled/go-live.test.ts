// The scheduled go-live against the GitHub stand-in (harness/github-stand-in.ts, over a real git repository whose
// content/ holds the articles) and the Netlify stand-in (harness/netlify-stand-in.ts), each run with a clock of its
// own: what production shows is Netlify's published deploy and the build clock its title names; a redeploy is a
// workflow_dispatch of CI on main, seen as a run on the stand-in; a report is a commit status on main's head.
import { execFile, execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { promisify } from "util"
import { startGitHubStandIn, type GitHubStandIn } from "../../harness/github-stand-in"
import { startNetlifyStandIn, type NetlifyStandIn } from "../../harness/netlify-stand-in"
import { githubClient } from "../github/client"
import { netlifyApi } from "../netlify/api"
import { deployTitle } from "../netlify/deploy-title"
import { goLive, GO_LIVE_CONTEXT, UNKNOWN_CLOCK_MARGIN_MS } from "./go-live"

const ROOT = path.resolve(__dirname, "../..")
const PRODUCTION = "ci/deploy-production"
/** When production's build ran. */
const BUILT = new Date("2030-03-01T03:00:00Z")
const minutes = (at: Date, n: number) => new Date(at.getTime() + n * 60_000)

let repo = ""
let github: GitHubStandIn
let netlify: NetlifyStandIn

const git = (...args: string[]) => execFileSync("git", ["-C", repo, ...args], { encoding: "utf8" }).trim()

/** A post as a writer commits it: content/blog/<slug>/index.md with its date (and draft flag). */
function post(slug: string, date: string, draft = false): void {
  const dir = path.join(repo, "content/blog", slug)
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(
    path.join(dir, "index.md"),
    `---\ntitle: ${slug}\ndate: ${date}\n${draft ? "draft: true\n" : ""}authors: [rohan-mathur]\n---\n\nText.\n`,
  )
  git("add", ".")
  git("commit", "--quiet", "-m", `Add ${slug}`)
}

/** A changelog entry (one file, content/changelog/<slug>.md) and a customer story (a bundle), as writers commit them. */
function entry(slug: string, date: string): void {
  fs.mkdirSync(path.join(repo, "content/changelog"), { recursive: true })
  fs.writeFileSync(
    path.join(repo, "content/changelog", `${slug}.md`),
    `---\ntitle: ${slug}\ndate: ${date}\ntype: new\n---\n\nText.\n`,
  )
  git("add", ".")
  git("commit", "--quiet", "-m", `Add ${slug}`)
}
function story(slug: string, date: string): void {
  const dir = path.join(repo, "content/customers", slug)
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(path.join(dir, "index.md"), `---\ntitle: ${slug}\ndate: ${date}\ncompany: Acme\n---\n\nText.\n`)
  git("add", ".")
  git("commit", "--quiet", "-m", `Add ${slug}`)
}

/** Production deployed from main's head, its build's clock `built` named in the deploy's title. */
function deployed(built: Date, { title = true } = {}) {
  github.setStatus(github.head(), PRODUCTION, "success", "Production deploy ready")
  return netlify.deploy({
    title: title ? deployTitle({ label: "main", buildNow: built, runUrl: "https://github.com/x/runs/1" }) : "By hand",
    createdAt: minutes(built, 3),
  })
}

const run = (now: Date, dryRun = false) =>
  goLive({
    github: githubClient({ token: github.token, repo: github.repo, apiUrl: github.url }),
    netlify: netlifyApi({ token: netlify.token, siteId: netlify.siteId, apiUrl: netlify.url }),
    repo: github.repo,
    branch: "main",
    contentDir: path.join(repo, "content"),
    now,
    dryRun,
  })
const dispatches = () => github.runs().filter((r) => r.event === "workflow_dispatch")
const reports = () => github.statuses(github.head()).filter((s) => s.context === GO_LIVE_CONTEXT)

beforeEach(async () => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), "go-live-"))
  git("init", "--quiet", "-b", "main")
  git("config", "user.name", "Writer")
  git("config", "user.email", "writer@example.com")
  post("fair-weekly-rota", "2030-02-10T09:00:00+05:30")
  ;[github, netlify] = await Promise.all([startGitHubStandIn({ repoDir: repo }), startNetlifyStandIn()])
})
afterEach(async () => {
  await Promise.all([github.close(), netlify.close()])
  fs.rmSync(repo, { recursive: true, force: true })
})

describe("the scheduled go-live", () => {
  it("does nothing when no article became due since production's build", async () => {
    post("next-week", "2030-03-08T09:00:00+05:30")
    deployed(BUILT)
    const outcome = await run(minutes(BUILT, 60))
    expect(outcome).toMatchObject({ result: "nothing due", due: [], since: BUILT })
    expect(dispatches()).toEqual([])
    expect(reports()).toEqual([])
  })

  it("requests one redeploy of main for a post that became due since the build, then waits for it, then rests", async () => {
    // 09:00 in Bengaluru is 03:30 UTC: half an hour after production's build.
    post("scheduled-post", "2030-03-01T09:00:00+05:30")
    deployed(BUILT)
    expect((await run(minutes(BUILT, 29))).result).toBe("nothing due")
    expect(dispatches()).toEqual([])

    github.setClock(() => minutes(BUILT, 31))
    const outcome = await run(minutes(BUILT, 31))
    expect(outcome.result).toBe("redeploy requested")
    expect(outcome.due.map((a) => a.slug)).toEqual(["scheduled-post"])
    // CI's workflow, on main's head, as a redeploy.
    expect(dispatches()).toEqual([
      expect.objectContaining({
        workflow: "ci.yml",
        branch: "main",
        headSha: github.head(),
        status: "queued",
        inputs: { redeploy: "true" },
      }),
    ])
    expect(reports()).toEqual([expect.objectContaining({ state: "success" })])

    // The next run (15 minutes later) finds the redeploy under way: nothing more.
    expect((await run(minutes(BUILT, 46))).result).toBe("waiting")
    expect(dispatches()).toHaveLength(1)

    // It finishes; production is now built for a time after the post's.
    github.finishRun(dispatches()[0]!.id, "success")
    deployed(minutes(BUILT, 33))
    expect((await run(minutes(BUILT, 61))).result).toBe("nothing due")
    expect(dispatches()).toHaveLength(1)
  })

  it("counts a changelog entry (one file) and a customer story that became due, like a post", async () => {
    entry("kiosk-offline", "2030-03-01T09:00:00+05:30")
    story("acme-grocers", "2030-03-01T09:10:00+05:30")
    entry("next-month", "2030-04-01T09:00:00+05:30")
    deployed(BUILT)
    const outcome = await run(minutes(BUILT, 60))
    expect(outcome.result).toBe("redeploy requested")
    expect(outcome.due.map((a) => `${a.kind}/${a.slug}`).sort()).toEqual([
      "changelog/kiosk-offline",
      "customers/acme-grocers",
    ])
  })

  it("does nothing for a post dated before production's build: it is live already", async () => {
    post("already-live", "2030-03-01T08:00:00+05:30") // 02:30 UTC, half an hour before the build
    deployed(BUILT)
    expect((await run(minutes(BUILT, 60))).result).toBe("nothing due")
    expect(dispatches()).toEqual([])
  })

  it("does nothing for a draft whose date has come", async () => {
    post("not-ready", "2030-03-01T09:00:00+05:30", true)
    deployed(BUILT)
    expect((await run(minutes(BUILT, 60))).result).toBe("nothing due")
    expect(dispatches()).toEqual([])
  })

  it("requests one redeploy for two posts that became due together", async () => {
    post("part-one", "2030-03-01T09:00:00+05:30")
    post("part-two", "2030-03-01T09:10:00+05:30")
    deployed(BUILT)
    const outcome = await run(minutes(BUILT, 45))
    expect(outcome.result).toBe("redeploy requested")
    expect(outcome.due.map((a) => a.slug)).toEqual(["part-one", "part-two"])
    expect(dispatches()).toHaveLength(1)
    expect(reports()).toHaveLength(1)
    expect(reports()[0]!.description).toContain("blog/part-one, blog/part-two")
  })

  it("reports a refused redeploy once, tries again on every run, and says so when it succeeds", async () => {
    post("scheduled-post", "2030-03-01T09:00:00+05:30")
    deployed(BUILT)
    github.failDispatch(2, 403, "Resource not accessible by integration")
    const first = await run(minutes(BUILT, 31))
    expect(first.result).toBe("failed")
    expect(first.message).toContain("GitHub answered 403: Resource not accessible by integration")
    const second = await run(minutes(BUILT, 46))
    expect(second.result).toBe("failed")
    // Tried twice (each refused), reported once.
    expect(github.calls.filter((c) => c.method === "POST" && c.path.endsWith("/dispatches"))).toHaveLength(2)
    expect(reports()).toEqual([
      {
        context: GO_LIVE_CONTEXT,
        state: "error",
        description: expect.stringContaining("tried again every 15 minutes") as unknown,
      },
    ])
    expect(dispatches()).toEqual([])

    expect((await run(minutes(BUILT, 61))).result).toBe("redeploy requested")
    expect(dispatches()).toHaveLength(1)
    expect(reports().map((r) => r.state)).toEqual(["error", "success"])
  })

  it("requests again when the redeploy's run failed", async () => {
    post("scheduled-post", "2030-03-01T09:00:00+05:30")
    deployed(BUILT)
    github.setClock(() => minutes(BUILT, 31))
    await run(minutes(BUILT, 31))
    github.finishRun(dispatches()[0]!.id, "failure")
    const again = await run(minutes(BUILT, 46))
    expect(again.result).toBe("redeploy requested")
    expect(again.message).toMatch(/again: redeploy run \d+ ended failure/)
    expect(dispatches()).toHaveLength(2)
  })

  it("waits while a push to main is being built, and redeploys only a head that passed CI (reported once)", async () => {
    post("scheduled-post", "2030-03-01T09:00:00+05:30")
    deployed(BUILT)
    // A writer's merge: its push run is under way; the head has no production deploy yet.
    post("another-post", "2030-01-05T09:00:00+05:30")
    const push = github.addRun({ event: "push", createdAt: minutes(BUILT, 20) })
    expect((await run(minutes(BUILT, 31))).result).toBe("waiting")
    // The push run failed: the head never reached production. No redeploy of untested code; said once.
    github.finishRun(push.id, "failure")
    const blocked = await run(minutes(BUILT, 46))
    expect(blocked.result).toBe("blocked")
    await run(minutes(BUILT, 61))
    expect(dispatches()).toEqual([])
    expect(reports()).toEqual([expect.objectContaining({ state: "failure" })])
    expect(reports()[0]!.description).toMatch(/was never deployed/)
  })

  it("counts from before a deploy whose title names no build clock (one made by hand)", async () => {
    post("scheduled-post", "2030-03-01T09:00:00+05:30") // 03:30 UTC
    const deploy = deployed(minutes(BUILT, 40), { title: false }) // created 03:43 UTC, by hand
    const outcome = await run(minutes(BUILT, 50))
    expect(outcome.since).toEqual(new Date(new Date(deploy.created_at).getTime() - UNKNOWN_CLOCK_MARGIN_MS))
    expect(outcome.result).toBe("redeploy requested")
  })

  it("fails loudly, saying which setting, when Netlify refuses the token or knows no such site", async () => {
    deployed(BUILT)
    const withNetlify = (token: string, siteId: string) =>
      goLive({
        github: githubClient({ token: github.token, repo: github.repo, apiUrl: github.url }),
        netlify: netlifyApi({ token, siteId, apiUrl: netlify.url }),
        repo: github.repo,
        branch: "main",
        contentDir: path.join(repo, "content"),
        now: minutes(BUILT, 60),
      })
    await expect(withNetlify("nfp_wrong", netlify.siteId)).rejects.toThrow(
      /401.*NETLIFY_AUTH_TOKEN is wrong or expired/,
    )
    await expect(withNetlify(netlify.token, "another-site")).rejects.toThrow(/404.*check NETLIFY_SITE_ID/)
    expect(dispatches()).toEqual([])
  })

  it("in a dry run decides and says so, and requests and reports nothing", async () => {
    post("scheduled-post", "2030-03-01T09:00:00+05:30")
    deployed(BUILT)
    const outcome = await run(minutes(BUILT, 31), true)
    expect(outcome).toMatchObject({ result: "redeploy requested" })
    expect(outcome.message).toMatch(/^would request/)
    expect(dispatches()).toEqual([])
    expect(reports()).toEqual([])
  })

  it("runs as the workflow runs it: npm run publish-scheduled -- --go-live --now, on this checkout's articles", async () => {
    // The newest article in content/ and production built an hour before it: it became due since then.
    const dates = fs
      .readdirSync(path.join(ROOT, "content/blog"))
      .map((slug) => {
        const text = fs.readFileSync(path.join(ROOT, "content/blog", slug, "index.md"), "utf8")
        const draft = /^draft: true$/m.test(text)
        return { slug, draft, at: new Date(/^date: "?([^"\n]+)"?$/m.exec(text)![1]!) }
      })
      .filter((article) => !article.draft)
      .sort((a, b) => b.at.getTime() - a.at.getTime())
    const newest = dates[0]!
    deployed(minutes(newest.at, -60))
    const cli = (now: Date) =>
      promisify(execFile)(
        process.execPath,
        ["--import", "tsx", path.join(ROOT, "ops/publish-scheduled.ts"), "--go-live", "--now", now.toISOString()],
        {
          cwd: ROOT,
          encoding: "utf8",
          env: {
            ...process.env,
            GITHUB_API_URL: github.url,
            GITHUB_TOKEN: github.token,
            GITHUB_REPOSITORY: github.repo,
            NETLIFY_API_URL: netlify.url,
            NETLIFY_AUTH_TOKEN: netlify.token,
            NETLIFY_SITE_ID: netlify.siteId,
            CMS_BRANCH: "main",
          },
        },
      )
    const before = await cli(minutes(newest.at, -1))
    expect(before.stdout).toContain("nothing due")
    const after = await cli(minutes(newest.at, 1))
    expect(after.stdout).toContain("redeploy requested")
    expect(after.stdout).toContain(`blog/${newest.slug}: dated`)
    expect(dispatches()).toHaveLength(1)
  }, 60_000)
})
