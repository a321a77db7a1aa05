import fs from "fs"
import http from "http"
import net, { type AddressInfo } from "net"
import os from "os"
import path from "path"
import {
  ANALYTICS_PROXY_PATH,
  cdnRewrites,
  DEFAULT_POSTHOG_ASSETS_HOST,
  DEFAULT_POSTHOG_HOST,
  matchRewrite,
  posthogAssetsHost,
  posthogHost,
} from "../config/rewrites"
import { setEnv } from "../tests/helpers/api/temp-env"
import { startFakePosthog, type FakeUpstream } from "../harness/fake-upstreams"
import { createSiteServer } from "./site-server"

describe("the rewrite table (config/rewrites.ts)", () => {
  const env = { POSTHOG_HOST: "https://eu.i.posthog.com" }

  test("the proxy path has a neutral name that blockers do not match", () => {
    expect(ANALYTICS_PROXY_PATH).not.toMatch(/analytics|track|posthog|ingest|telemetry|stats|collect/i)
  })

  test("PostHog's paths keep their rest and query; /static and /array go to the assets host", () => {
    expect(matchRewrite(`${ANALYTICS_PROXY_PATH}/e/?ip=0&ver=1`, env)).toEqual({
      kind: "proxy",
      target: new URL("https://eu.i.posthog.com/e/?ip=0&ver=1"),
    })
    expect(matchRewrite(`${ANALYTICS_PROXY_PATH}/static/array.js`, env)).toEqual({
      kind: "proxy",
      target: new URL("https://eu-assets.i.posthog.com/static/array.js"),
    })
    expect(matchRewrite(`${ANALYTICS_PROXY_PATH}/array/phc_x/config.js`, env)).toEqual({
      kind: "proxy",
      target: new URL("https://eu-assets.i.posthog.com/array/phc_x/config.js"),
    })
    expect(matchRewrite(ANALYTICS_PROXY_PATH, env)).toEqual({
      kind: "proxy",
      target: new URL("https://eu.i.posthog.com/"),
    })
    expect(matchRewrite(`${ANALYTICS_PROXY_PATH}x/e/`, env)).toBeNull()
    expect(matchRewrite("/pricing", env)).toBeNull()
  })

  test("the log endpoints become their Functions", () => {
    expect(matchRewrite("/_axiom/logs", {})).toEqual({ kind: "function", url: "/api/axiom-logs" })
    expect(matchRewrite("/_axiom/web-vitals?x=1", {})).toEqual({ kind: "function", url: "/api/axiom-web-vitals?x=1" })
    expect(matchRewrite("/_axiom/other", {})).toBeNull()
  })

  test("hosts: defaults, EU cloud, self-hosted, explicit, and garbage ignored", () => {
    expect([posthogHost({}), posthogAssetsHost({})]).toEqual([DEFAULT_POSTHOG_HOST, DEFAULT_POSTHOG_ASSETS_HOST])
    expect(posthogAssetsHost({ POSTHOG_HOST: "https://eu.i.posthog.com/" })).toBe("https://eu-assets.i.posthog.com")
    expect(posthogAssetsHost({ POSTHOG_HOST: "https://ph.example.com" })).toBe("https://ph.example.com")
    expect(
      posthogAssetsHost({ POSTHOG_HOST: "https://ph.example.com", POSTHOG_ASSETS_HOST: "https://cdn.example.com" }),
    ).toBe("https://cdn.example.com")
    expect(posthogHost({ POSTHOG_HOST: "not a url" })).toBe(DEFAULT_POSTHOG_HOST)
    expect(posthogHost({ POSTHOG_HOST: "ftp://x" })).toBe(DEFAULT_POSTHOG_HOST)
  })

  test("as CDN rules: absolute upstreams with splats, Functions at the adapter's invocation URL", () => {
    expect(cdnRewrites({})).toEqual([
      { fromPath: `${ANALYTICS_PROXY_PATH}/static/*`, toPath: "https://us-assets.i.posthog.com/static/*" },
      { fromPath: `${ANALYTICS_PROXY_PATH}/array/*`, toPath: "https://us-assets.i.posthog.com/array/*" },
      { fromPath: `${ANALYTICS_PROXY_PATH}/*`, toPath: "https://us.i.posthog.com/*" },
      { fromPath: "/_axiom/logs", toPath: "/.netlify/functions/axiom-logs-js" },
      { fromPath: "/_axiom/web-vitals", toPath: "/.netlify/functions/axiom-web-vitals-js" },
    ])
  })
})

describe("npm start's proxy (server/site-server.ts)", () => {
  let posthog: FakeUpstream
  let server: http.Server
  let origin = ""
  let root = ""
  let restoreEnv: () => void = () => {}

  beforeAll(async () => {
    posthog = await startFakePosthog()
    root = fs.mkdtempSync(path.join(os.tmpdir(), "site-server-"))
    fs.mkdirSync(path.join(root, "public"))
    server = createSiteServer({ root }).listen(0, "127.0.0.1")
    await new Promise((resolve) => server.once("listening", resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    await posthog.close()
    fs.rmSync(root, { recursive: true, force: true })
  })
  beforeEach(() => {
    restoreEnv = setEnv({ POSTHOG_HOST: posthog.url, POSTHOG_ASSETS_HOST: undefined })
  })
  afterEach(() => {
    restoreEnv()
    posthog.clear()
  })

  test("streams a capture to the upstream: path and query kept, no trailing-slash redirect, no cookies", async () => {
    const body = JSON.stringify([{ event: "$pageview", properties: { $current_url: "http://x/" } }])
    const response = await fetch(`${origin}${ANALYTICS_PROXY_PATH}/e/?ip=0&ver=1.0`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: "ea_requested=1", "user-agent": "Probe/1" },
      body,
      redirect: "manual",
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 1 })
    expect(posthog.requests).toHaveLength(1)
    const [request] = posthog.requests
    expect(request).toMatchObject({ method: "POST", path: "/e/" })
    expect(request?.query.get("ver")).toBe("1.0")
    expect(request?.events).toEqual([{ event: "$pageview", properties: { $current_url: "http://x/" } }])
    expect(request?.headers.cookie).toBeUndefined()
    expect(request?.headers.host).toBe(new URL(posthog.url).host)
    expect(request?.headers["user-agent"]).toBe("Probe/1")
    expect(request?.headers["x-forwarded-for"]).toMatch(/127\.0\.0\.1/)
  })

  test("reads POSTHOG_HOST on every request", async () => {
    restoreEnv()
    restoreEnv = setEnv({ POSTHOG_HOST: "http://127.0.0.1:1" })
    const down = await fetch(`${origin}${ANALYTICS_PROXY_PATH}/flags/?v=2`, { method: "POST", body: "{}" })
    expect(down.status).toBe(502)
    expect(((await down.json()) as { error: { code: string } }).error.code).toBe("upstream_unavailable")
    restoreEnv()
    restoreEnv = setEnv({ POSTHOG_HOST: posthog.url })
    expect((await fetch(`${origin}${ANALYTICS_PROXY_PATH}/flags/?v=2`, { method: "POST", body: "{}" })).status).toBe(
      200,
    )
    expect(posthog.requests.map((r) => r.path)).toEqual(["/flags/"])
  })

  test("/static/* goes to the assets host (here the same fake) and keeps the upstream's content type", async () => {
    const response = await fetch(`${origin}${ANALYTICS_PROXY_PATH}/static/surveys.js?v=1`)
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("application/javascript")
    expect(posthog.requests[0]?.path).toBe("/static/surveys.js")
  })

  test("a large body streams through whole", async () => {
    const big = JSON.stringify([{ event: "x", properties: { pad: "y".repeat(2 * 1024 * 1024) } }])
    const response = await fetch(`${origin}${ANALYTICS_PROXY_PATH}/e/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: big,
    })
    expect(response.status).toBe(200)
    expect(String(posthog.requests[0]?.events[0]?.event)).toBe("x")
  })

  test("a visitor leaving mid-request or mid-answer leaves the server serving", async () => {
    // An upstream that answers slowly, in pieces.
    const slow = http.createServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/plain" })
      res.write("part one ")
      setTimeout(() => res.end("part two"), 300)
    })
    await new Promise<void>((resolve) => slow.listen(0, "127.0.0.1", resolve))
    restoreEnv()
    restoreEnv = setEnv({ POSTHOG_HOST: `http://127.0.0.1:${(slow.address() as AddressInfo).port}` })
    const { port } = new URL(origin)
    try {
      for (const body of ["half a body", ""]) {
        await new Promise<void>((resolve) => {
          const socket = net.connect(Number(port), "127.0.0.1", () => {
            const length = body ? 100_000 : 0
            socket.write(
              `POST ${ANALYTICS_PROXY_PATH}/e/ HTTP/1.1\r\nHost: x\r\nContent-Length: ${length}\r\n\r\n${body}`,
            )
            // Mid-request (the body is unfinished) or mid-answer (the upstream is between its two parts).
            setTimeout(() => {
              socket.destroy()
              resolve()
            }, 100)
          })
        })
      }
      await new Promise((resolve) => setTimeout(resolve, 500))
      const after = await fetch(`${origin}${ANALYTICS_PROXY_PATH}/e/`)
      expect(await after.text()).toBe("part one part two")
    } finally {
      slow.closeAllConnections()
      await new Promise((resolve) => slow.close(resolve))
    }
  })

  test("the upstream cannot set cookies on our origin", async () => {
    const cookieServer = http.createServer((_req, res) =>
      res.writeHead(200, { "set-cookie": "tracker=1", "content-type": "text/plain" }).end("ok"),
    )
    await new Promise<void>((resolve) => cookieServer.listen(0, "127.0.0.1", resolve))
    restoreEnv()
    restoreEnv = setEnv({ POSTHOG_HOST: `http://127.0.0.1:${(cookieServer.address() as AddressInfo).port}` })
    try {
      const response = await fetch(`${origin}${ANALYTICS_PROXY_PATH}/e/`)
      expect(await response.text()).toBe("ok")
      expect(response.headers.get("set-cookie")).toBeNull()
    } finally {
      await new Promise((resolve) => cookieServer.close(resolve))
    }
  })
})
