import http from "http"
import type { AddressInfo } from "net"
import { checkExternalLinks, isDead, type Cache } from "./external-links"

describe("npm run links:external", () => {
  let server: http.Server
  let base = ""
  const requests: Array<{ method: string; url: string; at: number; agent: string }> = []

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      requests.push({ method: req.method!, url: req.url!, at: Date.now(), agent: req.headers["user-agent"] ?? "" })
      if (req.url === "/ok") return res.writeHead(200).end()
      if (req.url === "/moved") return res.writeHead(301, { location: "/ok" }).end()
      if (req.url === "/no-head") return res.writeHead(req.method === "HEAD" ? 405 : 200).end()
      res.writeHead(404).end()
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it("finds the dead links, one request at a time per host and apart, and asks no live link again within a week", async () => {
    const cache: Cache = {}
    const urls = ["/ok", "/moved", "/no-head", "/gone"].map((p) => base + p)
    const results = await checkExternalLinks(urls, { cache, intervalMs: 150 })
    expect(results.filter(isDead).map((r) => [r.url, r.status])).toEqual([[`${base}/gone`, 404]])
    expect(requests.every((r) => r.agent.startsWith("ShiftwiseLinkCheck/"))).toBe(true)
    // HEAD first; GET only when HEAD is refused.
    expect(requests.filter((r) => r.url === "/no-head").map((r) => r.method)).toEqual(["HEAD", "GET"])
    // Between two links of one host, the interval (a redirect's second hop and a GET retry belong to their link).
    const firsts = urls.map((url) => requests.find((r) => base + r.url === url && r.method === "HEAD")!.at)
    for (let i = 1; i < firsts.length; i++) expect(firsts[i]! - firsts[i - 1]!).toBeGreaterThanOrEqual(140)

    requests.length = 0
    await checkExternalLinks(urls, { cache, intervalMs: 0 })
    // Only the dead link is asked again.
    expect(requests.map((r) => r.url)).toEqual(["/gone", "/gone"])
  })

  it("calls a link whose server does not answer dead, naming why", async () => {
    // A port nothing listens on: one just freed.
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const [result] = await checkExternalLinks([`http://127.0.0.1:${port}/x`], { cache: {}, timeoutMs: 2000 })
    expect(isDead(result!)).toBe(true)
    expect(result!.error).toMatch(/ECONNREFUSED|connect/)
  })
})
