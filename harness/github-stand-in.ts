// A stand-in for GitHub's REST API on 127.0.0.1 (a free port), backed by a real git repository, answering the
// endpoints `npm run publish-scheduled` calls (ops/github/pulls.ts). Its pull requests are the repository's
// `cms/…` branches, as Decap's editorial workflow makes them, and their status label is what decap-server's local
// git backend stores for each branch (`git config branch.<branch>.description`, "decap-cms/pending_publish"), so
// the editor's own saves in `npm run cms -- --git` are what it serves. A merge is a real one (`git merge-tree`),
// squashed or not, fast-forwarding the checked-out base branch; a conflict is a real conflict. Commit statuses,
// check runs and branch protection's required checks are set by the test. For the scheduled go-live it also answers
// a branch's head (git/ref), posting and listing commit statuses, and GitHub Actions' workflow runs and
// workflow_dispatch: a dispatch of a known workflow on an existing branch adds a queued run on the branch's head,
// created at the stand-in's clock (`setClock`), which the test then finishes (`finishRun`). Every request is recorded.
import { execFileSync, spawnSync } from "child_process"
import http from "http"
import type { AddressInfo } from "net"

export type StandInPull = {
  number: number
  branch: string
  title: string
  headSha: string
  state: "open" | "closed"
  merged: boolean
}
export type RecordedCall = { method: string; path: string; body: unknown }
type CheckState = {
  name: string
  kind: "status" | "check-run"
  state: string
  conclusion: string | null
  description?: string | null
}
export type StandInRun = {
  id: number
  workflow: string
  event: string
  branch: string
  headSha: string
  status: "queued" | "in_progress" | "completed"
  conclusion: string | null
  createdAt: Date
  inputs: Record<string, unknown>
}

export type GitHubStandIn = {
  /** The API root, for GITHUB_API_URL. */
  url: string
  token: string
  repo: string
  calls: RecordedCall[]
  pulls: () => StandInPull[]
  comments: (number: number) => string[]
  /** A commit status (context, state: success | failure | pending | error) on a commit. */
  setStatus: (sha: string, context: string, state: string, description?: string) => void
  /** The commit statuses posted or set on a commit, oldest first. */
  statuses: (sha: string) => Array<{ context: string; state: string; description: string | null }>
  /** The branch's head commit. */
  head: (branch?: string) => string
  /** GitHub Actions: the workflow runs, oldest first; a run the test adds (a push's CI run); finishing one. */
  runs: () => StandInRun[]
  addRun: (run: Partial<StandInRun> & Pick<StandInRun, "event">) => StandInRun
  finishRun: (id: number, conclusion: string) => void
  /** The time a dispatched run is created at (default: the real clock). */
  setClock: (clock: () => Date) => void
  /** The next `count` workflow dispatches are refused with this answer. */
  failDispatch: (count: number, status: number, message: string) => void
  /** A check run on a commit (status: queued | in_progress | completed; conclusion when completed). */
  setCheckRun: (sha: string, name: string, status: string, conclusion?: string) => void
  /** Branch protection: these checks must pass on the head before GitHub merges. */
  requireChecks: (names: string[]) => void
  /** Answer the check-runs endpoint 403, as GitHub does a fine-grained personal access token. */
  denyCheckRuns: () => void
  /** Runs just before a merge request is answered (a person merging by hand at that moment). */
  beforeMerge: (hook: ((number: number) => void) | null) => void
  /** Merges as the web UI's button would (squash). */
  mergeByHand: (number: number) => void
  close: () => Promise<void>
}

type Answer = { status: number; body?: unknown; headers?: Record<string, string> }

export async function startGitHubStandIn({
  repoDir,
  repo = "shiftwise/site",
  token = "stand-in-token",
}: {
  repoDir: string
  repo?: string
  token?: string
}): Promise<GitHubStandIn> {
  const git = (...args: string[]) =>
    execFileSync("git", ["-C", repoDir, ...args], {
      encoding: "utf8",
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: "GitHub",
        GIT_AUTHOR_EMAIL: "noreply@github.com",
        GIT_COMMITTER_NAME: "GitHub",
        GIT_COMMITTER_EMAIL: "noreply@github.com",
      },
    }).trim()
  const tryGit = (...args: string[]) => spawnSync("git", ["-C", repoDir, ...args], { encoding: "utf8" })

  const prs: StandInPull[] = []
  const comments = new Map<number, Array<{ id: number; body: string }>>()
  const checks = new Map<string, CheckState[]>()
  const calls: RecordedCall[] = []
  let required: string[] = []
  let checkRunsDenied = false
  let mergeHook: ((number: number) => void) | null = null
  let nextComment = 1
  const runs: StandInRun[] = []
  const workflows = new Set(["ci.yml", "publish-scheduled.yml"])
  const dispatchFailures: Answer[] = []
  let clock = () => new Date()
  const runJson = (run: StandInRun) => ({
    id: run.id,
    name: run.workflow === "ci.yml" ? "CI" : run.workflow,
    event: run.event,
    status: run.status,
    conclusion: run.conclusion,
    head_branch: run.branch,
    head_sha: run.headSha,
    created_at: run.createdAt.toISOString(),
    html_url: `https://github.com/${repo}/actions/runs/${run.id}`,
    path: `.github/workflows/${run.workflow}`,
  })

  const base = () => git("branch", "--show-current")
  const labelOf = (branch: string) => tryGit("config", `branch.${branch}.description`).stdout.trim()

  /** The pull requests as the repository's cms/ branches now stand. */
  function sync(): void {
    const branches = new Map(
      git("for-each-ref", "--format=%(refname:short) %(objectname)", "refs/heads/cms/")
        .split("\n")
        .filter(Boolean)
        .map((line) => line.split(" ") as [string, string]),
    )
    for (const pr of prs) {
      if (pr.state !== "open") continue
      const sha = branches.get(pr.branch)
      if (sha) pr.headSha = sha
      else pr.state = "closed" // deleted without a merge here (the editor's own Publish or Delete)
    }
    for (const [branch, sha] of branches) {
      if (prs.some((pr) => pr.branch === branch && (pr.state === "open" || pr.headSha === sha))) continue
      const [, collection, slug] = branch.split("/")
      prs.push({
        number: prs.length + 1,
        branch,
        title: `Update ${collection} “${slug}” (editor)`,
        headSha: sha,
        state: "open",
        merged: false,
      })
    }
  }

  const pullJson = (pr: StandInPull) => ({
    number: pr.number,
    title: pr.title,
    state: pr.state,
    merged: pr.merged,
    merged_at: pr.merged ? new Date().toISOString() : null,
    html_url: `https://github.com/${repo}/pull/${pr.number}`,
    labels: (labelOf(pr.branch) ? [labelOf(pr.branch)] : []).map((name) => ({ name })),
    head: { ref: pr.branch, sha: pr.headSha, repo: { full_name: repo } },
    base: { ref: base() },
  })

  function page<T>(items: T[], query: URLSearchParams, path: string): Answer {
    const perPage = Number(query.get("per_page") ?? 30)
    const pageNo = Number(query.get("page") ?? 1)
    const slice = items.slice((pageNo - 1) * perPage, pageNo * perPage)
    const headers: Record<string, string> = {}
    if (pageNo * perPage < items.length) {
      const next = new URLSearchParams(query)
      next.set("page", String(pageNo + 1))
      headers.link = `<${api}${path}?${next.toString()}>; rel="next"`
    }
    return { status: 200, body: slice, headers }
  }

  function checksOf(sha: string): CheckState[] {
    // The latest per name, as GitHub's combined status and check-suite views show.
    const latest = new Map<string, CheckState>()
    for (const check of checks.get(sha) ?? []) latest.set(`${check.kind}:${check.name}`, check)
    return [...latest.values()]
  }

  function merge(pr: StandInPull, method: string, title: string, message: string): Answer {
    const target = base()
    const result = tryGit("merge-tree", "--write-tree", target, pr.headSha)
    if (result.status !== 0) return { status: 405, body: { message: "Pull Request is not mergeable" } }
    const tree = result.stdout.split("\n")[0]!
    const parents = method === "merge" ? ["-p", target, "-p", pr.headSha] : ["-p", target]
    const commit = git("commit-tree", tree, ...parents, "-m", message ? `${title}\n\n${message}` : title)
    git("merge", "--ff-only", "--quiet", commit)
    pr.state = "closed"
    pr.merged = true
    return { status: 200, body: { sha: commit, merged: true, message: "Pull Request successfully merged" } }
  }

  function route(method: string, path: string, query: URLSearchParams, body: Record<string, unknown>): Answer {
    const prefix = `/repos/${repo}`
    if (!path.startsWith(prefix)) return { status: 404, body: { message: "Not Found" } }
    const rest = path.slice(prefix.length)
    sync()
    let m: RegExpExecArray | null
    if (method === "GET" && rest === "/pulls") {
      const open = prs.filter(
        (pr) =>
          (query.get("state") ?? "open") !== "open" ||
          (pr.state === "open" && base() === (query.get("base") ?? base())),
      )
      return page(open.map(pullJson), query, path)
    }
    if ((m = /^\/pulls\/(\d+)(\/files|\/merge)?$/.exec(rest))) {
      const pr = prs.find((candidate) => candidate.number === Number(m![1]))
      if (!pr) return { status: 404, body: { message: "Not Found" } }
      if (method === "GET" && !m[2]) return { status: 200, body: pullJson(pr) }
      if (method === "GET" && m[2] === "/files") {
        const from = git("merge-base", base(), pr.headSha)
        const files = git("diff", "--name-status", "-M", from, pr.headSha)
          .split("\n")
          .filter(Boolean)
          .map((line) => {
            const [code = "", first = "", second] = line.split("\t")
            const status = { A: "added", D: "removed", M: "modified", R: "renamed" }[code[0] ?? ""] ?? "changed"
            return second ? { filename: second, previous_filename: first, status } : { filename: first, status }
          })
        return page(files, query, path)
      }
      if (method === "PUT" && m[2] === "/merge") {
        mergeHook?.(pr.number)
        sync()
        if (pr.state !== "open") return { status: 405, body: { message: "Pull Request is not mergeable" } }
        if (typeof body.sha === "string" && body.sha !== pr.headSha)
          return { status: 409, body: { message: "Head branch was modified. Review and try the merge again." } }
        for (const name of required) {
          const check = checksOf(pr.headSha).find((c) => c.name === name)
          const passed = check && (check.kind === "status" ? check.state === "success" : check.conclusion === "success")
          if (!passed)
            return {
              status: 405,
              body: { message: `Required status check "${name}" is ${check ? "failing" : "expected"}.` },
            }
        }
        const text = (value: unknown, fallback: string) => (typeof value === "string" ? value : fallback)
        return merge(
          pr,
          text(body.merge_method, "merge"),
          text(body.commit_title, pr.title),
          text(body.commit_message, ""),
        )
      }
    }
    if (method === "GET" && (m = /^\/contents\/(.+)$/.exec(rest))) {
      const file = decodeURIComponent(m[1]!)
      const ref = query.get("ref") ?? base()
      const shown = spawnSync("git", ["-C", repoDir, "show", `${ref}:${file}`])
      if (shown.status !== 0) return { status: 404, body: { message: "Not Found" } }
      return { status: 200, body: { type: "file", encoding: "base64", content: shown.stdout.toString("base64") } }
    }
    if (method === "GET" && (m = /^\/commits\/([^/]+)\/(status|check-runs)$/.exec(rest))) {
      const all = checksOf(m[1]!)
      if (m[2] === "status") {
        const statuses = all.filter((c) => c.kind === "status").map((c) => ({ context: c.name, state: c.state }))
        const state = statuses.some((s) => s.state === "failure" || s.state === "error")
          ? "failure"
          : statuses.every((s) => s.state === "success")
            ? "success"
            : "pending"
        return { status: 200, body: { state, statuses } }
      }
      if (checkRunsDenied) return { status: 403, body: { message: "Resource not accessible by personal access token" } }
      const runs = all.filter((c) => c.kind === "check-run")
      return {
        status: 200,
        body: {
          total_count: runs.length,
          check_runs: runs.map((c) => ({ name: c.name, status: c.state, conclusion: c.conclusion })),
        },
      }
    }
    if (method === "DELETE" && (m = /^\/git\/refs\/heads\/(.+)$/.exec(rest))) {
      const branch = decodeURIComponent(m[1]!)
      if (tryGit("rev-parse", "--verify", "--quiet", `refs/heads/${branch}`).status !== 0)
        return { status: 422, body: { message: "Reference does not exist" } }
      git("branch", "-D", branch)
      return { status: 204 }
    }
    if (method === "GET" && (m = /^\/git\/ref\/heads\/(.+)$/.exec(rest))) {
      const branch = decodeURIComponent(m[1]!)
      const found = tryGit("rev-parse", "--verify", "--quiet", `refs/heads/${branch}`)
      if (found.status !== 0) return { status: 404, body: { message: "Not Found" } }
      return {
        status: 200,
        body: { ref: `refs/heads/${branch}`, object: { sha: found.stdout.trim(), type: "commit" } },
      }
    }
    if (method === "POST" && (m = /^\/statuses\/([0-9a-f]{40})$/.exec(rest))) {
      const state = typeof body.state === "string" ? body.state : ""
      if (!["error", "failure", "pending", "success"].includes(state))
        return { status: 422, body: { message: "Validation Failed" } }
      const description = typeof body.description === "string" ? body.description : null
      if (description && description.length > 140) return { status: 422, body: { message: "Validation Failed" } }
      const context = typeof body.context === "string" ? body.context : "default"
      checks.set(m[1]!, [
        ...(checks.get(m[1]!) ?? []),
        { name: context, kind: "status", state, conclusion: null, description },
      ])
      return { status: 201, body: { state, context, description } }
    }
    if (method === "GET" && (m = /^\/commits\/([^/]+)\/statuses$/.exec(rest))) {
      const list = (checks.get(m[1]!) ?? []).filter((c) => c.kind === "status").reverse()
      return page(
        list.map((c) => ({ context: c.name, state: c.state, description: c.description ?? null })),
        query,
        path,
      )
    }
    if ((m = /^\/actions\/workflows\/([^/]+)\/(runs|dispatches)$/.exec(rest))) {
      const workflow = decodeURIComponent(m[1]!)
      if (!workflows.has(workflow)) return { status: 404, body: { message: "Not Found" } }
      if (method === "GET" && m[2] === "runs") {
        const branch = query.get("branch")
        const list = runs.filter((run) => run.workflow === workflow && (!branch || run.branch === branch)).reverse()
        const perPage = Number(query.get("per_page") ?? 30)
        return { status: 200, body: { total_count: list.length, workflow_runs: list.slice(0, perPage).map(runJson) } }
      }
      if (method === "POST" && m[2] === "dispatches") {
        const refused = dispatchFailures.shift()
        if (refused) return refused
        const ref = typeof body.ref === "string" ? body.ref.replace(/^refs\/heads\//, "") : ""
        const head = tryGit("rev-parse", "--verify", "--quiet", `refs/heads/${ref}`)
        if (head.status !== 0) return { status: 422, body: { message: `No ref found for: ${ref}` } }
        const inputs = body.inputs && typeof body.inputs === "object" ? (body.inputs as Record<string, unknown>) : {}
        runs.push({
          id: 9000 + runs.length + 1,
          workflow,
          event: "workflow_dispatch",
          branch: ref,
          headSha: head.stdout.trim(),
          status: "queued",
          conclusion: null,
          createdAt: clock(),
          inputs,
        })
        return { status: 204 }
      }
    }
    if ((m = /^\/issues\/(\d+)\/comments$/.exec(rest))) {
      const number = Number(m[1])
      const list = comments.get(number) ?? []
      comments.set(number, list)
      if (method === "GET") return page(list, query, path)
      if (method === "POST" && typeof body.body === "string") {
        const comment = { id: nextComment++, body: body.body }
        list.push(comment)
        return { status: 201, body: comment }
      }
    }
    return { status: 404, body: { message: "Not Found" } }
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on("data", (chunk: Buffer) => chunks.push(chunk))
    req.on("end", () => {
      const target = new URL(req.url ?? "/", api)
      const text = Buffer.concat(chunks).toString("utf8")
      let body: Record<string, unknown> = {}
      let answer: Answer
      try {
        body = text ? (JSON.parse(text) as Record<string, unknown>) : {}
        calls.push({ method: req.method ?? "GET", path: target.pathname, body: text ? body : undefined })
        answer =
          req.headers.authorization === `Bearer ${token}`
            ? route(req.method ?? "GET", target.pathname, target.searchParams, body)
            : { status: 401, body: { message: "Bad credentials" } }
      } catch (error) {
        answer = { status: 500, body: { message: error instanceof Error ? error.message : String(error) } }
      }
      res.writeHead(answer.status, { "content-type": "application/json", ...answer.headers })
      res.end(answer.body === undefined ? "" : JSON.stringify(answer.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url: api,
    token,
    repo,
    calls,
    pulls: () => (sync(), prs.map((pr) => ({ ...pr }))),
    comments: (number) => (comments.get(number) ?? []).map((comment) => comment.body),
    setStatus: (sha, context, state, description) =>
      checks.set(sha, [
        ...(checks.get(sha) ?? []),
        { name: context, kind: "status", state, conclusion: null, description: description ?? null },
      ]),
    statuses: (sha) =>
      (checks.get(sha) ?? [])
        .filter((c) => c.kind === "status")
        .map((c) => ({ context: c.name, state: c.state, description: c.description ?? null })),
    head: (branch) => git("rev-parse", `refs/heads/${branch ?? base()}`),
    runs: () => runs.map((run) => ({ ...run })),
    addRun: (run) => {
      const added: StandInRun = {
        id: 9000 + runs.length + 1,
        workflow: "ci.yml",
        branch: base(),
        headSha: git("rev-parse", "HEAD"),
        status: "queued",
        conclusion: null,
        createdAt: clock(),
        inputs: {},
        ...run,
      }
      runs.push(added)
      return { ...added }
    },
    finishRun: (id, conclusion) => {
      const run = runs.find((candidate) => candidate.id === id)
      if (!run) throw new Error(`no run ${id}`)
      run.status = "completed"
      run.conclusion = conclusion
    },
    setClock: (next) => (clock = next),
    failDispatch: (count, status, message) =>
      dispatchFailures.push(...Array.from({ length: count }, () => ({ status, body: { message } }))),
    setCheckRun: (sha, name, status, conclusion) =>
      checks.set(sha, [
        ...(checks.get(sha) ?? []),
        { name, kind: "check-run", state: status, conclusion: conclusion ?? null },
      ]),
    requireChecks: (names) => (required = names),
    denyCheckRuns: () => (checkRunsDenied = true),
    beforeMerge: (hook) => (mergeHook = hook),
    mergeByHand: (number) => {
      sync()
      const pr = prs.find((candidate) => candidate.number === number)
      if (!pr || pr.state !== "open") throw new Error(`#${number} is not open`)
      const answer = merge(pr, "squash", `${pr.title} (#${pr.number})`, "")
      if (answer.status !== 200) throw new Error(`#${number} cannot be merged by hand: ${JSON.stringify(answer.body)}`)
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
