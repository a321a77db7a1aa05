// The quick start's commands on a Node the project does not support: `npm test` and `npm start` stop before anything
// runs, with one line naming the Node needed (tools/check-node.cjs, their `pre` scripts), and the SQLite store refuses
// with a message where better-sqlite3 would segfault. On a supported Node the check passes without a word. The old Node
// is the newest 20 from the npm registry (Debian 12's own line, which this machine runs), installed as the deploy
// tier installs its runtimes (harness/node-runtimes.cjs).
import { execFileSync, spawn } from "node:child_process"
import path from "node:path"
import { stripVTControlCharacters } from "node:util"
import packageJson from "../../package.json"
import { ROOT } from "../../harness/temp-site"

const OLD_MAJOR = "20"
// npm's own echo of the script it runs: `> shiftwise-site@1.0.0 pretest` then `> node tools/check-node.cjs`.
const BANNER = /^> /

interface Run {
  status: number | null
  lines: string[]
}

/** `command` in the checkout with `node` first on PATH (as the quick start puts Node 24), killed whole after 60 s. */
function runUnder(node: string, command: string, args: string[]): Promise<Run> {
  // Without npm's variables from the `npm test` running this, which would point the inner npm at its script.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)))
  env.PATH = `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ""}`
  const child = spawn(command, args, { cwd: ROOT, env, detached: true, stdio: ["ignore", "pipe", "pipe"] })
  let output = ""
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()))
  // Had the check not stopped it, `npm test` would go on to lint and every tier: the whole process group goes.
  const timer = setTimeout(() => process.kill(-child.pid!, "SIGKILL"), 60_000)
  return new Promise((resolve) =>
    child.on("close", (status) => {
      clearTimeout(timer)
      const lines = stripVTControlCharacters(output)
        .split("\n")
        .map((line) => line.trimEnd())
        .filter((line) => line !== "")
      resolve({ status, lines })
    }),
  )
}

/** What a person reads besides npm's echo of the scripts it ran and npm's own log lines. */
const ownLines = (run: Run) =>
  run.lines.filter((line) => !BANNER.test(line) && !/^npm (error|warn|notice)\b/.test(line))
const scriptsRun = (run: Run) => run.lines.filter((line) => /^> shiftwise-site@/.test(line))

describe(`on Node ${OLD_MAJOR}, which package.json's engines leave out`, () => {
  let oldNode = ""
  let version = ""
  let nodeApi = ""
  beforeAll(() => {
    oldNode = execFileSync(process.execPath, [path.join(ROOT, "harness/node-runtimes.cjs"), "--path", OLD_MAJOR], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    }).trim()
    version = execFileSync(oldNode, ["--version"], { encoding: "utf8" }).trim()
    nodeApi = execFileSync(oldNode, ["-p", "process.versions.napi"], { encoding: "utf8" }).trim()
  }, 300_000)

  const needed = () =>
    `Shiftwise needs Node ${packageJson.engines.node} (package.json engines); this is Node ${version}.`

  test.each([["test"], ["start"]])(
    "npm %s stops before anything runs, with one line naming the Node needed",
    async (script) => {
      const run = await runUnder(oldNode, "npm", [script])
      expect(run.status).toBe(1)
      expect(scriptsRun(run)).toEqual([`> shiftwise-site@1.0.0 pre${script}`])
      expect(ownLines(run)).toHaveLength(1)
      expect(ownLines(run)[0]).toContain(needed())
      expect(ownLines(run)[0]).toContain("README.md")
    },
  )

  test("the SQLite store says which Node it needs instead of better-sqlite3's segfault", async () => {
    const run = await runUnder(oldNode, oldNode, [
      "--import",
      "tsx",
      "-e",
      'new (require("./api/store/sqlite-driver.ts").loadSqliteDatabase())(":memory:")',
    ])
    expect(run.status).toBe(1)
    expect(run.lines.join("\n")).toContain(
      `The SQLite store needs Node-API 10 (Node 22.14 or later); this is Node ${version.slice(1)} (Node-API ${nodeApi})`,
    )
  })
})

describe("on this process's Node, which engines cover", () => {
  test("the check passes without a word, and npm's pre script with it", async () => {
    expect(await runUnder(process.execPath, process.execPath, ["tools/check-node.cjs"])).toEqual({
      status: 0,
      lines: [],
    })
    const run = await runUnder(process.execPath, "npm", ["run", "pretest"])
    expect(run.status).toBe(0)
    expect(ownLines(run)).toEqual([])
  })
})
