// The writers' editor as `npm run cms` runs it (cms/serve-local.ts), for the browser tests: this checkout's build
// and Decap's local backend on 127.0.0.1 and a free port, editing a temporary clone of the repository in git mode
// (each save is a commit there, as the GitHub backend commits on the real site). The test stops it. A WriterSession
// is a writer at it in Chromium, through the editorial workflow.
import { execFileSync, spawn, spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import type { Browser, BrowserContext, Page } from "playwright-core"
import { cmsSettings } from "../config/cms"
import { STATUS_LABELS } from "../cms/workflow"
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

/**
 * A writer at the editor in Chromium: pages of /admin logged in to the local backend, and the editorial workflow's
 * steps (Save, Ready, Publish), each awaited until the clone shows what the editor says it did. Every request beyond
 * 127.0.0.1 is refused and recorded, and so is every Content-Security-Policy violation.
 */
export class WriterSession {
  /** Every request the editor made beyond 127.0.0.1 (none may leave the machine). */
  readonly external: string[] = []
  /** Content-Security-Policy violations reported by /admin or its preview frame. */
  readonly violations: string[] = []
  /** What the editor said in a dialog (each accepted, as a writer would): a failed step's message lists them. */
  readonly dialogs: string[] = []

  private constructor(
    readonly editor: RunningEditor,
    readonly context: BrowserContext,
  ) {}

  static async start(browser: Browser, editor: RunningEditor): Promise<WriterSession> {
    const session = new WriterSession(editor, await browser.newContext({ viewport: { width: 1280, height: 900 } }))
    await session.context.route(
      (url) => url.protocol.startsWith("http") && url.hostname !== "127.0.0.1",
      (route) => {
        session.external.push(route.request().url())
        return route.abort()
      },
    )
    await session.context.addInitScript({
      content: `document.addEventListener("securitypolicyviolation", (e) => console.error("Content Security Policy violation: " + e.violatedDirective + " " + e.blockedURI))`,
    })
    return session
  }

  private get repo(): string {
    return this.editor.repo
  }

  /** A page of the editor, logged in to the local backend, showing `hash` (#/collections/...). */
  async open(hash: string): Promise<Page> {
    const page = await this.context.newPage()
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) this.violations.push(message.text())
    })
    // Decap asks "Are you sure you want to publish this entry?"; the writer says yes.
    page.on("dialog", (dialog) => {
      this.dialogs.push(dialog.message())
      void dialog.accept()
    })
    await page.goto(`${this.editor.url}/admin`, { waitUntil: "load" })
    // The local backend's login is a button; once logged in the session is remembered in this context.
    const login = page.getByRole("button", { name: "Login" })
    const collections = page.getByRole("link", { name: "Pages", exact: true })
    await login.or(collections).first().waitFor({ timeout: 60_000 })
    if (await login.isVisible()) await login.click()
    await collections.waitFor()
    await page.goto(`${this.editor.url}/admin${hash}`)
    return page
  }

  branchExists(branch: string): boolean {
    return git(this.repo, "branch", "--list", branch) !== ""
  }

  /** An entry's status: decap-server keeps it as the branch's description, as GitHub keeps a pull request's label. */
  statusOf(branch: string): string {
    return spawnSync("git", ["-C", this.repo, "config", `branch.${branch}.description`], {
      encoding: "utf8",
    }).stdout.trim()
  }

  mainCommits(): number {
    return Number(git(this.repo, "rev-list", "--count", "main"))
  }

  /** Save: the entry's branch gets one more commit, and main does not move. */
  async save(page: Page, branch: string): Promise<void> {
    const main = git(this.repo, "rev-parse", "main")
    const before = this.branchExists(branch)
      ? Number(git(this.repo, "rev-list", "--count", branch))
      : this.mainCommits()
    await page.getByRole("button", { name: "Save", exact: true }).click()
    await page
      .getByText("Entry saved")
      .waitFor({ timeout: 30_000 })
      .catch(async (error: unknown) => {
        await page.screenshot({ path: path.join(os.tmpdir(), "cms-save-failed.png") })
        throw error
      })
    await until(
      `a commit on ${branch}`,
      () => this.branchExists(branch) && Number(git(this.repo, "rev-list", "--count", branch)) > before,
    )
    if (git(this.repo, "rev-parse", "main") !== main) throw new Error(`saving ${branch} moved main`)
  }

  /** Status: Ready. */
  async setReady(page: Page, branch: string): Promise<void> {
    await page.getByRole("button", { name: /^Status: / }).click()
    await page.getByRole("menuitem", { name: "Ready" }).click()
    await until(`${branch} Ready`, () => this.statusOf(branch) === STATUS_LABELS.ready).catch(
      async (error: unknown) => {
        await page.screenshot({ path: path.join(os.tmpdir(), "cms-ready-failed.png") })
        throw new Error(`${String(error)}; the editor's dialogs: ${JSON.stringify(this.dialogs)}`)
      },
    )
  }

  /** Publish → Publish now: the branch is merged into main and deleted. */
  async publish(page: Page, branch: string): Promise<void> {
    const before = this.mainCommits()
    await page.getByRole("button", { name: "Publish", exact: true }).click()
    await page.getByRole("menuitem", { name: "Publish now" }).click()
    await until(`${branch} merged`, () => !this.branchExists(branch) && this.mainCommits() > before)
  }

  /** What a writer does to publish a change now: Save, Ready, Publish. */
  async saveAndPublish(page: Page, branch: string): Promise<void> {
    await this.save(page, branch)
    await this.setReady(page, branch)
    await this.publish(page, branch)
  }
}

/** Polls `done` (a git state the editor writes) every 100 ms for up to 20 s. */
export async function until(what: string, done: () => boolean): Promise<void> {
  for (let waited = 0; !done(); waited += 100) {
    if (waited > 20_000) throw new Error(`the editor said done, but ${what} did not happen`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
