// Reads a build's public/_headers, public/_redirects and netlify.toml with Netlify's own code, in a process of its
// own (Netlify's packages are ES modules only, which Jest's CommonJS runtime cannot import), and prints JSON:
//   node harness/netlify-cdn.mjs <publicDir> <netlify.toml> <path> [<path> …]
//   → { headerErrors, redirectErrors, redirects: [{ from, to, status, force }], headers: { <path>: { name: value } } }
// `headers` is what @netlify/headers (the header matcher of Netlify's CLI and dev server) applies to a request for
// each path: every rule whose pattern matches the request path, in file order, a later rule's value replacing an
// earlier one's. Names are lower-cased here: HTTP header names are case-insensitive, so a mixed-case duplicate
// must not hide behind a different spelling.
import path from "node:path"
import { HeadersHandler } from "@netlify/headers"
import { parseAllHeaders } from "@netlify/headers-parser"
import { parseAllRedirects } from "@netlify/redirect-parser"

const [publicDir, netlifyToml, ...paths] = process.argv.slice(2)
if (!publicDir || !netlifyToml) {
  console.error("usage: node harness/netlify-cdn.mjs <publicDir> <netlify.toml> <path>...")
  process.exit(2)
}

const headersFile = path.join(publicDir, "_headers")
const parsedHeaders = await parseAllHeaders({
  headersFiles: [headersFile],
  netlifyConfigPath: netlifyToml,
  configHeaders: [],
  minimal: false,
})
const parsedRedirects = await parseAllRedirects({
  redirectsFiles: [path.join(publicDir, "_redirects")],
  netlifyConfigPath: netlifyToml,
  configRedirects: [],
  minimal: false,
})

const logged = []
const logger = { error: (message) => logged.push(String(message)), warn: () => {}, log: () => {}, info: () => {} }
const handler = new HeadersHandler({ projectDir: publicDir, configPath: netlifyToml, logger })
const headers = {}
for (const requestPath of paths) {
  const matched = await handler.apply(new Request(new URL(requestPath, "https://shiftwise.example")))
  const lower = {}
  for (const [name, value] of Object.entries(matched)) {
    const key = name.toLowerCase()
    // Two spellings of one name in the matching rules: report both, so a test sees the conflict.
    lower[key] = key in lower && lower[key] !== value ? `${lower[key]} | ${value}` : value
  }
  headers[requestPath] = lower
}

console.log(
  JSON.stringify({
    headerErrors: [...parsedHeaders.errors.map((error) => error.message), ...logged],
    redirectErrors: parsedRedirects.errors.map((error) => error.message),
    redirects: parsedRedirects.redirects.map(({ from, to, status, force }) => ({ from, to, status, force })),
    headers,
  }),
)
