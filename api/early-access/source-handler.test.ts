import { REQUEST_SOURCE_LIMITS, requestSourceOf, UTM_PARAMETERS } from "../../contracts/request-source"
import { GATSBY_RUNTIMES, type FunctionServer } from "../../tests/helpers/api/gatsby-function-server"
import { startEarlyAccessServer, useEarlyAccessFunction } from "../../tests/helpers/api/early-access-function"
import { NO_SOURCE } from "./source"

// POST /api/earlyaccess and where a request came from, over HTTP under both of Gatsby's runtimes: what the page's
// script sends beside the fields, and what a form the browser sends by itself carries (its Referer), stored bounded
// and cleaned, never turning a request away; the form shown again after a mistake carries it on.

const FIELDS = { email: "ada@example.com", name: "Ada Lovelace", company: "Analytical Engines", emp_count: "11-50" }
const NAVIGATION = {
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "sec-fetch-site": "same-origin",
  "sec-fetch-mode": "navigate",
  "sec-fetch-dest": "document",
}

const { stored } = useEarlyAccessFunction({ SITE_URL: undefined })

const sourceOf = async (email: string) => {
  const row = (await stored()).find((record) => record.email === email)
  if (!row) throw new Error(`no request from ${email}`)
  return requestSourceOf(row)
}

describe.each(GATSBY_RUNTIMES)("where a request came from (%s)", (runtime) => {
  let server: FunctionServer
  beforeAll(async () => {
    server = await startEarlyAccessServer(runtime)
  })
  afterAll(() => server.close())

  const json = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(server.url("/api/earlyaccess"), {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.origin, ...headers },
      body: JSON.stringify(body),
    })
  const form = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(server.url("/api/earlyaccess"), {
      method: "POST",
      headers: { origin: server.origin, ...NAVIGATION, ...headers },
      body: new URLSearchParams(fields),
      redirect: "manual",
    })

  test("the script's values are stored, and the answer is what it was without them", async () => {
    const response = await json({
      ...FIELDS,
      landing_path: "/invite",
      utm_source: "newsletter",
      utm_campaign: "winter",
      referrer_host: "news.example.com",
    })
    expect(response.status).toBe(200)
    // The answer echoes what the visitor typed; where they came from is not theirs to see there.
    expect(await response.json()).toEqual({ status: "received", ...FIELDS, topic: "early_access", message: "" })
    expect(await sourceOf(FIELDS.email)).toEqual({
      ...NO_SOURCE,
      landing_path: "/invite",
      utm_source: "newsletter",
      utm_campaign: "winter",
      referrer_host: "news.example.com",
    })
  })

  test("a link's 5,000-character and <script> values are stored bounded and as text; the request is taken", async () => {
    const response = await json({
      ...FIELDS,
      landing_path: "/invite",
      utm_source: "s".repeat(5000),
      utm_campaign: "<script>alert(1)</script>",
      utm_content: "line one\r\nline two\u0007",
    })
    expect(response.status).toBe(200)
    expect(await sourceOf(FIELDS.email)).toMatchObject({
      utm_source: "s".repeat(REQUEST_SOURCE_LIMITS.utmChars),
      utm_campaign: "<script>alert(1)</script>",
      utm_content: "line one line two",
    })
  })

  test("a body with 50 parameters stores only the five named ones", async () => {
    const body: Record<string, string> = { ...FIELDS, landing_path: "/invite" }
    for (let i = 0; i < 45; i++) body[`utm_extra${i}`] = `extra ${i}`
    for (const name of UTM_PARAMETERS) body[name] = `${name} value`
    expect((await json(body)).status).toBe(200)
    const row = (await stored())[0]!
    expect(JSON.stringify(row)).not.toContain("extra")
    for (const name of UTM_PARAMETERS) expect(row[name]).toBe(`${name} value`)
  })

  test("a path that is not the site's, a referrer that is no host, values that are not text: left out, not refused", async () => {
    const response = await json({
      ...FIELDS,
      landing_path: "https://evil.example/x",
      utm_source: 42,
      utm_medium: ["a", "b"],
      referrer_host: "<script>alert(1)</script>",
    })
    expect(response.status).toBe(200)
    expect(await sourceOf(FIELDS.email)).toEqual(NO_SOURCE)
  })

  test("a request from a page without parameters stores none: only its path", async () => {
    expect((await json({ ...FIELDS, landing_path: "/invite" })).status).toBe(200)
    expect(await sourceOf(FIELDS.email)).toEqual({ ...NO_SOURCE, landing_path: "/invite" })
  })

  test("a form sent by the browser itself: the page and its parameters from the Referer", async () => {
    const referer = server.url("/invite?utm_source=newsletter&utm_campaign=winter&fbclid=xyz&utm_id=7")
    const response = await form(FIELDS, { referer })
    expect(response.status).toBe(200)
    expect(await sourceOf(FIELDS.email)).toEqual({
      ...NO_SOURCE,
      landing_path: "/invite",
      utm_source: "newsletter",
      utm_campaign: "winter",
    })
  })

  test("a form from another site is refused before its Referer is read; one without Referer stores none", async () => {
    const forged = await form(FIELDS, {
      origin: "https://evil.example",
      "sec-fetch-site": "cross-site",
      referer: "https://evil.example/?utm_source=forged",
    })
    expect(forged.status).toBe(403)
    expect(await stored()).toEqual([])
    expect((await form(FIELDS)).status).toBe(200)
    expect(await sourceOf(FIELDS.email)).toEqual(NO_SOURCE)
  })

  test("the form shown again after a mistake carries the first page's source, and the corrected post stores it", async () => {
    const referer = server.url("/invite?utm_source=newsletter&utm_campaign=%3Cb%3Ewinter%3C%2Fb%3E")
    const first = await form({ ...FIELDS, email: "ada@" }, { referer })
    expect(first.status).toBe(400)
    const html = await first.text()
    expect(html).toContain('<input type="hidden" name="landing_path" value="/invite">')
    expect(html).toContain('<input type="hidden" name="utm_source" value="newsletter">')
    // Escaped in the attribute: the page shows no markup of the link's.
    expect(html).toContain('<input type="hidden" name="utm_campaign" value="&lt;b&gt;winter&lt;/b&gt;">')
    expect(html).not.toContain("<b>winter")
    const hidden = Object.fromEntries(
      [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(([, name, value]) => [
        name!,
        value!.replace(/&lt;/g, "<").replace(/&gt;/g, ">"),
      ]),
    )
    // The browser's next post comes from the Function's page: its Referer is no landing page.
    const second = await form({ ...FIELDS, ...hidden }, { referer: server.url("/api/earlyaccess") })
    expect(second.status).toBe(200)
    expect(await sourceOf(FIELDS.email)).toEqual({
      ...NO_SOURCE,
      landing_path: "/invite",
      utm_source: "newsletter",
      utm_campaign: "<b>winter</b>",
    })
  })
})
