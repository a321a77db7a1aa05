import type { ApiErrorBody } from "../http/http"
import {
  GATSBY_RUNTIMES,
  startFunctionServer,
  type FunctionServer,
} from "../../tests/helpers/api/gatsby-function-server"
import visitor, { type VisitorBody } from "./handler"

const netlifyGeo = (code: string) =>
  Buffer.from(JSON.stringify({ city: "Mumbai", country: { code, name: "India" }, timezone: "Asia/Kolkata" })).toString(
    "base64",
  )

const GEO_CASES: Array<{ name: string; headers: Record<string, string>; country: string | null }> = [
  { name: "Netlify x-country", headers: { "x-country": "IN" }, country: "IN" },
  { name: "Netlify x-nf-geo (base64 JSON)", headers: { "x-nf-geo": netlifyGeo("IN") }, country: "IN" },
  { name: "Cloudflare cf-ipcountry", headers: { "cf-ipcountry": "DE" }, country: "DE" },
  { name: "Vercel x-vercel-ip-country", headers: { "x-vercel-ip-country": "us" }, country: "US" },
  { name: "CloudFront cloudfront-viewer-country", headers: { "cloudfront-viewer-country": "IN" }, country: "IN" },
  { name: "no geo header", headers: {}, country: null },
  { name: "unknown country XX", headers: { "cf-ipcountry": "XX" }, country: null },
  { name: "Tor exit T1", headers: { "cf-ipcountry": "T1" }, country: null },
  { name: "not two letters", headers: { "x-country": "IND" }, country: null },
  { name: "garbage x-nf-geo", headers: { "x-nf-geo": "not base64 json" }, country: null },
  {
    name: "an invalid header falls through to the next",
    headers: { "x-country": "XX", "cf-ipcountry": "IN" },
    country: "IN",
  },
]

describe.each(GATSBY_RUNTIMES)("GET /api/visitor (%s)", (runtime) => {
  let server: FunctionServer
  beforeAll(async () => {
    server = await startFunctionServer({ visitor }, { runtime })
  })
  afterAll(() => server.close())

  const get = (headers: Record<string, string> = {}) => fetch(server.url("/api/visitor"), { headers })

  test.each(GEO_CASES)("$name → $country", async ({ headers, country }) => {
    const response = await get(headers)
    expect(response.status).toBe(200)
    expect(response.headers.get("cache-control")).toBe("no-store")
    expect(await response.json()).toEqual<VisitorBody>({
      country,
      currency: country === "IN" ? "INR" : "USD",
      earlyAccessRequested: false,
    })
  })

  test("reports the early-access cookie", async () => {
    const body = async (cookie: string) => ((await (await get({ cookie })).json()) as VisitorBody).earlyAccessRequested
    expect(await body("theme=dark; ea_requested=1")).toBe(true)
    expect(await body("ea_requested=0")).toBe(false)
    expect(await body("other=1")).toBe(false)
  })

  test("only answers GET", async () => {
    const response = await fetch(server.url("/api/visitor"), { method: "POST" })
    expect(response.status).toBe(405)
    expect(response.headers.get("allow")).toBe("GET")
    expect(((await response.json()) as ApiErrorBody).error.code).toBe("method_not_allowed")
  })
})
