// npm run serve answers the writers' redirects as the CDN does (gatsby/addresses/): a permanent one 301 and a
// temporary one 302 with the query string kept, a former address of a page 301, a retired address 410 with the site's
// page for it; everything else as before.
import fs from "fs"
import type { AddressInfo } from "net"
import os from "os"
import path from "path"
import type { Server } from "http"
import { createSiteServer } from "./site-server"

describe("the writers' redirects on npm run serve", () => {
  let root = ""
  let server: Server
  let base = ""

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "site-redirects-"))
    fs.mkdirSync(path.join(root, "public"))
    fs.mkdirSync(path.join(root, "content", "pages"), { recursive: true })
    fs.writeFileSync(
      path.join(root, "public", "410.html"),
      "<!doctype html><title>Retired</title><h1>This page has been retired</h1>",
    )
    fs.writeFileSync(path.join(root, "public", "pricing.html"), "<!doctype html><title>Pricing</title>")
    fs.writeFileSync(
      path.join(root, "content", "redirects.yaml"),
      [
        "redirects:",
        "  - { from: /old-pricing, to: /pricing, type: permanent, note: Renamed }",
        "  - { from: /sale, to: /pricing?offer=spring, type: temporary, note: Spring sale }",
        "  - { from: /spring-offer, type: gone, note: Campaign ended }",
      ].join("\n"),
    )
    fs.writeFileSync(
      path.join(root, "content", "pages", "retail.md"),
      "---\ntitle: Retail\nslug: /for/retail\nformerSlugs: [/for-shops]\n---\n",
    )
    server = createSiteServer({ root }).listen(0, "127.0.0.1")
    await new Promise((resolve) => server.once("listening", resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    fs.rmSync(root, { recursive: true, force: true })
  })

  const get = (url: string) => fetch(base + url, { redirect: "manual" })

  it("answers 301 and 302, the query string kept, a trailing slash or not", async () => {
    const moved = await get("/old-pricing/?utm_source=mail")
    expect([moved.status, moved.headers.get("location")]).toEqual([301, "/pricing?utm_source=mail"])
    const sale = await get("/sale?utm_source=ad")
    expect([sale.status, sale.headers.get("location")]).toEqual([302, "/pricing?offer=spring&utm_source=ad"])
    const renamed = await get("/for-shops")
    expect([renamed.status, renamed.headers.get("location")]).toEqual([301, "/for/retail"])
  })

  it("answers a retired address 410 with the site's page for it", async () => {
    const gone = await get("/spring-offer")
    expect(gone.status).toBe(410)
    expect(await gone.text()).toContain("This page has been retired")
    expect((await get("/pricing")).status).toBe(200)
  })
})
