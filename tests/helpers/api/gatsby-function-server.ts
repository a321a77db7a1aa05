import http from "node:http"
import { createRequire } from "node:module"
import type { AddressInfo } from "node:net"
import path from "node:path"
import express, { type Request } from "express"
import { bodyParserErrors } from "../../../api/http/body-parser-errors"
import type { ApiHandler } from "../../../api/http/http"

// A test server that hands requests to API handlers the way Gatsby 5 does, using the very modules Gatsby
// resolves (see api/http/gatsby-runtime.test.ts, which fails if the installed Gatsby stops matching this reproduction):
//
// "gatsby-server": `gatsby develop` / `gatsby serve` (internal-plugins/functions/middleware.js). Express app on
//   /api/*: cookie parsing, multer().any(), then express.raw/text/urlencoded/json with the limits of Gatsby's
//   createConfig() (100 kB). A parser error goes to next(error): the function never runs, and Express's final
//   handler answers unless the site mounted an error middleware (`siteBodyParserErrors`, what gatsby-node does).
//   A rejected handler is caught and answered with sendStatus(500).
// "function-bundle": the compiled function (api-function-webpack-loader.js) as the Netlify adapter runs it. The
//   wrapper runs multer and body-parser 2 (Gatsby's own dependency) itself, ignores their errors, and calls the
//   handler without awaiting it: a rejection is unhandled and ends the process, which `crashed()` reports.

export type GatsbyRuntime = "gatsby-server" | "function-bundle"
export const GATSBY_RUNTIMES: readonly GatsbyRuntime[] = ["gatsby-server", "function-bundle"]

type Next = (error?: unknown) => void
type Middleware = (req: http.IncomingMessage, res: http.ServerResponse, next: Next) => void
type ParserType = "raw" | "text" | "urlencoded" | "json"
type BodyParserConfig = Record<ParserType, Record<string, unknown>>

const functionsDir = path.dirname(require.resolve("gatsby/dist/internal-plugins/functions/middleware.js"))
/** `require` as seen from Gatsby's function middleware and from its function-bundle loader. */
export const requireFromGatsbyMiddleware = createRequire(path.join(functionsDir, "middleware.js"))
export const requireFromGatsbyLoader = createRequire(path.join(functionsDir, "api-function-webpack-loader.js"))

const { createConfig } = requireFromGatsbyMiddleware("./config") as {
  createConfig(this: void, userConfig: unknown): { config: { bodyParser: BodyParserConfig } }
}
/** Gatsby's defaults: no `export const config` in our functions. */
export const gatsbyBodyParserConfig = createConfig(undefined).config.bodyParser

const cookie = requireFromGatsbyMiddleware("cookie") as { parse(header: string): Record<string, string> }
const multer = requireFromGatsbyMiddleware("multer") as () => { any(): Middleware }
const bodyParser2 = requireFromGatsbyLoader("body-parser") as Record<ParserType, (options: object) => Middleware>

export interface FunctionServer {
  readonly origin: string
  url(pathname: string): string
  /** The rejection that would have ended a real server process, if any. */
  crashed(): unknown
  close(): Promise<void>
}

export interface FunctionServerOptions {
  runtime: GatsbyRuntime
  /** gatsby-server only: mount the site's body-parser error middleware after Gatsby's, as gatsby-node does. */
  siteBodyParserErrors?: boolean
}

type Routes = Readonly<Record<string, ApiHandler>>

function routeOf(url: string | undefined, routes: Routes): ApiHandler | undefined {
  const pathname = new URL(url ?? "/", "http://localhost").pathname
  return pathname.startsWith("/api/") ? routes[pathname.slice("/api/".length)] : undefined
}

function gatsbyServer(routes: Routes, siteErrors: boolean): http.RequestListener {
  const app = express()
  const functionOf = new WeakMap<http.IncomingMessage, ApiHandler>()
  const withFunction =
    (middleware: Middleware): Middleware =>
    (req, res, next) =>
      functionOf.has(req) ? middleware(req, res, next) : next()
  const parsers = (["raw", "text", "urlencoded", "json"] as const).map((type) =>
    withFunction(express[type](gatsbyBodyParserConfig[type])),
  )
  app.use(
    "/api/*",
    (req: Request, _res, next) => {
      if (req.headers.cookie) req.cookies = cookie.parse(req.headers.cookie)
      next()
    },
    (req, _res, next) => {
      const handler = routeOf(req.originalUrl, routes)
      if (handler) functionOf.set(req, handler)
      next()
    },
    multer().any(),
    ...parsers,
    (req, res, next) => {
      const handler = functionOf.get(req)
      if (!handler) return next()
      // Express does not await handlers; a throw or a rejection both become a 500 here.
      void (async () => {
        try {
          await Promise.resolve(handler(req, res))
        } catch {
          if (!res.headersSent) res.sendStatus(500)
        }
      })()
    },
  )
  if (siteErrors) app.use("/api", bodyParserErrors)
  return app
}

function functionBundle(routes: Routes, onCrash: (error: unknown) => void): http.RequestListener {
  return (req, res) => {
    const handler = routeOf(req.url, routes)
    if (!handler) {
      res.statusCode = 404
      res.end()
      return
    }
    const middlewares: Middleware[] = [
      multer().any(),
      bodyParser2.raw(gatsbyBodyParserConfig.raw),
      bodyParser2.text(gatsbyBodyParserConfig.text),
      bodyParser2.urlencoded(gatsbyBodyParserConfig.urlencoded),
      bodyParser2.json(gatsbyBodyParserConfig.json),
    ]
    let index = 0
    // Same shape as the loader: the error argument of next() is ignored, the handler is not awaited.
    const runMiddlewareOrFunction = (): void => {
      const middleware = middlewares[index++]
      if (middleware) middleware(req, res, runMiddlewareOrFunction)
      else handler(req, res).catch(onCrash)
    }
    runMiddlewareOrFunction()
  }
}

/** Starts a server on 127.0.0.1 (random port) routing /api/<name> to `routes[name]`. */
export async function startFunctionServer(routes: Routes, options: FunctionServerOptions): Promise<FunctionServer> {
  let crash: unknown
  const server = http.createServer()
  const stop = async (): Promise<void> => {
    if (!server.listening) return
    const closed = new Promise<void>((resolve) => server.close(() => resolve()))
    server.closeAllConnections()
    await closed
  }
  const onCrash = (error: unknown): void => {
    crash = error ?? new Error("handler rejected")
    void stop()
  }
  server.on(
    "request",
    options.runtime === "gatsby-server"
      ? gatsbyServer(routes, options.siteBodyParserErrors ?? false)
      : functionBundle(routes, onCrash),
  )
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  const origin = `http://127.0.0.1:${port}`
  return { origin, url: (pathname) => origin + pathname, crashed: () => crash, close: stop }
}
