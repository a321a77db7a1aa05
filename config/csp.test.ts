import { createHash } from "crypto"
import { contentSecurityPolicy, inlineScriptHashes, pageContentSecurityPolicy } from "./csp"
import { SEARCH_PATH } from "./search"

const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`

describe("contentSecurityPolicy", () => {
  it("allows each executable inline script by its hash and nothing else inline", () => {
    const html = `<html><head><script>window.a=1</script><script type="module">import("/x.js")</script>
      <script type="application/ld+json">{"@type":"Organization"}</script><script src="/app.js" async></script>
      <script id="x">window.a=1</script></head></html>`
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha('import("/x.js")')].sort())
    const csp = contentSecurityPolicy(html)
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src "))!
    expect(scriptSrc).toBe(["script-src", "'self'", ...[sha("window.a=1"), sha('import("/x.js")')].sort()].join(" "))
    expect(scriptSrc).not.toContain("unsafe-inline")
  })

  it("locks down framing, base URI, form targets and plugins, and names no other origin", () => {
    const csp = contentSecurityPolicy("<html></html>")
    for (const directive of [
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
      "default-src 'self'",
    ]) {
      expect(csp.split("; ")).toContain(directive)
    }
    expect(csp).not.toMatch(/https?:|\*/)
  })
})

describe("the search page", () => {
  const html = "<html><head><script>window.a=1</script></head></html>"
  const scriptSrc = (csp: string) => csp.split("; ").find((d) => d.startsWith("script-src "))

  it("the search page alone may compile WebAssembly ('wasm-unsafe-eval', never 'unsafe-eval'); its hashes stay", () => {
    expect(scriptSrc(pageContentSecurityPolicy(SEARCH_PATH, html))).toBe(
      `script-src 'self' 'wasm-unsafe-eval' ${sha("window.a=1")}`,
    )
    for (const route of ["/", "/about", "/search/x", "/searching", "/404.html"])
      expect([route, pageContentSecurityPolicy(route, html)]).toEqual([route, contentSecurityPolicy(html)])
    expect(pageContentSecurityPolicy(SEARCH_PATH, html)).not.toContain("'unsafe-eval'")
  })
})
