// Serves a production build the way the CDN does: static files with the site's headers and cache
// rules, the rewrites in config/rewrites.ts, and Gatsby's own runtime for the compiled Functions.
import fs from "fs"
import path from "path"
import expressStaticGzip from "express-static-gzip"
import express, { type Express, type Request, type Response, type NextFunction } from "express"
import compression from "compression"
import { bodyParserErrors } from "../api/body-parser-errors"
import { deliverInBackground } from "../api/outbox/delivery-mode"
import { contentSecurityPolicy } from "../config/csp"
import { cacheControlFor, REVALIDATE, securityHeaders } from "../config/headers"
import { rewrites } from "./upstream-proxy"

type FunctionManifestEntry = { functionRoute: string; absoluteCompiledFilePath: string }

// Gatsby's function middleware (body parsing, cookies, params, route matching) as `gatsby serve` uses it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { functionMiddlewares } = require("gatsby/dist/internal-plugins/functions/middleware") as {
  functionMiddlewares: (config: { getFunctions: () => FunctionManifestEntry[] }) => express.RequestHandler[]
}

export type SiteServerOptions = { root: string }

function readFunctions(root: string): FunctionManifestEntry[] {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, ".cache", "functions", "manifest.json"), "utf8"))
  } catch {
    return []
  }
}

/**
 * Gatsby's middleware deletes each function from require.cache and requires it again on every request, so
 * that `gatsby develop` picks up edits. Here that would re-parse a multi-megabyte bundle per request (a few
 * hundred ms of CPU each, which capped the server at a few requests per second). It is handed a one-line
 * shim per function instead: re-requiring the shim is cheap, and it returns the bundle Node loaded once.
 */
function loadedOnce(root: string, functions: FunctionManifestEntry[]): FunctionManifestEntry[] {
  if (functions.length === 0) return functions
  const dir = path.join(root, ".cache", "functions-loaded-once")
  fs.mkdirSync(dir, { recursive: true })
  return functions.map((entry) => {
    const shim = path.join(dir, path.basename(entry.absoluteCompiledFilePath))
    // Written aside and renamed, so a second server starting on the same build never reads half a file.
    const draft = `${shim}.${process.pid}`
    fs.writeFileSync(draft, `module.exports = require(${JSON.stringify(entry.absoluteCompiledFilePath)})\n`)
    fs.renameSync(draft, shim)
    return { ...entry, absoluteCompiledFilePath: shim }
  })
}

/** "/contact" -> public/contact.html (Gatsby's output with trailingSlash "never"), or .../index.html. */
function resolveHtml(publicDir: string, pathname: string): string | undefined {
  if (path.extname(pathname)) return undefined
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return undefined
  }
  const base = path.join(publicDir, decoded)
  if (base !== publicDir && !base.startsWith(publicDir + path.sep)) return undefined
  return [`${base}.html`, path.join(base, "index.html")].find((file) => fs.statSync(file, { throwIfNoEntry: false })?.isFile())
}

/** An HTML page with its own Content-Security-Policy (inline scripts allowed by hash), cached per file. */
const htmlCache = new Map<string, { mtimeMs: number; body: string; csp: string }>()
function sendHtml(res: Response, file: string, status: number): void {
  const { mtimeMs } = fs.statSync(file)
  let entry = htmlCache.get(file)
  if (!entry || entry.mtimeMs !== mtimeMs) {
    const body = fs.readFileSync(file, "utf8")
    entry = { mtimeMs, body, csp: contentSecurityPolicy(body) }
    htmlCache.set(file, entry)
  }
  res.status(status)
  res.setHeader("Cache-Control", REVALIDATE)
  res.setHeader("Content-Security-Policy", entry.csp)
  res.type("html").send(entry.body)
}

export function createSiteServer({ root }: SiteServerOptions): Express {
  const publicDir = path.join(root, "public")
  // This process outlives each answer: early-access emails and notifications go out behind it, unwaited.
  deliverInBackground()
  const app = express()
  app.disable("x-powered-by")
  app.set("trust proxy", false)

  app.use((_req: Request, res: Response, next: NextFunction) => {
    for (const [key, value] of Object.entries(securityHeaders)) res.setHeader(key, value)
    next()
  })
  // Before compression, body parsing and the trailing-slash redirect: proxied requests (PostHog's /e/)
  // stream through untouched, and /_axiom/* becomes its /api/ Function.
  app.use(rewrites())
  app.use(compression())

  const functions = loadedOnce(root, readFunctions(root))
  if (functions.length) {
    app.use("/api/*", ...functionMiddlewares({ getFunctions: () => functions }))
    // Gatsby's body parsers hand malformed or oversized bodies to Express as errors; answer those in
    // the API's JSON error shape instead of Express's HTML page.
    app.use("/api", bodyParserErrors as unknown as express.ErrorRequestHandler)
  }

  // Files meant for the CDN's configuration, not for visitors.
  app.use(["/_headers", "/_redirects"], (_req, res) => res.status(404).end())

  // Canonical URLs have no trailing slash.
  app.use((req, res, next) => {
    if (req.path.length > 1 && req.path.endsWith("/") && (req.method === "GET" || req.method === "HEAD")) {
      const query = req.url.slice(req.path.length)
      return res.redirect(301, req.path.replace(/\/+$/, "") + query)
    }
    next()
  })

  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next()
    const html = resolveHtml(publicDir, req.path)
    if (!html) return next()
    sendHtml(res, html, 200)
  })

  // The build writes brotli and gzip copies of text assets at their highest levels (gatsby/precompress.ts);
  // those are sent when the browser accepts them, so compression() leaves them alone.
  app.use(
    expressStaticGzip(publicDir, {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      index: false,
      serveStatic: {
        index: false,
        redirect: false,
        setHeaders: (res, filePath) => {
          const served = filePath.replace(/\.(?:br|gz)$/, "")
          res.setHeader("Cache-Control", cacheControlFor("/" + path.relative(publicDir, served).split(path.sep).join("/")))
        },
      },
    }),
  )

  app.use((_req, res) => {
    const notFound = path.join(publicDir, "404.html")
    if (fs.existsSync(notFound)) sendHtml(res, notFound, 404)
    else res.status(404).type("text/plain").send("Not found")
  })
  return app
}
