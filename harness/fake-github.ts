// A stand-in for GitHub's REST API on 127.0.0.1, for the CI commands that talk to GitHub (ops/github/). It records
// every request (method, path, headers, parsed JSON body), checks the token the way GitHub does (`Authorization:
// Bearer <token>` or `token <token>`; a missing or wrong one is 401 "Bad credentials", as GitHub answers), and
// answers the endpoints it knows like GitHub: commit statuses (POST and GET). A test can put any endpoint in front
// (`route`), or make the next requests fail (`failNext`) as GitHub does for a token without the scope (403
// "Resource not accessible by integration") or when it is down (5xx).
import http from "node:http"
import type { AddressInfo } from "node:net"

export interface RecordedRequest {
  method: string
  /** Path and query, as sent. */
  path: string
  headers: http.IncomingHttpHeaders
  /** The parsed JSON body; undefined when there was none. */
  body: unknown
}

export interface CommitStatus {
  state: string
  context: string
  description: string | null
  target_url: string | null
}

export type Answer = { status: number; body?: unknown }
type Handler = (request: RecordedRequest, params: string[]) => Answer

export interface FakeGitHub {
  /** The API's base URL (what GITHUB_API_URL names on Actions). */
  url: string
  requests: RecordedRequest[]
  /** Commit statuses posted, per "owner/name@sha", oldest first. */
  statuses: Map<string, CommitStatus[]>
  /** Answers `method` requests whose path matches `pattern` (its groups are the handler's params), before the rest. */
  route(method: string, pattern: RegExp, handler: Handler): void
  /** The next `count` requests get this answer (after the token check). */
  failNext(count: number, answer: Answer): void
  close(): Promise<void>
}

const STATES = new Set(["error", "failure", "pending", "success"])

export async function startFakeGitHub({ token }: { token: string }): Promise<FakeGitHub> {
  const requests: RecordedRequest[] = []
  const statuses = new Map<string, CommitStatus[]>()
  const routes: Array<{ method: string; pattern: RegExp; handler: Handler }> = []
  const failures: Answer[] = []

  // GitHub's own: a commit status needs a valid state; description at most 140 characters; the newest per context wins.
  routes.push({
    method: "POST",
    pattern: /^\/repos\/([^/]+\/[^/]+)\/statuses\/([0-9a-f]{40})$/,
    handler: ({ body }, [repo, sha]) => {
      const input = (body ?? {}) as Partial<CommitStatus>
      if (!input.state || !STATES.has(input.state))
        return { status: 422, body: { message: "Validation Failed", errors: [{ field: "state", code: "invalid" }] } }
      if (typeof input.description === "string" && input.description.length > 140)
        return {
          status: 422,
          body: { message: "Validation Failed", errors: [{ field: "description", code: "custom" }] },
        }
      const status: CommitStatus = {
        state: input.state,
        context: input.context ?? "default",
        description: input.description ?? null,
        target_url: input.target_url ?? null,
      }
      const key = `${repo}@${sha}`
      statuses.set(key, [...(statuses.get(key) ?? []), status])
      return { status: 201, body: { id: requests.length, ...status } }
    },
  })
  routes.push({
    method: "GET",
    pattern: /^\/repos\/([^/]+\/[^/]+)\/commits\/([0-9a-f]{40})\/statuses$/,
    handler: (_request, [repo, sha]) => ({ status: 200, body: [...(statuses.get(`${repo}@${sha}`) ?? [])].reverse() }),
  })

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on("data", (chunk: Buffer) => chunks.push(chunk))
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8")
      let body: unknown
      const answer = (status: number, payload: unknown) => {
        res.writeHead(status, { "content-type": "application/json; charset=utf-8" })
        res.end(JSON.stringify(payload))
      }
      try {
        body = text ? (JSON.parse(text) as unknown) : undefined
      } catch {
        answer(400, { message: "Problems parsing JSON" })
        return
      }
      const request: RecordedRequest = { method: req.method ?? "", path: req.url ?? "", headers: req.headers, body }
      requests.push(request)
      const auth = req.headers.authorization ?? ""
      if (auth !== `Bearer ${token}` && auth !== `token ${token}`) {
        answer(401, { message: "Bad credentials", documentation_url: "https://docs.github.com/rest" })
        return
      }
      const failure = failures.shift()
      if (failure) {
        answer(failure.status, failure.body ?? { message: "fake failure" })
        return
      }
      const pathname = new URL(request.path, "http://127.0.0.1").pathname
      for (const { method, pattern, handler } of routes) {
        const match = method === request.method ? pattern.exec(pathname) : null
        if (!match) continue
        const result = handler(request, match.slice(1))
        answer(result.status, result.body ?? {})
        return
      }
      answer(404, { message: "Not Found" })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    statuses,
    route: (method, pattern, handler) => routes.unshift({ method, pattern, handler }),
    failNext: (count, answer) => failures.push(...Array.from({ length: count }, () => answer)),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
