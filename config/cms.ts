// The writers' editor's build-time settings (cms/cms-config.ts writes them into public/admin/config.yml), each
// read here once with its default. docs/configuration.md and .env.example list the same.
import { execFileSync } from "child_process"

export type CmsSettings = {
  /** "owner/name" of the GitHub repository the editor commits to; null: only the local backend (npm run cms). */
  repo: string | null
  /** The branch writers publish to (CI deploys it). */
  branch: string
  /** Where Decap's GitHub login goes: an OAuth provider that answers on <url>/auth (Netlify's by default). */
  oauthUrl: string
}

/** "https://github.com/owner/name(.git)" or "git@github.com:owner/name.git" -> "owner/name". */
export function githubRepoOf(url: string | undefined): string | null {
  const match = /github\.com[/:]([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(url?.trim() ?? "")
  return match ? `${match[1]}/${match[2]}` : null
}

function originUrl(cwd: string): string | undefined {
  try {
    return execFileSync("git", ["config", "--get", "remote.origin.url"], { cwd, encoding: "utf8" }).trim()
  } catch {
    return undefined // not a git checkout, or no origin
  }
}

export function cmsSettings(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): CmsSettings {
  // CMS_GITHUB_REPO wins; Netlify's builds say where they were cloned from (REPOSITORY_URL); else the checkout's origin.
  const repo = env.CMS_GITHUB_REPO?.trim() || githubRepoOf(env.REPOSITORY_URL) || githubRepoOf(originUrl(cwd)) || null
  return {
    repo,
    branch: env.CMS_BRANCH?.trim() || "main",
    oauthUrl: (env.CMS_OAUTH_URL?.trim() || "https://api.netlify.com").replace(/\/+$/, ""),
  }
}
