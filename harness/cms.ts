// The writers' editor as `npm run cms` runs it (cms/serve-local.ts), for the browser tests: this checkout's build
// and Decap's local backend on 127.0.0.1 and a free port, editing a temporary clone of the repository in git mode
// (each save is a commit there, as the GitHub backend commits on the real site). The test stops it.
import { execFileSync, spawn } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { cmsSettings } from "../config/cms"
import { ROOT } from "./server"

export type RunningEditor = { url: string; repo: string; output: () => string; stop: () => Promise<void> }

/** A clone of this repository's HEAD in a new temporary folder, with a committer the local backend can use. */
export function cloneRepository(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-clone-"))
  execFileSync("git", ["clone", "--quiet", "--no-hardlinks", ROOT, dir])
  execFileSync("git", ["-C", dir, "config", "user.name", "Editor Test"])
  execFileSync("git", ["-C", dir, "config", "user.email", "editor-test@example.com"])
  // The editor publishes to the configured branch (CMS_BRANCH, main); the clone is of whatever is checked out here.
  execFileSync("git", ["-C", dir, "checkout", "--quiet", "-B", cmsSettings({}, dir).branch])
  return dir
}

/** git in `repo`, its output trimmed. */
export const git = (repo: string, ...args: string[]) =>
  execFileSync("git", ["-C", repo, ...args], { encoding: "utf8" }).trim()

export function startEditor(repo: string, timeoutMs = 60_000): Promise<RunningEditor> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(ROOT, "cms/serve-local.ts"), "--git", "--repo", repo],
    {
      cwd: ROOT,
      env: { ...process.env, HOST: "127.0.0.1", PORT: "0" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  )
  let log = ""
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM")
    await exited
  }
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL")
      reject(new Error(`the editor did not start within ${timeoutMs} ms:\n${log}`))
    }, timeoutMs)
    child.stdout.on("data", (chunk: Buffer) => {
      log += chunk.toString()
      const match = /Content editor: (http:\/\/127\.0\.0\.1:\d+)\/admin/.exec(log)
      if (match) {
        clearTimeout(timer)
        resolve({ url: match[1]!, repo, output: () => log, stop })
      }
    })
    child.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()))
    child.once("exit", (code) => {
      clearTimeout(timer)
      reject(new Error(`the editor exited with ${code} before listening:\n${log}`))
    })
  })
}
