// The one client for GitHub's REST API, for the project's CI commands (`npm run publish-scheduled`, `ci:changes`,
// `ci:deploy`): a token, the repository, JSON in and out with every answer parsed by a zod schema (only the fields
// a command reads), paging by the Link header, and errors that keep GitHub's status and message (the scheduler
// reports them on the pull request) and say what a 401/403/404 usually means for a workflow's token.
// GITHUB_API_URL points it at another API root (GitHub Enterprise, or the stand-ins the tests run:
// harness/github-stand-in.ts, harness/fake-github.ts).
import { z } from "zod"

export type GitHubSettings = {
  /** GITHUB_TOKEN: a token allowed what the command does (docs/cms.md lists the scopes). */
  token: string
  /** "owner/name": GITHUB_REPOSITORY (GitHub Actions sets it), else CMS_GITHUB_REPO. */
  repo: string
  /** GITHUB_API_URL, default https://api.github.com (Actions sets it too). */
  apiUrl: string
}

/** The settings from the environment, or the one sentence saying what is missing. */
export function githubSettings(env: NodeJS.ProcessEnv = process.env): GitHubSettings | { missing: string } {
  const token = env.GITHUB_TOKEN?.trim()
  const repo = env.GITHUB_REPOSITORY?.trim() || env.CMS_GITHUB_REPO?.trim()
  if (!token) return { missing: "GITHUB_TOKEN is not set (a token that may merge pull requests; see docs/cms.md)" }
  if (!repo || !/^[\w.-]+\/[\w.-]+$/.test(repo))
    return { missing: "GITHUB_REPOSITORY (or CMS_GITHUB_REPO) is not set to owner/name" }
  return { token, repo, apiUrl: (env.GITHUB_API_URL?.trim() || "https://api.github.com").replace(/\/+$/, "") }
}

/**
 * An answer GitHub refused: its HTTP status, its own message (`githubMessage`: "Pull Request is not mergeable") and,
 * in `message`, the request and what the status usually means for a workflow's token.
 */
export class GitHubError extends Error {
  constructor(
    readonly status: number,
    readonly githubMessage: string,
    readonly method: string,
    readonly path: string,
  ) {
    super(`GitHub answered ${status} to ${method} ${path}: ${githubMessage}${GitHubError.hint(status)}`)
    this.name = "GitHubError"
  }

  static hint(status: number): string {
    if (status === 401) return " (the token is missing, wrong or expired)"
    if (status === 403)
      return (
        " (the token lacks a permission: a workflow needs `permissions: statuses: write` to post statuses, and a " +
        "pull request from a fork gets a read-only token)"
      )
    if (status === 404) return " (no such repository or commit, or the token cannot see the repository)"
    return ""
  }
}

type Query = Record<string, string | number | undefined>
type RequestOptions<T> = { query?: Query; body?: unknown; schema: z.ZodType<T> }

const errorBody = z.object({ message: z.string() }).loose()

export type GitHubClient = ReturnType<typeof githubClient>

export function githubClient(settings: GitHubSettings, fetchImpl: typeof fetch = fetch) {
  const repoPath = `/repos/${settings.repo}`

  function url(path: string, query: Query = {}): string {
    const target = new URL(settings.apiUrl + (path.startsWith("/repos/") || path === "/" ? path : repoPath + path))
    for (const [key, value] of Object.entries(query))
      if (value !== undefined) target.searchParams.set(key, String(value))
    return target.href
  }

  async function send(method: string, target: string, body: unknown): Promise<Response> {
    const response = await fetchImpl(target, {
      method,
      headers: {
        accept: "application/vnd.github+json",
        authorization: `Bearer ${settings.token}`,
        "x-github-api-version": "2022-11-28",
        "user-agent": "shiftwise-site-ops",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(30_000),
    })
    if (response.ok) return response
    const text = await response.text()
    let message = text.slice(0, 300) || response.statusText
    try {
      const parsed = errorBody.safeParse(JSON.parse(text))
      if (parsed.success) message = parsed.data.message
    } catch {
      // not JSON: the text itself says what went wrong
    }
    throw new GitHubError(response.status, message, method, new URL(target).pathname)
  }

  return {
    repo: settings.repo,

    /** One request to a path under the repository ("/pulls/3") or an absolute API path ("/repos/..."). */
    async request<T>(method: string, path: string, { query, body, schema }: RequestOptions<T>): Promise<T> {
      const response = await send(method, url(path, query), body)
      const text = await response.text()
      return schema.parse(text ? JSON.parse(text) : null)
    },

    /** Every page of a list (per_page 100, following the Link header's rel="next"). */
    async paginate<T>(path: string, item: z.ZodType<T>, query: Query = {}): Promise<T[]> {
      const items: T[] = []
      let next: string | undefined = url(path, { per_page: 100, ...query })
      for (let page = 0; next; page++) {
        if (page >= 100) throw new Error(`${path}: more than 100 pages`)
        const response: Response = await send("GET", next, undefined)
        items.push(...z.array(item).parse(await response.json()))
        next = /<([^>]+)>;\s*rel="next"/.exec(response.headers.get("link") ?? "")?.[1]
      }
      return items
    },
  }
}
