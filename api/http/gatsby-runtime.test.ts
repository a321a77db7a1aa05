import { readFileSync } from "node:fs"
import { bodyParserErrors } from "./body-parser-errors"
import type { ApiHandler } from "./http"
import { sendJson } from "./http"
import {
  gatsbyBodyParserConfig,
  requireFromGatsbyLoader,
  requireFromGatsbyMiddleware,
  startFunctionServer,
} from "../../tests/helpers/api/gatsby-function-server"

// Pins down the Gatsby 5 function runtime that api/ is designed around, and checks that the test harness in
// tests/helpers/api/ still reproduces the installed Gatsby. If a Gatsby upgrade breaks this file, re-read
// node_modules/gatsby/dist/internal-plugins/functions/ and update tests/helpers/api/gatsby-function-server.ts and json-body.ts.

const source = (request: string) => readFileSync(requireFromGatsbyMiddleware.resolve(request), "utf8")

describe("the installed Gatsby matches the harness", () => {
  test("develop/serve middleware: cookies, context, multer, raw, text, urlencoded, json, execute", () => {
    expect(source("./middleware.js").replace(/\s+/g, " ")).toContain(
      "return [setCookies, setContext, (0, _multer.default)().any(), bodyParserMiddlewareWithConfig(`raw`), bodyParserMiddlewareWithConfig(`text`), bodyParserMiddlewareWithConfig(`urlencoded`), bodyParserMiddlewareWithConfig(`json`), executeFunction];",
    )
    // ...with Express's built-in parsers, i.e. the same express the harness imports.
    expect(requireFromGatsbyMiddleware.resolve("express")).toBe(require.resolve("express"))
  })

  test("function bundle wrapper: same parsers from Gatsby's body-parser, errors ignored, handler not awaited", () => {
    const loader = source("./api-function-webpack-loader.js").replace(/\s+/g, " ")
    expect(loader).toContain("multer().any(), raw(")
    expect(loader).toContain("urlencoded(config?.bodyParser?.urlencoded")
    expect(loader).toContain("json(config?.bodyParser?.json")
    expect(loader).toContain("middlewares[i++](req, res, runMiddlewareOrFunction)")
    expect(loader).toContain("functionToExecute(req, res); }")
    const bodyParserVersion = (requireFromGatsbyLoader("body-parser/package.json") as { version: string }).version
    expect(bodyParserVersion).toMatch(/^2\./)
  })

  test("default body limits are 100kb for every parser", () => {
    expect(gatsbyBodyParserConfig).toEqual({
      json: { limit: "100kb" },
      text: { limit: "100kb" },
      raw: { limit: "100kb" },
      urlencoded: { limit: "100kb", extended: true },
    })
  })

  test("the site's error middleware has Express's four-argument shape", () => {
    expect(bodyParserErrors).toHaveLength(4)
  })
})

describe("behaviour the handlers are designed around", () => {
  let calls = 0
  const echo: ApiHandler = (req, res) => {
    calls++
    sendJson(res, 200, { body: req.body ?? null })
    return Promise.resolve()
  }

  beforeEach(() => {
    calls = 0
  })

  test("gatsby-server: malformed or oversized JSON never reaches the function; Express answers with HTML", async () => {
    const server = await startFunctionServer({ echo }, { runtime: "gatsby-server" })
    try {
      const post = (body: string) =>
        fetch(server.url("/api/echo"), { method: "POST", headers: { "content-type": "application/json" }, body })
      const malformed = await post("{nope")
      expect(malformed.status).toBe(400)
      expect(malformed.headers.get("content-type")).toMatch(/^text\/html/)
      const large = await post(JSON.stringify({ pad: "x".repeat(150 * 1024) }))
      expect(large.status).toBe(413)
      expect(large.headers.get("content-type")).toMatch(/^text\/html/)
      expect(calls).toBe(0)
    } finally {
      await server.close()
    }
  })

  test("function-bundle: the function runs anyway, with req.body undefined", async () => {
    const server = await startFunctionServer({ echo }, { runtime: "function-bundle" })
    try {
      const response = await fetch(server.url("/api/echo"), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{nope",
      })
      expect(await response.json()).toEqual({ body: null })
      expect(calls).toBe(1)
    } finally {
      await server.close()
    }
  })

  test("both: text/plain arrives as a string, a JSON body as an object", async () => {
    for (const runtime of ["gatsby-server", "function-bundle"] as const) {
      const server = await startFunctionServer({ echo }, { runtime })
      try {
        const send = async (type: string, body: string) =>
          (await (
            await fetch(server.url("/api/echo"), { method: "POST", headers: { "content-type": type }, body })
          ).json()) as unknown
        expect(await send("text/plain", '{"a":1}')).toEqual({ body: '{"a":1}' })
        expect(await send("application/json", '{"a":1}')).toEqual({ body: { a: 1 } })
      } finally {
        await server.close()
      }
    }
  })

  test("function-bundle: a handler that rejects takes the whole server down", async () => {
    const rejecting: ApiHandler = () => Promise.reject(new Error("boom"))
    const server = await startFunctionServer({ rejecting, echo }, { runtime: "function-bundle" })
    await fetch(server.url("/api/rejecting")).catch(() => undefined)
    expect(server.crashed()).toEqual(new Error("boom"))
    await expect(fetch(server.url("/api/echo"))).rejects.toThrow()
    await server.close()
  })
})
