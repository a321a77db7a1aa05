import { clientAddress } from "./client-address"

const request = (headers: Record<string, string>, remoteAddress: string | undefined = "198.51.100.7") => ({
  headers,
  socket: { remoteAddress },
})

describe("clientAddress", () => {
  const forwarded = {
    "x-forwarded-for": "203.0.113.5, 10.0.0.1",
    "cf-connecting-ip": "203.0.113.6",
    "x-nf-client-connection-ip": "203.0.113.7",
  }

  test("without TRUST_PROXY, the socket address, whatever the headers say", () => {
    expect(clientAddress(request(forwarded), false)).toBe("198.51.100.7")
  })

  test("with TRUST_PROXY, Netlify's header, then Cloudflare's, then the first X-Forwarded-For address", () => {
    expect(clientAddress(request(forwarded), true)).toBe("203.0.113.7")
    expect(
      clientAddress(request({ "x-forwarded-for": "203.0.113.5, 10.0.0.1", "cf-connecting-ip": "203.0.113.6" }), true),
    ).toBe("203.0.113.6")
    expect(clientAddress(request({ "x-forwarded-for": " 2001:db8::5 , 10.0.0.1" }), true)).toBe("2001:db8::5")
  })

  test("with TRUST_PROXY, skips values that are not IP addresses and falls back to the socket", () => {
    expect(clientAddress(request({ "x-forwarded-for": "unknown, 10.0.0.1" }), true)).toBe("198.51.100.7")
    expect(clientAddress(request({}), true)).toBe("198.51.100.7")
  })

  test('"unknown" when there is no socket and no trusted header', () => {
    expect(clientAddress({ headers: {} }, false)).toBe("unknown")
  })

  // The shape gatsby-adapter-netlify's wrapper builds: no socket, the Lambda event on the request.
  const viaNetlify = (headers: Record<string, string>) => ({
    headers,
    netlifyFunctionParams: { event: {}, context: {} },
  })

  test("through Netlify's Function wrapper, the edge's client-IP header without TRUST_PROXY", () => {
    expect(clientAddress(viaNetlify(forwarded), false)).toBe("203.0.113.7")
    expect(clientAddress(viaNetlify({ "x-nf-client-connection-ip": "2001:db8::9" }), false)).toBe("2001:db8::9")
  })

  test("through Netlify's wrapper, other forwarding headers still need TRUST_PROXY", () => {
    const others = { "x-forwarded-for": "203.0.113.5", "cf-connecting-ip": "203.0.113.6" }
    expect(clientAddress(viaNetlify(others), false)).toBe("unknown")
    expect(clientAddress(viaNetlify(others), true)).toBe("203.0.113.6")
  })

  test("without the wrapper, Netlify's header counts only with TRUST_PROXY (a client could send it)", () => {
    expect(clientAddress({ headers: { "x-nf-client-connection-ip": "203.0.113.7" } }, false)).toBe("unknown")
  })
})
