// A deploy build (PRECOMPRESS=0, what CI's site job runs; a build on Netlify is one by default): the CDN compresses
// on its own, so the build uploads no .br/.gz copies, removes those an earlier local build left in public/ (CI
// restores public/ from its cache), and _headers, which the adapter writes with a block per file, lists none.
import { spawnSync } from "child_process"
import fs from "fs"
import path from "path"
import { makeTempSite, ROOT } from "../../harness/temp-site"
import { reportedErrors, reportedWarnings } from "../helpers/build-log"

function run(dir: string, command: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(command, args, {
    cwd: dir,
    env: { ...process.env, GATSBY_FEEDBACK_DISABLED: "1", CI: "true", NO_COLOR: "1", ...env },
    encoding: "utf8",
    // A whole cold build with its images: about 2 minutes on a quiet 2-core machine, 7 under a load of 14.
    timeout: 600_000,
  })
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`)
  return `${result.stdout}\n${result.stderr}`
}

describe("a deploy build", () => {
  let dir = ""
  let output = ""
  beforeAll(() => {
    dir = makeTempSite()
    // What a local build left behind: copies of a script and of a page's data.
    fs.mkdirSync(path.join(dir, "public/static"), { recursive: true })
    for (const file of ["static/left-behind.js", "robots.txt"]) {
      fs.writeFileSync(path.join(dir, "public", file), "x".repeat(2000))
      for (const suffix of [".br", ".gz"]) fs.writeFileSync(path.join(dir, "public", file + suffix), "old copy")
    }
    output = run(dir, path.join(ROOT, "node_modules/.bin/gatsby"), ["build"], { PRECOMPRESS: "0" })
    output += run(dir, path.join(ROOT, "node_modules/.bin/tsx"), ["gatsby/after-build.ts"], { PRECOMPRESS: "0" })
  }, 660_000)
  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true })
  })

  it("writes no .br/.gz copy and removes the ones an earlier build left", () => {
    const copies = fs
      .readdirSync(path.join(dir, "public"), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.(br|gz)$/.test(file))
    expect(copies).toEqual([])
    expect(output).toMatch(
      /precompress.*off for a deploy build \(PRECOMPRESS\): no copies written, 4 earlier ones removed/,
    )
  })

  // CI's log (Gatsby's yurnalist logger, CI=true); tests/build/content-build.test.ts checks a terminal's.
  it("reports no error in CI's log of the build that passed", () => {
    expect(output).toMatch(/success Building static HTML for pages/)
    expect(reportedErrors(output)).toEqual([])
  })

  // A fresh copy's build, as a newcomer's first: nothing they would have to ask about (the Functions' optional
  // modules were two "Module not found" warnings until patches/gatsby+5.16.1.patch).
  it("reports no warning in CI's log either", () => {
    expect(output).toMatch(/success Compiling Gatsby Functions/)
    expect(reportedWarnings(output)).toEqual([])
  })

  it("lists no copy in _headers, whose blocks still cover the pages and assets", () => {
    const headers = fs.readFileSync(path.join(dir, "public/_headers"), "utf8")
    expect(headers).not.toMatch(/\.(br|gz)$/m)
    expect(headers).toMatch(/^\/about$/m)
    expect(headers).toMatch(/^\/static\/\*$/m)
    console.log(`deploy build: public/_headers has ${headers.split("\n").length - 1} lines`)
  })
})
