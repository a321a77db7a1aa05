import fs from "fs"
import os from "os"
import path from "path"
import { startServer } from "../harness/server"
import { makeTempSite } from "../harness/temp-site"
import { buildProblem, declaredFunctions } from "./build-check"

// `npm run serve` on a build it cannot serve whole refuses to start, with one line that says what to run.

function site(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "build-check-"))
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  return dir
}

const manifest = (dir: string, routes: string[]) =>
  JSON.stringify(
    routes.map((route) => ({
      functionRoute: route,
      absoluteCompiledFilePath: path.join(dir, ".cache/functions", `${route}.js`),
    })),
  )

test("the Function routes come from src/api as Gatsby names them; _helpers are not endpoints", () => {
  const dir = site({
    "src/api/visitor.ts": "",
    "src/api/earlyaccess/confirm.ts": "",
    "src/api/_shared.ts": "",
    "src/api/types.d.ts": "",
  })
  expect(declaredFunctions(dir)).toEqual(["earlyaccess/confirm", "visitor"])
  fs.rmSync(dir, { recursive: true })
})

test("no pages, no compiled Functions, stale Functions: each says what to run; a whole build is fine", () => {
  const dir = site({ "src/api/visitor.ts": "", "src/api/earlyaccess.ts": "" })
  expect(buildProblem(dir)).toContain("No build found in public/")
  fs.writeFileSync(path.join(dir, "index.html"), "")
  fs.mkdirSync(path.join(dir, "public"))
  fs.writeFileSync(path.join(dir, "public/index.html"), "<!doctype html>")
  expect(buildProblem(dir)).toBe(
    "The build in public/ has no compiled Functions for /api/earlyaccess, /api/visitor (.cache/functions/ is " +
      "missing or stale). Run `npm run build` (or `npm start`) first.",
  )
  fs.mkdirSync(path.join(dir, ".cache/functions"), { recursive: true })
  fs.writeFileSync(path.join(dir, ".cache/functions/visitor.js"), "")
  fs.writeFileSync(path.join(dir, ".cache/functions/manifest.json"), manifest(dir, ["visitor"]))
  expect(buildProblem(dir)).toContain("no compiled Functions for /api/earlyaccess ")
  fs.writeFileSync(path.join(dir, ".cache/functions/earlyaccess.js"), "")
  fs.writeFileSync(path.join(dir, ".cache/functions/manifest.json"), manifest(dir, ["visitor", "earlyaccess"]))
  expect(buildProblem(dir)).toBeNull()
  fs.rmSync(dir, { recursive: true })
})

test("npm run serve on pages without their Functions exits 1 with that one line, instead of 404s on /api/*", async () => {
  const dir = makeTempSite()
  try {
    fs.mkdirSync(path.join(dir, "public"))
    fs.writeFileSync(path.join(dir, "public/index.html"), "<!doctype html><title>x</title>")
    const refused = await startServer({}, 30_000, dir).then(
      async (server) => {
        await server.stop()
        return "it started"
      },
      (error: unknown) => String(error),
    )
    expect(refused).toContain("server exited with 1 before listening")
    expect(refused).toContain("The build in public/ has no compiled Functions for /api/admin/requests, ")
    expect(refused).toContain("Run `npm run build` (or `npm start`) first.")
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}, 60_000)
