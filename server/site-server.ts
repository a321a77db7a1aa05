// Serves a production build the way the CDN does: static files with the site's headers and cache
// rules, the rewrites in config/rewrites.ts, and Gatsby's own runtime for the compiled Functions.
import fs from "fs"
import path from "path"
import expressStaticGzip from "express-static-gzip"
import express, { type Express, type Request, type Response, type NextFunction } from "express"
import compression from "compression"
import { bodyParserErrors } from "../api/http/body-parser-errors"
import { isAdminPath, PAGEFIND_WORKER_CONTENT_SECURITY_POLICY, pageContentSecurityPolicy } from "../config/csp"
import { PAGEFIND_WORKER_PATH } from "../config/search"
import { adminHeaders, cacheControlFor, pageHeaders, REVALIDATE, securityHeaders } from "../config/headers"
import { isIsolatedPath, isolationHeaders } from "../config/isolation"
import { appOrigin, CHANGELOG_JSON_PATH, CHANGELOG_SCHEMA_PATH, changelogCorsHeaders } from "../config/changelog-api"
import { contentRedirects } from "../gatsby/addresses/content-redirects"
import { planRedirects, ruleFor } from "../gatsby/addresses/redirect-rules"
import { languageFolder } from "../config/not-found"
import { languagesOf } from "../schema/languages"
import { gatsbyFunctionsMiddleware } from "./gatsby-functions-middleware"
import { rewrites } from "./upstream-proxy"

export type SiteServerOptions = {
  root: string
  /** Where Cross-Origin-Opener-Policy goes: the pages config/isolation.ts isolates (the default, as the CDN serves),
   * or every page (the design before issue 46, which the benchmark serves to measure what COOP costs). */
  isolation?: "isolated" | "everywhere"
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
  return [`${base}.html`, path.join(base, "index.html")].find((file) =>
    fs.statSync(file, { throwIfNoEntry: false })?.isFile(),
  )
}

/**
 * An HTML page with its own Content-Security-Policy (inline scripts allowed by hash), cached per file. `csp` false:
 * none, for another site's build (the benchmark serves the Gatsby starter this way: our hashes are not its scripts').
 */
const htmlCache = new Map<string, { mtimeMs: number; body: string; csp: string; headers: Record<string, string> }>()
function sendHtml(res: Response, file: string, status: number, route: string, csp = true): void {
  const { mtimeMs } = fs.statSync(file)
  let entry = htmlCache.get(file)
  if (!entry || entry.mtimeMs !== mtimeMs) {
    const body = fs.readFileSync(file, "utf8")
    entry = { mtimeMs, body, csp: csp ? pageContentSecurityPolicy(route, body) : "", headers: pageHeaders(body) }
    htmlCache.set(file, entry)
  }
  res.status(status)
  res.setHeader("Cache-Control", REVALIDATE)
  if (entry.csp) res.setHeader("Content-Security-Policy", entry.csp)
  // A draft or scheduled article of a preview build (config/headers.ts pageHeaders).
  for (const [key, value] of Object.entries(entry.headers)) res.setHeader(key, value)
  res.type("html").send(entry.body)
}

/** The pages of a build: /about -> public/about.html or public/about/index.html, as Gatsby writes them. */
export function htmlPages(publicDir: string, { csp = true } = {}): express.RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next()
    const html = resolveHtml(publicDir, req.path)
    if (!html) return next()
    sendHtml(res, html, 200, req.path, csp)
  }
}

/**
 * The build's other files. The build writes brotli and gzip copies of text assets at their highest levels
 * (gatsby/precompress.ts); those are sent when the browser accepts them, so compression() leaves them alone. A deploy
 * build (PRECOMPRESS=0) has none, and compression() compresses on the fly.
 */
export function staticFiles(publicDir: string): express.RequestHandler {
  return expressStaticGzip(publicDir, {
    enableBrotli: true,
    orderPreference: ["br", "gzip"],
    index: false,
    serveStatic: {
      index: false,
      redirect: false,
      setHeaders: (res, filePath) => {
        const served =
          "/" +
          path
            .relative(publicDir, filePath.replace(/\.(?:br|gz)$/, ""))
            .split(path.sep)
            .join("/")
        res.setHeader("Cache-Control", cacheControlFor(served))
        // The search index's worker runs under its own response's policy (config/csp.ts).
        if (served === PAGEFIND_WORKER_PATH)
          res.setHeader("Content-Security-Policy", PAGEFIND_WORKER_CONTENT_SECURITY_POLICY)
      },
    },
  })
}

export function createSiteServer({ root, isolation = "isolated" }: SiteServerOptions): Express {
  const publicDir = path.join(root, "public")
  // CORS for the app's "What's new" panel, as the build wrote it into _headers (config/changelog-api.ts).
  const contentDir = path.resolve(root, process.env.CONTENT_DIR ?? "content")
  const cors = changelogCorsHeaders(appOrigin(contentDir))
  // The writers' redirects, as the build wrote them into _redirects (the build refused any table with a problem).
  const redirects = planRedirects(contentRedirects(contentDir).entries).rules
  const languages = languagesOf(contentDir)
  const app = express()
  app.disable("x-powered-by")
  app.set("trust proxy", false)

  app.use((req: Request, res: Response, next: NextFunction) => {
    for (const [key, value] of Object.entries(securityHeaders)) res.setHeader(key, value)
    // The writers' editor (cms/) adds its own (config/headers.ts adminHeaders).
    if (isAdminPath(req.path)) for (const [key, value] of Object.entries(adminHeaders)) res.setHeader(key, value)
    // The pages that hold a person's data or act for them: COOP (config/isolation.ts; the Functions set their own).
    if (isolation === "everywhere" || isIsolatedPath(req.path))
      for (const [key, value] of Object.entries(isolationHeaders)) res.setHeader(key, value)
    if (req.path === CHANGELOG_JSON_PATH || req.path === CHANGELOG_SCHEMA_PATH)
      for (const [key, value] of Object.entries(cors)) res.setHeader(key, value)
    next()
  })
  // Before compression, body parsing and the trailing-slash redirect: proxied requests (PostHog's /e/)
  // stream through untouched, and /_axiom/* becomes its /api/ Function.
  app.use(rewrites())
  app.use(compression())

  // Gatsby's own middleware for the compiled Functions (a fenced workaround: see its module's header).
  const functions = gatsbyFunctionsMiddleware(root)
  if (functions.length) {
    app.use("/api/*", ...functions)
    // Gatsby's body parsers hand malformed or oversized bodies to Express as errors; answer those in
    // the API's JSON error shape instead of Express's HTML page.
    app.use("/api", bodyParserErrors as unknown as express.ErrorRequestHandler)
  }

  // Files meant for the CDN's configuration, not for visitors.
  app.use(["/_headers", "/_redirects"], (_req, res) => res.status(404).end())

  // The writers' redirects, before anything else the CDN serves, the query string kept (as Netlify does); a retired
  // address answers 410 with the site's page for it.
  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next()
    const rule = ruleFor(redirects, req.path)
    if (!rule) return next()
    if (rule.status === 410) {
      const gone = resolveHtml(publicDir, rule.to)
      if (gone) return sendHtml(res, gone, 410, rule.to)
      return res.status(410).type("text/plain").send("Gone")
    }
    const query = req.url.slice(req.path.length)
    res.redirect(rule.status, rule.to + (query && rule.to.includes("?") ? `&${query.slice(1)}` : query))
  })

  // Canonical URLs have no trailing slash.
  app.use((req, res, next) => {
    if (req.path.length > 1 && req.path.endsWith("/") && (req.method === "GET" || req.method === "HEAD")) {
      const query = req.url.slice(req.path.length)
      return res.redirect(301, req.path.replace(/\/+$/, "") + query)
    }
    next()
  })

  app.use(htmlPages(publicDir))
  app.use(staticFiles(publicDir))

  app.use((req, res) => {
    // The 404 page of the address's language where it has one (/hi/404 for /hi/…), as the CDN's rule does
    // (config/not-found.ts); the default's otherwise.
    const folder = languageFolder(languages, req.path)
    const own = folder ? resolveHtml(publicDir, `${folder}404`) : undefined
    if (own) return sendHtml(res, own, 404, `${folder}404`)
    const notFound = path.join(publicDir, "404.html")
    if (fs.existsSync(notFound)) sendHtml(res, notFound, 404, "/404.html")
    else res.status(404).type("text/plain").send("Not found")
  })
  return app
}
