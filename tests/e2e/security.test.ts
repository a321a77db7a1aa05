import { useSiteSession } from "../helpers/site-session"
import { waitForHydration } from "../helpers/hydration"
import { EMAIL_ROUTES, ROUTES } from "../../harness/routes"
import { securityHeaders } from "../../config/headers"
import { SEARCH_PATH } from "../../config/search"

const session = useSiteSession()

describe("security headers from npm start's server", () => {
  it.each([...ROUTES, ...EMAIL_ROUTES, "/no-such-page", "/api/visitor"])(
    "%s carries every security header",
    async (route) => {
      const response = await fetch(session.server.url + route)
      for (const [name, value] of Object.entries(securityHeaders)) expect(response.headers.get(name)).toBe(value)
      expect(response.headers.get("access-control-allow-origin")).toBeNull()
      // COOP only where a person's data is, or an answer of a Function (docs/security.md), as the CDN sends it.
      const isolated = route === "/your-data" || EMAIL_ROUTES.includes(route) || route.startsWith("/api/")
      expect(response.headers.get("cross-origin-opener-policy")).toBe(isolated ? "same-origin" : null)
    },
  )

  it.each([...ROUTES, ...EMAIL_ROUTES])(
    "%s has a CSP that allows its inline scripts by hash, never 'unsafe-inline'; WebAssembly on the search page alone",
    async (route) => {
      const response = await fetch(session.server.url + route)
      const csp = response.headers.get("content-security-policy") ?? ""
      const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src "))
      const wasm = route === SEARCH_PATH ? " 'wasm-unsafe-eval'" : ""
      expect(scriptSrc).toMatch(new RegExp(`^script-src 'self'${wasm}( 'sha256-[A-Za-z0-9+/=]+')+$`))
      expect(csp).toContain("frame-ancestors 'none'")
    },
  )

  it("caches hashed assets for a year and revalidates HTML", async () => {
    const html = await (await fetch(session.server.url + "/")).text()
    const script = /<link rel="preload" as="script" href="(\/app-[0-9a-f]+\.js)"/.exec(html)?.[1]
    expect(script).toBeDefined()
    expect((await fetch(session.server.url + script)).headers.get("cache-control")).toBe(
      "public, max-age=31536000, immutable",
    )
    expect((await fetch(session.server.url + "/")).headers.get("cache-control")).toBe(
      "public, max-age=0, must-revalidate",
    )
  })

  it("does not serve the CDN's configuration files", async () => {
    expect((await fetch(session.server.url + "/_headers")).status).toBe(404)
    expect((await fetch(session.server.url + "/_redirects")).status).toBe(404)
  })
})

describe("in the browser", () => {
  it.each([...ROUTES, ...EMAIL_ROUTES])("%s runs with no Content-Security-Policy violation", async (route) => {
    const page = await session.browser.newPage()
    const violations: string[] = []
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`)
      })
    })
    await page.goto(session.server.url + route, { waitUntil: "networkidle" })
    await waitForHydration(page)
    expect(violations).toEqual([])
    await page.close()
  })
})
