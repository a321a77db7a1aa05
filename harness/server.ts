// Starts `server/serve.ts` (the same server as `npm start`) on 127.0.0.1 and a free port, for one test
// file; the test stops it. Extra environment (store path, rate limit, upstream fakes) goes in `env`;
// `root` serves another checkout's build (a temp-site.ts copy) instead of this one. Nothing it writes is shared with
// a test file running beside it: the emails it writes without SMTP_URL go to a folder of its own (`mailDir`), not
// the checkout's data/mail/.
import { spawn, type ChildProcess } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

export const ROOT = path.resolve(__dirname, "..")

export type RunningServer = {
  url: string
  /** Where it writes each email as an .eml file when no SMTP_URL is set (MAIL_DIR). */
  mailDir: string
  child: ChildProcess
  output: () => string
  stop: () => Promise<void>
  kill: () => Promise<void>
}

/**
 * `script`: another server script and its arguments instead of `root`'s server/serve.ts (the benchmark's
 * tools/bench/serve-build.ts); it prints the same "Serving the production build on" line.
 */
export function startServer(
  env: Record<string, string> = {},
  timeoutMs = 60_000,
  root = ROOT,
  script: string[] = [path.join(root, "server/serve.ts")],
): Promise<RunningServer> {
  // tsx as a loader in this one process, not the tsx CLI: the CLI runs the script in a child process of its
  // own, so kill() (SIGKILL, which the CLI cannot relay) would leave the real server running.
  const mailDir = env.MAIL_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "server-mail-"))
  const child = spawn(process.execPath, ["--import", "tsx", ...script], {
    cwd: root,
    env: { ...process.env, HOST: "127.0.0.1", PORT: "0", MAIL_DIR: mailDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  })
  let log = ""
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()))
  const stopWith = (signal: NodeJS.Signals) => async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    await exited
    if (!env.MAIL_DIR) fs.rmSync(mailDir, { recursive: true, force: true })
  }
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL")
      reject(new Error(`server did not start within ${timeoutMs} ms:\n${log}`))
    }, timeoutMs)
    const onData = (chunk: Buffer) => {
      log += chunk.toString()
      const match = /Serving the production build on (http:\/\/127\.0\.0\.1:\d+)/.exec(log)
      if (match) {
        clearTimeout(timer)
        resolve({
          url: match[1]!,
          mailDir,
          child,
          output: () => log,
          stop: stopWith("SIGTERM"),
          kill: stopWith("SIGKILL"),
        })
      }
    }
    child.stdout.on("data", onData)
    child.stderr.on("data", (chunk: Buffer) => {
      log += chunk.toString()
    })
    child.once("exit", (code) => {
      clearTimeout(timer)
      reject(new Error(`server exited with ${code} before listening:\n${log}`))
    })
  })
}
