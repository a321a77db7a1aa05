import fs from "fs"
import type { AddressInfo } from "net"
import os from "os"
import path from "path"
import express from "express"
import {
  GATSBY_FUNCTIONS_MIDDLEWARE,
  gatsbyFunctionsMiddleware,
  loadFunctionMiddlewares,
  readFunctionManifest,
} from "./gatsby-functions-middleware"

// Proves the fenced workaround still holds for the installed Gatsby: its internal function middleware loads,
// has the shape the server assumes, and runs a Function listed in a build's manifest (loaded once, not per
// request). And that a Gatsby which breaks an assumption stops the server at start with a clear message.

let root: string
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "gatsby-functions-"))
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

function writeBuild(entries: unknown): void {
  fs.mkdirSync(path.join(root, ".cache", "functions"), { recursive: true })
  fs.writeFileSync(path.join(root, ".cache", "functions", "manifest.json"), JSON.stringify(entries))
}

/** A compiled Function that counts how often Node evaluated its file, and answers with that count. */
function writeFunction(name: string): string {
  const file = path.join(root, ".cache", "functions", `${name}.js`)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(
    file,
    `globalThis.__loads = (globalThis.__loads ?? 0) + 1
module.exports = { default: (req, res) => res.json({ loads: globalThis.__loads, method: req.method, body: req.body }) }
`,
  )
  return file
}

async function serve(handlers: express.RequestHandler[], run: (origin: string) => Promise<void>): Promise<void> {
  const app = express()
  app.use("/api/*", ...handlers)
  const server = app.listen(0, "127.0.0.1")
  await new Promise((resolve) => server.once("listening", resolve))
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
  } finally {
    await new Promise((resolve) => server.close(resolve))
  }
}

describe("with the installed Gatsby", () => {
  test(`${GATSBY_FUNCTIONS_MIDDLEWARE} exports functionMiddlewares, returning Express middleware`, () => {
    const handlers = loadFunctionMiddlewares()({ getFunctions: () => [] })
    expect(handlers.length).toBeGreaterThan(0)
    for (const handler of handlers) expect(typeof handler).toBe("function")
  })

  test("runs the manifest's Functions with Gatsby's body parsing, each bundle loaded once", async () => {
    writeBuild([{ functionRoute: "echo", absoluteCompiledFilePath: writeFunction("echo") }])
    const handlers = gatsbyFunctionsMiddleware(root)
    await serve(handlers, async (origin) => {
      for (const attempt of [1, 2]) {
        const response = await fetch(`${origin}/api/echo`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ attempt }),
        })
        expect(response.status).toBe(200)
        expect(await response.json()).toEqual({ loads: 1, method: "POST", body: { attempt } })
      }
    })
  })

  test("a build without a manifest has no Functions to mount", () => {
    expect(gatsbyFunctionsMiddleware(root)).toEqual([])
  })
})

describe("fails at server start when an assumption breaks", () => {
  const missing = () => {
    throw Object.assign(new Error(`Cannot find module '${GATSBY_FUNCTIONS_MIDDLEWARE}'`), { code: "MODULE_NOT_FOUND" })
  }

  test.each([
    ["the module is gone", missing, /could not be loaded \(Cannot find module/],
    ["the export is gone", () => ({}), /no longer exports a functionMiddlewares function/],
    [
      "the export is not a function",
      () => ({ functionMiddlewares: [] }),
      /no longer exports a functionMiddlewares function/,
    ],
  ])("%s", (_name, load, message) => {
    expect(() => gatsbyFunctionsMiddleware(root, load)).toThrow(message)
    expect(() => gatsbyFunctionsMiddleware(root, load)).toThrow(
      /server\/gatsby-functions-middleware\.ts: .*Gatsby 5\.16/,
    )
  })

  test("the export no longer returns middleware", () => {
    writeBuild([{ functionRoute: "echo", absoluteCompiledFilePath: writeFunction("echo") }])
    expect(() => gatsbyFunctionsMiddleware(root, () => ({ functionMiddlewares: () => undefined }))).toThrow(
      /functionMiddlewares\(\) no longer returns a list of Express middleware/,
    )
  })

  test("the manifest changes shape or names a missing bundle", () => {
    writeBuild({ functions: [] })
    expect(() => readFunctionManifest(root)).toThrow(
      /no longer a list of \{ functionRoute, absoluteCompiledFilePath \}/,
    )
    writeBuild([{ route: "echo", file: "echo.js" }])
    expect(() => readFunctionManifest(root)).toThrow(/no longer a list/)
    writeBuild([{ functionRoute: "echo", absoluteCompiledFilePath: path.join(root, "nowhere.js") }])
    expect(() => readFunctionManifest(root)).toThrow(/names .*nowhere\.js for \/api\/echo, and no file is there/)
  })
})
