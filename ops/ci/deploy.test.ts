// `npm run ci:deploy` against a GitHub API stand-in on 127.0.0.1 (harness/fake-github.ts): the statuses a writer's
// editor reads for "View Preview", on the right commit, with the right token, in the right order. Netlify's CLI is
// replaced by a small script (NETLIFY_CLI) that records how it was called and answers as `netlify deploy --json`
// does (netlify-cli 27), or fails as it does: no request leaves this machine.
import fs from "fs"
import os from "os"
import path from "path"
import { startFakeGitHub, type FakeGitHub } from "../../harness/fake-github"
import { readCiContext } from "./github-context"
import { deployPlan, runDeploy, STATUS_CONTEXT } from "./deploy"
import { buildClockOf } from "../netlify/deploy-title"

const TOKEN = "ghs_test_token_for_the_stand_in"
const HEAD = "a".repeat(40)
const MERGE = "b".repeat(40)
const MAIN = "c".repeat(40)
const PREVIEW_URL = "https://6790abc--shiftwise.netlify.app"

let github: FakeGitHub
let dir: string
let fakeCli: string

beforeAll(async () => {
  github = await startFakeGitHub({ token: TOKEN })
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "ci-deploy-"))
  fakeCli = path.join(dir, "fake-netlify.cjs")
  fs.writeFileSync(
    fakeCli,
    `const fs = require("fs")
fs.writeFileSync(process.env.FAKE_NETLIFY_LOG, JSON.stringify({ args: process.argv.slice(2), token: process.env.NETLIFY_AUTH_TOKEN, site: process.env.NETLIFY_SITE_ID }))
const mode = process.env.FAKE_NETLIFY_MODE
if (mode === "fail") { console.error("Error: Unauthorized: the access token is not valid"); process.exit(1) }
if (mode === "garbage") { console.log("Deploy is live!"); process.exit(0) }
console.error("Deploying to draft URL...")
const prod = process.argv.includes("--prod")
console.log(JSON.stringify({ site_id: "site-1", site_name: "shiftwise", deploy_id: "6790abc", deploy_url: ${JSON.stringify(PREVIEW_URL)},
  logs: "https://app.netlify.com/projects/shiftwise/deploys/6790abc", ...(prod ? { url: "https://shiftwise.netlify.app" } : {}) }, null, 2))
`,
  )
})
afterAll(async () => {
  await github.close()
  fs.rmSync(dir, { recursive: true, force: true })
})
beforeEach(() => {
  github.requests.length = 0
  github.statuses.clear()
})

function actionsEnv(event: "pull_request" | "push" | "workflow_dispatch", payload: object, extra: object = {}) {
  const eventFile = path.join(dir, `event-${event}.json`)
  fs.writeFileSync(eventFile, JSON.stringify(payload))
  return {
    GITHUB_ACTIONS: "true",
    GITHUB_REPOSITORY: "shiftwise/site",
    GITHUB_EVENT_NAME: event,
    GITHUB_EVENT_PATH: eventFile,
    // On a pull_request run GITHUB_SHA is the merge commit GitHub made, not the pull request's head.
    GITHUB_SHA: event === "pull_request" ? MERGE : MAIN,
    GITHUB_REF: event === "pull_request" ? "refs/pull/7/merge" : "refs/heads/main",
    GITHUB_API_URL: github.url,
    GITHUB_SERVER_URL: "https://github.com",
    GITHUB_RUN_ID: "4242",
    GITHUB_OUTPUT: path.join(dir, "output"),
    GITHUB_TOKEN: TOKEN,
    NETLIFY_AUTH_TOKEN: "nfp_netlify_token",
    NETLIFY_SITE_ID: "site-1",
    NETLIFY_CLI: `${process.execPath} ${fakeCli}`,
    FAKE_NETLIFY_LOG: path.join(dir, "netlify-call.json"),
    ...extra,
  }
}

const pullRequest = (fork = false) => ({
  pull_request: {
    number: 7,
    base: { sha: MAIN, ref: "main" },
    head: { sha: HEAD, ref: "cms/pages/about", repo: { full_name: fork ? "someone/site" : "shiftwise/site" } },
  },
})
const pushToMain = { before: "d".repeat(40), after: MAIN, repository: { default_branch: "main" } }

const netlifyCall = () =>
  JSON.parse(fs.readFileSync(path.join(dir, "netlify-call.json"), "utf8")) as {
    args: string[]
    token: string
    site: string
  }
const deploy = (env: Record<string, string>, failed = false) =>
  runDeploy(readCiContext(env), env, { root: dir, failed })

describe("ci:deploy on a pull request", () => {
  it("deploys a draft and posts pending, then success with the preview URL, on the pull request's head commit", async () => {
    const result = await deploy(actionsEnv("pull_request", pullRequest()))
    expect(result).toEqual({ code: 0, url: PREVIEW_URL })

    const call = netlifyCall()
    expect(call.args).toEqual(
      expect.arrayContaining(["deploy", "--no-build", "--dir", path.join(dir, "public"), "--json"]),
    )
    expect(call.args).not.toContain("--prod")
    expect(call.args.join(" ")).toContain("pull request #7 (cms/pages/about)")
    expect(call).toMatchObject({ token: "nfp_netlify_token", site: "site-1" })

    // What Decap reads: the newest status per context on the head commit, one whose context contains "deploy".
    expect(github.statuses.get(`shiftwise/site@${MERGE}`)).toBeUndefined()
    expect(github.statuses.get(`shiftwise/site@${HEAD}`)).toEqual([
      {
        state: "pending",
        context: STATUS_CONTEXT.preview,
        description: "Deploy preview: deploying to Netlify…",
        target_url: "https://github.com/shiftwise/site/actions/runs/4242",
      },
      {
        state: "success",
        context: STATUS_CONTEXT.preview,
        description: "Deploy preview ready",
        target_url: PREVIEW_URL,
      },
    ])
    expect(STATUS_CONTEXT.preview).toContain("deploy")
    for (const request of github.requests) {
      expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`)
      expect(request.headers.accept).toBe("application/vnd.github+json")
    }
    expect(fs.readFileSync(path.join(dir, "output"), "utf8")).toContain(`url=${PREVIEW_URL}`)
  })

  it("posts failure, linking the run, when Netlify refuses the deploy, and fails the step", async () => {
    const result = await deploy(actionsEnv("pull_request", pullRequest(), { FAKE_NETLIFY_MODE: "fail" }))
    expect(result.code).toBe(1)
    expect(github.statuses.get(`shiftwise/site@${HEAD}`)?.map((status) => status.state)).toEqual(["pending", "failure"])
    expect(github.statuses.get(`shiftwise/site@${HEAD}`)?.at(-1)).toMatchObject({
      description: "Deploy preview failed on Netlify (see the run's log)",
      target_url: "https://github.com/shiftwise/site/actions/runs/4242",
    })
  })

  it("posts error when the deploy step itself breaks (an answer it cannot read)", async () => {
    const result = await deploy(actionsEnv("pull_request", pullRequest(), { FAKE_NETLIFY_MODE: "garbage" }))
    expect(result.code).toBe(1)
    expect(github.statuses.get(`shiftwise/site@${HEAD}`)?.map((status) => status.state)).toEqual(["pending", "error"])
  })

  it("with --failed (the build or a check failed) posts failure and deploys nothing", async () => {
    fs.rmSync(path.join(dir, "netlify-call.json"), { force: true })
    const result = await deploy(actionsEnv("pull_request", pullRequest()), true)
    expect(result.code).toBe(0)
    expect(fs.existsSync(path.join(dir, "netlify-call.json"))).toBe(false)
    expect(github.statuses.get(`shiftwise/site@${HEAD}`)).toEqual([
      expect.objectContaining({
        state: "failure",
        description: "Deploy preview: the build or its checks failed, nothing deployed",
      }),
    ])
  })

  it("skips with a clear message, and calls neither Netlify nor GitHub, for a fork's pull request (no secrets)", async () => {
    fs.rmSync(path.join(dir, "netlify-call.json"), { force: true })
    const env = actionsEnv("pull_request", pullRequest(true), { NETLIFY_AUTH_TOKEN: "", NETLIFY_SITE_ID: "" })
    const plan = deployPlan(readCiContext(env), env)
    expect(plan).toEqual({ kind: "skip", reason: expect.stringMatching(/not set: no deploy\. .*comes from a fork/) })
    expect(await deploy(env)).toEqual({ code: 0, url: null })
    expect(fs.existsSync(path.join(dir, "netlify-call.json"))).toBe(false)
    expect(github.requests).toEqual([])
  })

  it("still deploys when GitHub refuses the token, and fails the step because no link reached the editor", async () => {
    const result = await deploy(actionsEnv("pull_request", pullRequest(), { GITHUB_TOKEN: "ghs_wrong" }))
    expect(result).toEqual({ code: 1, url: PREVIEW_URL })
    expect(github.requests.map((request) => request.path)).toEqual([
      `/repos/shiftwise/site/statuses/${HEAD}`,
      `/repos/shiftwise/site/statuses/${HEAD}`,
    ])
    expect(github.statuses.size).toBe(0)
  })

  it("deploys without posting when there is no GITHUB_TOKEN", async () => {
    const result = await deploy(actionsEnv("pull_request", pullRequest(), { GITHUB_TOKEN: "" }))
    expect(result).toEqual({ code: 0, url: PREVIEW_URL })
    expect(github.requests).toEqual([])
  })
})

describe("ci:deploy on a push", () => {
  const mainAt = (sha: string) =>
    github.route("GET", /^\/repos\/shiftwise\/site\/git\/ref\/heads\/main$/, () => ({
      status: 200,
      body: { ref: "refs/heads/main", object: { sha, type: "commit" } },
    }))

  it("deploys the default branch to production and posts on the pushed commit", async () => {
    mainAt(MAIN)
    const result = await deploy(actionsEnv("push", pushToMain))
    expect(result.code).toBe(0)
    expect(netlifyCall().args).toContain("--prod")
    expect(github.statuses.get(`shiftwise/site@${MAIN}`)?.at(-1)).toEqual({
      state: "success",
      context: STATUS_CONTEXT.production,
      description: "Production deploy ready",
      target_url: PREVIEW_URL,
    })
  })

  it("deploys nothing for a push to another branch, or a manual run", () => {
    const branch = actionsEnv("push", { ...pushToMain, after: HEAD }, { GITHUB_REF: "refs/heads/cms/pages/about" })
    expect(deployPlan(readCiContext(branch), branch)).toMatchObject({ kind: "skip" })
    const manual = actionsEnv("workflow_dispatch", {})
    expect(deployPlan(readCiContext(manual), manual)).toMatchObject({ kind: "skip" })
    expect(deployPlan(null, {})).toMatchObject({
      kind: "skip",
      reason: expect.stringContaining("not a GitHub Actions run"),
    })
  })

  it("deploys nothing when main has moved on since this run started (the newer run deploys)", async () => {
    mainAt("f".repeat(40))
    fs.rmSync(path.join(dir, "netlify-call.json"), { force: true })
    expect(await deploy(actionsEnv("push", pushToMain))).toEqual({ code: 0, url: null })
    expect(fs.existsSync(path.join(dir, "netlify-call.json"))).toBe(false)
    expect(github.statuses.size).toBe(0)
  })
})

describe("ci:deploy on a redeploy (the scheduled go-live's workflow_dispatch)", () => {
  const redeploy = { inputs: { redeploy: "true" }, ref: "refs/heads/main", repository: { default_branch: "main" } }
  const mainAt = (sha: string) =>
    github.route("GET", /^\/repos\/shiftwise\/site\/git\/ref\/heads\/main$/, () => ({
      status: 200,
      body: { ref: "refs/heads/main", object: { sha, type: "commit" } },
    }))
  const deployedBefore = () =>
    github.statuses.set(`shiftwise/site@${MAIN}`, [
      {
        state: "success",
        context: STATUS_CONTEXT.production,
        description: "Production deploy ready",
        target_url: null,
      },
    ])

  it("deploys main to production again, its title naming the build's clock", async () => {
    mainAt(MAIN)
    deployedBefore()
    const env = actionsEnv("workflow_dispatch", redeploy, { BUILD_NOW: "2030-03-01T03:31:00Z" })
    expect(deployPlan(readCiContext(env), env)).toMatchObject({ kind: "deploy", production: true, sha: MAIN })
    expect((await deploy(env)).code).toBe(0)
    const args = netlifyCall().args
    expect(args).toContain("--prod")
    const title = args[args.indexOf("--message") + 1]!
    expect(title).toContain("main at ccccccc (redeploy)")
    expect(buildClockOf(title)).toEqual(new Date("2030-03-01T03:31:00Z"))
    expect(github.statuses.get(`shiftwise/site@${MAIN}`)?.at(-1)).toMatchObject({
      state: "success",
      context: STATUS_CONTEXT.production,
    })
  })

  it("deploys nothing of a commit that was never deployed (a redeploy runs no tests)", async () => {
    mainAt(MAIN)
    fs.rmSync(path.join(dir, "netlify-call.json"), { force: true })
    expect(await deploy(actionsEnv("workflow_dispatch", redeploy))).toEqual({ code: 0, url: null })
    expect(fs.existsSync(path.join(dir, "netlify-call.json"))).toBe(false)
    expect(github.statuses.get(`shiftwise/site@${MAIN}`)).toBeUndefined()
  })

  it("names the build's clock on an ordinary push's deploy too, and none when CI did not set one", async () => {
    mainAt(MAIN)
    await deploy(actionsEnv("push", pushToMain, { BUILD_NOW: "2030-03-01T03:00:00Z" }))
    let args = netlifyCall().args
    expect(buildClockOf(args[args.indexOf("--message") + 1])).toEqual(new Date("2030-03-01T03:00:00Z"))
    await deploy(actionsEnv("push", pushToMain))
    args = netlifyCall().args
    expect(buildClockOf(args[args.indexOf("--message") + 1])).toBeNull()
  })
})
