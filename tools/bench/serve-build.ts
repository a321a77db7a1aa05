// The benchmark's other ways of serving a build, each in a process of its own as `npm run serve` serves ours, and with
// the same code (server/site-server.ts), so that a comparison measures the pages and not their serving:
// - `--starter DIR`: another site's Gatsby build (the official starter) with our security headers (config/headers.ts)
//   and our compression (its precompressed brotli/gzip copies, compression() for its HTML), our cache rules, and no
//   Content-Security-Policy (ours lists our inline scripts' hashes; the starter's would be blocked). Its addresses
//   keep their trailing slash (Gatsby's default), so neither our redirects nor our Functions are in its way.
// - `--coop-everywhere DIR`: our build in DIR served as `npm run serve` serves it, but with Cross-Origin-Opener-Policy
//   on every page, as before issue 46 kept it to the pages that hold a person's data (the benchmark measures what
//   COOP costs). Without the outbox's delivery worker: no run of the benchmark sends an email from this server.
// Prints the line harness/server.ts waits for, then serves until it is stopped.
import type { AddressInfo } from "net"
import path from "path"
import compression from "compression"
import express from "express"
import { securityHeaders } from "../../config/headers"
import { createSiteServer, htmlPages, staticFiles } from "../../server/site-server"

const USAGE = "serve-build.ts --starter DIR | --coop-everywhere DIR"

function starterServer(root: string): express.Express {
  const publicDir = path.join(root, "public")
  const app = express()
  app.disable("x-powered-by")
  app.use((_req, res, next) => {
    for (const [key, value] of Object.entries(securityHeaders)) res.setHeader(key, value)
    next()
  })
  app.use(compression())
  app.use(htmlPages(publicDir, { csp: false }))
  app.use(staticFiles(publicDir))
  return app
}

function appFor(argv: string[]): express.Express {
  const [mode, ...rest] = argv
  if (mode === "--starter" && rest.length === 1) return starterServer(path.resolve(rest[0]!))
  if (mode === "--coop-everywhere" && rest.length === 1)
    return createSiteServer({ root: path.resolve(rest[0]!), isolation: "everywhere" })
  throw new Error(USAGE)
}

const server = appFor(process.argv.slice(2)).listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => {
  const { port } = server.address() as AddressInfo
  console.log(`Serving the production build on http://127.0.0.1:${port}`)
})
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.close(() => process.exit(0)))
