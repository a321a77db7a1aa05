// Uploads a finished build to Netlify with Netlify's own CLI (`netlify deploy --no-build`: the site's files from
// public/, its _headers and _redirects, and the Functions gatsby-adapter-netlify wrote to .netlify/functions-internal),
// as a draft deploy (a unique preview URL, not live) or to production. netlify-cli is fetched by npx at the pinned
// version below rather than installed with the project: it is large, and only the deploy step needs it.
// NETLIFY_CLI names another command to run instead (an installed `netlify`). The answer is the JSON that
// `netlify deploy --json` prints (netlify-cli 27, src/commands/deploy/deploy.ts), checked here.
import { spawn } from "child_process"
import { z } from "zod"

/** The netlify-cli release the deploy runs; renovate does not see it, so update it by hand with the CLI's changelog. */
export const NETLIFY_CLI_PACKAGE = "netlify-cli@27.10.2"

const deployAnswer = z.object({
  site_id: z.string(),
  deploy_id: z.string(),
  deploy_url: z.url(),
  /** Production deploys only: the live site. */
  url: z.url().optional(),
  logs: z.string().optional(),
})

export type NetlifyDeploy = { deployId: string; deployUrl: string; liveUrl: string | null; logsUrl: string | null }

/** netlify-cli ran and reported failure (a refused token, an upload that failed): the deploy did not happen. */
export class NetlifyDeployFailed extends Error {
  constructor(message: string) {
    super(message)
    this.name = "NetlifyDeployFailed"
  }
}

type Env = Readonly<Record<string, string | undefined>>

export function netlifyCommand(env: Env): string[] {
  const custom = env.NETLIFY_CLI?.trim()
  return custom ? custom.split(/\s+/) : ["npx", "--yes", NETLIFY_CLI_PACKAGE]
}

export function deployArguments({ dir, production, message }: { dir: string; production: boolean; message: string }) {
  return ["deploy", "--no-build", "--dir", dir, "--json", "--message", message, ...(production ? ["--prod"] : [])]
}

/** The JSON object netlify-cli printed last (anything it logged before is passed over). */
export function parseDeployAnswer(stdout: string): NetlifyDeploy {
  const start = stdout.search(/^\{/m)
  if (start < 0) throw new Error(`netlify deploy printed no JSON:\n${stdout.slice(-2000)}`)
  let json: unknown
  try {
    json = JSON.parse(stdout.slice(start))
  } catch {
    throw new Error(`netlify deploy printed something that is not JSON:\n${stdout.slice(start, start + 2000)}`)
  }
  const parsed = deployAnswer.safeParse(json)
  if (!parsed.success)
    throw new Error(
      `netlify deploy's answer is not what ${NETLIFY_CLI_PACKAGE} prints (${parsed.error.issues
        .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
        .join("; ")})`,
    )
  const answer = parsed.data
  return {
    deployId: answer.deploy_id,
    deployUrl: answer.deploy_url,
    liveUrl: answer.url ?? null,
    logsUrl: answer.logs ?? null,
  }
}

/**
 * Deploys `dir` (with NETLIFY_AUTH_TOKEN and NETLIFY_SITE_ID from `env`); its output goes to this process's stderr as
 * it comes. Throws NetlifyDeployFailed when netlify-cli exits non-zero, another error when it could not be run or its
 * answer is unreadable.
 */
export function netlifyDeploy(
  options: { dir: string; production: boolean; message: string; cwd: string; timeoutMs?: number },
  env: Env,
): Promise<NetlifyDeploy> {
  const [command, ...prefix] = netlifyCommand(env)
  const args = [...prefix, ...deployArguments(options)]
  return new Promise((resolve, reject) => {
    const child = spawn(command!, args, {
      cwd: options.cwd,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    })
    let stdout = ""
    let stderr = ""
    const timer = setTimeout(() => child.kill("SIGTERM"), options.timeoutMs ?? 20 * 60_000)
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString()
      process.stderr.write(chunk)
    })
    child.once("error", (error) => {
      clearTimeout(timer)
      reject(new Error(`could not run ${command}: ${error.message}`))
    })
    child.once("close", (code, signal) => {
      clearTimeout(timer)
      if (code !== 0) {
        const why = signal ? `was stopped (${signal}, after the timeout?)` : `exited with ${code}`
        reject(new NetlifyDeployFailed(`netlify deploy ${why}: ${(stderr || stdout).trim().slice(-1500)}`))
        return
      }
      try {
        resolve(parseDeployAnswer(stdout))
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)))
      }
    })
  })
}
