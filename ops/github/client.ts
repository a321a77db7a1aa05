// The one GitHub REST client of the commands CI runs (ops/ci/): a token, an API base URL (GITHUB_API_URL on Actions,
// a stand-in on 127.0.0.1 in the tests: harness/fake-github.ts) and JSON in and out. Errors name the request, the
// status and GitHub's own message, and say what a 401/403/404 usually means for a workflow's token.
export type GitHubClient = {
  request<T = unknown>(method: string, path: string, body?: unknown): Promise<T>
}

export class GitHubError extends Error {
  constructor(
    readonly status: number,
    readonly what: string,
    readonly githubMessage: string,
  ) {
    super(`GitHub answered ${status} to ${what}: ${githubMessage}${GitHubError.hint(status)}`)
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

export function gitHubClient({
  token,
  apiUrl = "https://api.github.com",
}: {
  token: string
  apiUrl?: string
}): GitHubClient {
  const base = apiUrl.replace(/\/+$/, "")
  return {
    async request<T>(method: string, path: string, body?: unknown): Promise<T> {
      const what = `${method} ${path}`
      const response = await fetch(base + path, {
        method,
        headers: {
          accept: "application/vnd.github+json",
          authorization: `Bearer ${token}`,
          "x-github-api-version": "2022-11-28",
          "user-agent": "shiftwise-ci",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      })
      const text = await response.text()
      let parsed: unknown = undefined
      try {
        parsed = text ? JSON.parse(text) : undefined
      } catch {
        parsed = undefined
      }
      if (!response.ok) {
        const message = (parsed as { message?: unknown } | undefined)?.message
        throw new GitHubError(response.status, what, typeof message === "string" ? message : text.slice(0, 200))
      }
      return parsed as T
    },
  }
}
