// The site as it ships: a copy built WITH GATSBY_POSTHOG_KEY, for the browser tests and the budget test that
// need analytics on. A build takes minutes, so it is kept in the system's temp folder under a fingerprint of
// the sources and the build environment, and a second test file (or a second run on unchanged sources) reuses
// it; an older keyed build of this checkout is removed when a new one is made (KEEP_TEMP_SITE=1 keeps those).
// The browser files run side by side (jest workers, docs/development.md "How long the tests take"), so the first
// file to ask makes the build under a lock and the others wait for it: one build for every suite.
import { execFileSync, spawn } from "child_process"
import crypto from "crypto"
import fs from "fs"
import os from "os"
import path from "path"
import { COPIED, ROOT, makeTempSite } from "../../harness/temp-site"

export const TEST_POSTHOG_KEY = "phc_test"
// Per checkout: other clones on the machine (each with its own fingerprint) share the temp folder, and pruning
// must not remove a build another clone's test is serving. (Not "shiftwise-keyed-build-", the name before this
// change: a clone still on that code removes every folder so named, another clone's build mid-use included.)
const PREFIX = `shiftwise-keyed-site-${crypto.createHash("sha256").update(ROOT).digest("hex").slice(0, 8)}-`
const DONE = ".keyed-build-complete"
const LOCK = ".lock"

function build(dir: string, env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, "node_modules/.bin/gatsby"), ["build"], {
      cwd: dir,
      env: { ...process.env, GATSBY_FEEDBACK_DISABLED: "1", CI: "true", NO_COLOR: "1", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    })
    let output = ""
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`gatsby build exited with ${code}:\n${output.slice(-5000)}`)),
    )
  })
}

function filesUnder(entry: string): string[] {
  if (!fs.existsSync(entry)) return []
  if (fs.statSync(entry).isFile()) return [entry]
  return fs
    .readdirSync(entry)
    .sort()
    .flatMap((name) => filesUnder(path.join(entry, name)))
}

// Besides the sources, the patches and the build environment, the build is only this checkout's if it links this checkout's
// node_modules (native addons compiled for one Node ABI), was made by this Node, and from these locked packages:
// a keyed build left in the temp folder by another clone (say one installed under Node 24) must not be reused.
function fingerprint(env: Record<string, string>): string {
  const hash = crypto
    .createHash("sha256")
    .update(JSON.stringify(env))
    .update(ROOT)
    .update(process.version)
    .update(fs.readFileSync(path.join(ROOT, "package-lock.json")))
  // patches/ too: a patch to Gatsby's runtime changes what ships without changing the lock file.
  for (const file of [...COPIED, "patches"].flatMap((entry) => filesUnder(path.join(ROOT, entry))))
    hash.update(path.relative(ROOT, file)).update(fs.readFileSync(file))
  return hash.digest("hex").slice(0, 16)
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM"
  }
}

/**
 * Runs `work` holding `lock` (a directory: mkdir is atomic) against every other process on the machine. A lock whose
 * owner has died (a run killed mid-build) is taken over; one just made, its owner not yet written, is waited for.
 */
async function withLock<T>(lock: string, work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      fs.mkdirSync(lock)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error
    }
    let owner = 0
    try {
      owner = Number(fs.readFileSync(path.join(lock, "pid"), "utf8"))
    } catch {
      // not written yet, or the lock was just released: look again
    }
    if (owner && !alive(owner)) fs.rmSync(lock, { recursive: true, force: true })
    else await new Promise((resolve) => setTimeout(resolve, 500))
  }
  fs.writeFileSync(path.join(lock, "pid"), String(process.pid))
  try {
    return await work()
  } finally {
    fs.rmSync(lock, { recursive: true, force: true })
  }
}

/**
 * The copy with node_modules of its own: hard links to this checkout's files (no bytes copied), not the symlink
 * makeTempSite leaves. Webpack resolves a symlink, so every package's module id was hashed from a path from the copy
 * to the checkout, and the bytes shipped (which tests/e2e/budget.test.ts weighs) changed with where the checkout lives,
 * by tens of bytes (docs/development.md). With its own node_modules the ids are the same in any folder, as in the
 * keyless build of a clone. Where hard links cannot be made (another filesystem), the symlink stays.
 */
function ownModules(dir: string): string {
  const modules = path.join(dir, "node_modules")
  try {
    fs.unlinkSync(modules)
    execFileSync("cp", ["-al", path.join(ROOT, "node_modules"), modules])
  } catch {
    fs.rmSync(modules, { recursive: true, force: true })
    fs.symlinkSync(path.join(ROOT, "node_modules"), modules, "dir")
  }
  return dir
}

/** The folder of a finished keyed build (public/ and .cache/functions inside), made or reused. */
export async function keyedSite(env: Record<string, string>): Promise<string> {
  const buildEnv = { GATSBY_POSTHOG_KEY: TEST_POSTHOG_KEY, ...env }
  const dir = path.join(os.tmpdir(), PREFIX + fingerprint(buildEnv))
  const done = () => fs.existsSync(path.join(dir, DONE))
  if (done()) return dir
  await withLock(dir + LOCK, async () => {
    // Made by the file that held the lock before this one.
    if (done()) return
    for (const old of fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith(PREFIX) && !name.endsWith(LOCK))) {
      if (!process.env.KEEP_TEMP_SITE && path.join(os.tmpdir(), old) !== dir)
        fs.rmSync(path.join(os.tmpdir(), old), { recursive: true, force: true })
    }
    // Built in place (Gatsby's function manifest holds absolute paths).
    fs.rmSync(dir, { recursive: true, force: true })
    await build(ownModules(makeTempSite([], dir)), buildEnv)
    fs.writeFileSync(path.join(dir, DONE), new Date().toISOString())
  })
  return dir
}
