// The commit-status call against the GitHub API stand-in (harness/fake-github.ts): what is sent, and how GitHub's
// refusals come back (a message that names the status and what a workflow's token usually lacks).
import { startFakeGitHub, type FakeGitHub } from "../../harness/fake-github"
import { GitHubError, githubClient } from "./client"
import { MAX_DESCRIPTION, postCommitStatus } from "./commit-status"

const TOKEN = "ghs_status_test"
const SHA = "0123456789abcdef0123456789abcdef01234567"
let github: FakeGitHub
beforeAll(async () => {
  github = await startFakeGitHub({ token: TOKEN })
})
afterAll(() => github.close())

const status = { repo: "shiftwise/site", sha: SHA, state: "success" as const, context: "ci/deploy-preview" }

test("posts state, context, description and target URL, with the token and GitHub's API version", async () => {
  await postCommitStatus(githubClient({ token: TOKEN, repo: "owner/site", apiUrl: github.url }), {
    ...status,
    description: "x".repeat(200),
    targetUrl: "https://preview.example",
  })
  const request = github.requests.at(-1)!
  expect(request).toMatchObject({ method: "POST", path: `/repos/shiftwise/site/statuses/${SHA}` })
  expect(request.headers).toMatchObject({
    authorization: `Bearer ${TOKEN}`,
    accept: "application/vnd.github+json",
    "x-github-api-version": "2022-11-28",
  })
  const body = request.body as { description: string; target_url: string }
  expect(body.description).toHaveLength(MAX_DESCRIPTION)
  expect(body.target_url).toBe("https://preview.example")
  expect(github.statuses.get(`shiftwise/site@${SHA}`)).toHaveLength(1)
})

test("a refused token and a token without the permission come back as errors that say so", async () => {
  const wrong = githubClient({ token: "nope", repo: "owner/site", apiUrl: github.url })
  await expect(postCommitStatus(wrong, { ...status, description: "d" })).rejects.toThrow(
    /GitHub answered 401 to POST \/repos\/shiftwise\/site\/statuses\/\w+: Bad credentials \(the token is missing/,
  )
  github.failNext(1, { status: 403, body: { message: "Resource not accessible by integration" } })
  const error = await postCommitStatus(githubClient({ token: TOKEN, repo: "owner/site", apiUrl: github.url }), {
    ...status,
    description: "d",
  }).catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(GitHubError)
  expect((error as GitHubError).message).toMatch(/403 .*Resource not accessible by integration.*statuses: write/)
})

test("refuses a commit id that is not one before asking GitHub", async () => {
  const before = github.requests.length
  await expect(
    postCommitStatus(githubClient({ token: TOKEN, repo: "owner/site", apiUrl: github.url }), {
      ...status,
      sha: "main",
      description: "d",
    }),
  ).rejects.toThrow(/not a commit id/)
  expect(github.requests).toHaveLength(before)
})
