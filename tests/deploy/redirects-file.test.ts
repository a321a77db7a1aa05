// public/_redirects as the Netlify adapter writes it (gatsby-adapter-netlify's injectEntries, patched): a build over a
// public/ kept from the last one (Netlify's build cache keeps it) rewrites the adapter's block in place and leaves the
// file as it was. Unpatched, 1.4.0 added a blank line on every build (patches/README.md).
import fs from "fs"
import { createRequire } from "module"
import os from "os"
import path from "path"

// Not among the package's exports: loaded from its file, as Gatsby's adapter loader runs it.
const ROUTE_HANDLER = path.resolve(__dirname, "../../node_modules/gatsby-adapter-netlify/dist/route-handler.js")
type RouteHandler = { injectEntries: (file: string, content: string) => Promise<void> }
const { injectEntries } = createRequire(__filename)(ROUTE_HANDLER) as RouteHandler

const RULES = "/old-page  /new-page  301!\n/_axiom/*  https://api.axiom.co/:splat  200!"

let dir: string
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "redirects-file-"))
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

it("writes the same _redirects however many builds run over a kept public/", async () => {
  const file = path.join(dir, "_redirects")
  await injectEntries(file, RULES)
  const first = fs.readFileSync(file, "utf8")
  expect(first).toContain("/old-page  /new-page  301!\n")
  await injectEntries(file, RULES)
  await injectEntries(file, RULES)
  expect(fs.readFileSync(file, "utf8")).toBe(first)
})

it("keeps a writer's own rules above the adapter's block, once", async () => {
  const file = path.join(dir, "_redirects")
  fs.writeFileSync(file, "/from-static  /to  302\n")
  await injectEntries(file, RULES)
  const first = fs.readFileSync(file, "utf8")
  await injectEntries(file, RULES)
  const second = fs.readFileSync(file, "utf8")
  expect(second).toBe(first)
  expect(second.match(/\/from-static/g)).toHaveLength(1)
  expect(second.indexOf("/from-static")).toBeLessThan(second.indexOf("# gatsby-adapter-netlify start"))
})
