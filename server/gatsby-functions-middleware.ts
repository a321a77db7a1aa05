// WORKAROUND for Gatsby 5.16 (gatsby@5.16.1): the one place the production server reaches into Gatsby's
// internals. `gatsby serve` applies none of the site's headers, redirects or rewrites, and Gatsby will not add
// them (gatsbyjs/gatsby#19441: serve stays minimal) nor let a site mount its own middleware in serve
// (gatsbyjs/gatsby#12924). So `npm start` runs our own Express server (site-server.ts), and for the compiled
// Functions it reuses what `gatsby serve` uses, neither of which is a public API:
//   - the middleware list exported by gatsby/dist/internal-plugins/functions/middleware
//     (cookies, params, multer, Gatsby's body parsers, then the function), and
//   - the build's list of Functions in .cache/functions/manifest.json ({ functionRoute, absoluteCompiledFilePath }).
// Delete this module when Gatsby exports a supported way to run built Functions in a Node server, or when
// `npm start` stops serving Functions (for example if it runs the deploy target's own local runtime instead).
// It throws at server start, naming what is missing, when either assumption breaks; the tests that prove it
// still holds are server/gatsby-functions-middleware.test.ts (this module against the installed Gatsby) and
// api/http/gatsby-runtime.test.ts (the middleware's order and body-parser limits that api/ is written against).
import fs from "fs"
import path from "path"
import type { RequestHandler } from "express"

export const GATSBY_FUNCTIONS_MIDDLEWARE = "gatsby/dist/internal-plugins/functions/middleware"

export type FunctionManifestEntry = { functionRoute: string; absoluteCompiledFilePath: string }
type FunctionMiddlewares = (config: { getFunctions: () => FunctionManifestEntry[] }) => RequestHandler[]

function broken(what: string): Error {
  return new Error(
    `server/gatsby-functions-middleware.ts: ${what}. The production server reuses Gatsby 5.16's internal function ` +
      `middleware; after a Gatsby upgrade, read node_modules/gatsby/dist/internal-plugins/functions/ and update ` +
      `that module (its header says what it assumes).`,
  )
}

/** Gatsby's function middleware, checked: `load` is injectable so the test can give it a broken Gatsby. */
export function loadFunctionMiddlewares(load: (request: string) => unknown = require): FunctionMiddlewares {
  let loaded: unknown
  try {
    loaded = load(GATSBY_FUNCTIONS_MIDDLEWARE)
  } catch (error) {
    throw broken(
      `${GATSBY_FUNCTIONS_MIDDLEWARE} could not be loaded (${error instanceof Error ? error.message : String(error)})`,
    )
  }
  const exported = (loaded as { functionMiddlewares?: unknown } | null)?.functionMiddlewares
  if (typeof exported !== "function")
    throw broken(`${GATSBY_FUNCTIONS_MIDDLEWARE} no longer exports a functionMiddlewares function`)
  return (config) => {
    const handlers = (exported as (config: unknown) => unknown)(config)
    if (
      !Array.isArray(handlers) ||
      handlers.length === 0 ||
      !handlers.every((handler) => typeof handler === "function")
    ) {
      throw broken("functionMiddlewares() no longer returns a list of Express middleware")
    }
    return handlers as RequestHandler[]
  }
}

/** The build's Functions; none when the build has no manifest (a site without Functions, or no build yet). */
export function readFunctionManifest(root: string): FunctionManifestEntry[] {
  const file = path.join(root, ".cache", "functions", "manifest.json")
  if (!fs.existsSync(file)) return []
  let entries: unknown
  try {
    entries = JSON.parse(fs.readFileSync(file, "utf8"))
  } catch (error) {
    throw broken(`${file} is not JSON (${error instanceof Error ? error.message : String(error)})`)
  }
  const valid = (entry: unknown): entry is FunctionManifestEntry =>
    typeof (entry as FunctionManifestEntry | null)?.functionRoute === "string" &&
    typeof (entry as FunctionManifestEntry).absoluteCompiledFilePath === "string"
  if (!Array.isArray(entries) || !entries.every(valid)) {
    throw broken(`${file} is no longer a list of { functionRoute, absoluteCompiledFilePath }`)
  }
  for (const entry of entries) {
    if (!fs.existsSync(entry.absoluteCompiledFilePath)) {
      throw broken(
        `the manifest names ${entry.absoluteCompiledFilePath} for /api/${entry.functionRoute}, and no file is there`,
      )
    }
  }
  return entries
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

/**
 * The middleware to mount on /api/* for the build in `root` (body parsing, cookies, params, route matching
 * and the Function itself, as `gatsby serve` runs them), or none when the build has no Functions.
 */
export function gatsbyFunctionsMiddleware(root: string, load?: (request: string) => unknown): RequestHandler[] {
  const functionMiddlewares = loadFunctionMiddlewares(load)
  const functions = loadedOnce(root, readFunctionManifest(root))
  if (functions.length === 0) return []
  return functionMiddlewares({ getFunctions: () => functions })
}
