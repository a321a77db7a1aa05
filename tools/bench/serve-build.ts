// The benchmark's other ways of serving a build, each in a process of its own as `npm run serve` serves ours, and with
// the same code (server/site-server.ts), so that a comparison measures the pages and not their serving:
// - `--starter DIR`: another site's Gatsby build (the official starter) with our security headers (config/headers.ts)
//   and our compression (its precompressed brotli/gzip copies, compression() for its HTML), our cache rules, and no
//   Content-Security-Policy (ours lists our inline scripts' hashes; the starter's would be blocked). Its addresses
//   keep their trailing slash (Gatsby's default), so neither our redirects nor our Functions are in its way.
// - `--without HEADER DIR`: our build in DIR served as `npm run serve` serves it, one of our headers left out (the
//   benchmark measures what Cross-Origin-Opener-Policy costs). Without the outbox's delivery worker: no run of the
//   benchmark sends an email from this server.
// Prints the line harness/server.ts waits for, then serves until it is stopped.
import type { AddressInfo } from "net"
import path from "path"
import compression from "compression"
import express from "express"
import { securityHeaders } from "../../config/headers"
import { createSiteServer, htmlPages, staticFiles } from "../../server/site-server"

const USAGE = "serve-build.ts --starter DIR | --without HEADER DIR"

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
  if (mode === "--without" && rest.length === 2) {
    const left = rest[0]!.toLowerCase()
    if (!(left in securityHeaders)) throw new Error(`--without ${left}: not one of config/headers.ts's headers`)
    const headers = Object.fromEntries(Object.entries(securityHeaders).filter(([key]) => key !== left))
    return createSiteServer({ root: path.resolve(rest[1]!), headers })
  }
  throw new Error(USAGE)
}

const server = appFor(process.argv.slice(2)).listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => {
  const { port } = server.address() as AddressInfo
  console.log(`Serving the production build on http://127.0.0.1:${port}`)
})
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.close(() => process.exit(0)))
