import { createHash } from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import yaml from "js-yaml"
import { ENGLISH_FORM, formWordsIn } from "../../tests/helpers/form-words"
import { createEarlyAccessHandler } from "./handler"
import { theme } from "../../contracts/theme"
import { closeAllStores } from "../store/store"
import type { ApiErrorBody } from "../http/http"
import {
  GATSBY_RUNTIMES,
  startFunctionServer,
  type FunctionServer,
} from "../../tests/helpers/api/gatsby-function-server"
import {
  startEarlyAccessServer,
  unreachableStore,
  useEarlyAccessFunction,
} from "../../tests/helpers/api/early-access-function"

const ERROR_COPY = ENGLISH_FORM.error
const PAGE_COPY = ENGLISH_FORM.page
const RESULT_COPY = ENGLISH_FORM.result

// POST /api/earlyaccess as a browser sends the form by itself (before hydration, or without JavaScript): form-encoded,
// asking for a page. The same rules as for the script's JSON, answered with a page in the React views' words, under
// both of Gatsby's runtimes (its server's parsers, and the bundle the Netlify adapter runs).

/** What Chromium sends with a form submission from one of the site's own pages. */
const NAVIGATION = {
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8",
  "sec-fetch-site": "same-origin",
  "sec-fetch-mode": "navigate",
  "sec-fetch-dest": "document",
}
const VALID = {
  email: "ada@example.com",
  name: "Ada Lovelace",
  company: "Analytical Engines",
  emp_count: "11-50",
  topic: "demo",
  message: "Two sites,\r\nnight shifts.",
  website: "",
}

const { logLines, stored, temp } = useEarlyAccessFunction({ SITE_URL: undefined })

function submit(
  server: FunctionServer,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  route = "earlyaccess",
): Promise<Response> {
  return fetch(server.url(`/api/${route}`), {
    method: "POST",
    headers: { origin: server.origin, ...NAVIGATION, ...headers },
    body: new URLSearchParams(fields),
    redirect: "manual",
  })
}

/** The security set, the page's own CSP allowing exactly its inline stylesheet, never cached. */
async function expectPage(response: Response, status: number, lang = "en"): Promise<string> {
  const html = await response.text()
  expect(response.status).toBe(status)
  expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8")
  expect(response.headers.get("cache-control")).toBe("no-store")
  expect(response.headers.get("x-frame-options")).toBe("DENY")
  expect(response.headers.get("x-content-type-options")).toBe("nosniff")
  expect(response.headers.get("strict-transport-security")).toMatch(/^max-age=\d+/)
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? "")
  expect(styles).toHaveLength(1)
  const hash = `'sha256-${createHash("sha256").update(styles[0]!).digest("base64")}'`
  expect(response.headers.get("content-security-policy")).toBe(
    `default-src 'none'; style-src ${hash}; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
  )
  expect(html).toMatch(new RegExp(`^<!doctype html>\n<html lang="${lang}">`))
  expect(html).not.toMatch(/<script/i)
  // A script's fonts only where the page is in that script's language.
  if (lang === "en") expect(html).not.toContain("Devanagari")
  return html
}

/** The value attribute of the named input, or the text of the named textarea, decoded as a browser would. */
function filledIn(html: string, name: string): string | undefined {
  const decode = (text: string) =>
    text
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, "&")
  const input = new RegExp(`<input [^>]*name="${name}"[^>]* value="([^"]*)"`).exec(html)
  if (input) return decode(input[1]!)
  const textarea = new RegExp(`<textarea [^>]*name="${name}"[^>]*>\\n([^<]*)</textarea>`).exec(html)
  return textarea ? decode(textarea[1]!) : undefined
}

const logged = (msg: string) =>
  logLines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((event) => event.msg === msg)

describe.each(GATSBY_RUNTIMES)("a form sent without the script (%s)", (runtime) => {
  let server: FunctionServer
  beforeAll(async () => {
    server = await startEarlyAccessServer(runtime)
  })
  afterAll(() => server.close())

  test("is stored as the script's JSON would be, and answered with the ResultView's words and the cookie", async () => {
    const response = await submit(server, VALID, { "x-country": "in" })
    const html = await expectPage(response, 200)
    expect(response.headers.get("set-cookie")).toMatch(/^ea_requested=1; Path=\/; Max-Age=31536000; HttpOnly/)
    expect(html).toContain(`<h1>${RESULT_COPY.title}</h1>`)
    expect(html).toContain(RESULT_COPY.confirmation.replace("{email}", `<strong class="echo">ada@example.com</strong>`))
    expect(html).toContain(`<h2>${RESULT_COPY.sentTitle}</h2>`)
    for (const shown of [
      "Ada Lovelace",
      "Analytical Engines",
      "11–50 employees",
      "A demo",
      "Two sites,\nnight shifts.",
    ])
      expect(html).toContain(shown)
    expect(html).toContain('<a class="button secondary" href="/features">Explore the features</a>')
    expect(html).toContain('<a class="brand" href="/">')
    expect(html).toContain('<a href="/privacy">Privacy</a>')
    expect(html).toContain("<title>Thank you, we have your request · Shiftwise</title>")

    const json = await fetch(server.url("/api/earlyaccess"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      // The script reads the textarea through FormData, which keeps its LF line breaks.
      body: JSON.stringify({ ...VALID, email: "grace@example.com", message: "Two sites,\nnight shifts." }),
    })
    expect(json.status).toBe(200)
    const rows = await stored()
    expect(rows).toHaveLength(2)
    const [page, script] = ["ada@example.com", "grace@example.com"].map((email) => {
      const {
        id: _id,
        email: _email,
        email_key: _key,
        created_at: _at,
        confirmation_sent_at: _sent,
        ...rest
      } = rows.find((row) => row.email === email)! as unknown as Record<string, unknown>
      return rest
    })
    expect(page).toEqual({ ...script, country: "IN" })
    expect(page).toMatchObject({ name: "Ada Lovelace", topic: "demo", message: "Two sites,\nnight shifts." })
    expect(logged("early_access_stored").map((event) => event.via)).toEqual(["page", "json"])
  })

  test("from a Hindi page: the page and its messages in Hindi, the form carrying the language on, stored as Hindi", async () => {
    const hindi = formWordsIn("hi")
    const typed = { ...VALID, email: "sunita@example", name: "", language: "hi" }
    const html = await expectPage(await submit(server, typed), 400, "hi")
    expect(html).toContain(`<h1>${hindi.page.invalid.title}</h1>`)
    expect(html).toContain(`<li><a href="#ea-email">${hindi.errors.invalidEmail}</a></li>`)
    expect(html).toContain(`<p id="ea-name-error" class="error">नाम भरना ज़रूरी है।</p>`)
    expect(html).toContain(`<legend>${hindi.form.topic}</legend>`)
    expect(html).toContain(`<a href="/hi/privacy">${hindi.form.privacyLink.label}</a>`)
    expect(html).not.toMatch(/Enter a valid|is required|Work email|Request early access/)
    expect(filledIn(html, "language")).toBe("hi")
    // Its logo leads to the Hindi home page, and its footer's legal links are the Hindi footer's (content/hi/site.yaml).
    const shell = yaml.load(fs.readFileSync(path.resolve(__dirname, "../../content/hi/site.yaml"), "utf8")) as {
      words: { legalNav: string }
      legalLinks: Array<{ label: string; to: string }>
    }
    expect(html).toContain('<a class="brand" href="/hi">')
    expect(html).toContain(`<ul aria-label="${shell.words.legalNav}">`)
    for (const { label, to } of shell.legalLinks) expect(html).toContain(`<li><a href="${to}">${label}</a></li>`)
    expect(html).toContain('<li><a href="/hi/privacy">')
    expect(html).not.toContain('<a href="/privacy">')
    // Its text in the fonts content/languages.yaml names for Hindi, before the site's stack, as on the site's Hindi
    // pages; the product's name in the site's stack, as the site's logo.
    const languages = yaml.load(
      fs.readFileSync(path.resolve(__dirname, "../../content/languages.yaml"), "utf8"),
    ) as Array<{
      code: string
      fonts?: string[]
    }>
    const fonts = languages
      .find(({ code }) => code === "hi")!
      .fonts!.map((name) => `"${name}"`)
      .join(", ")
    expect(fonts).toMatch(/^"Noto Sans Devanagari", /)
    expect(html).toContain(`body{font-family:${fonts}, ${theme.fonts.body}}`)
    expect(html).toMatch(/\.brand\{[^}]*font-family:system-ui,/)

    const accepted = await expectPage(
      await submit(server, { ...typed, email: "sunita@example.com", name: "Sunita" }),
      200,
      "hi",
    )
    expect(accepted).toContain(`<h1>${hindi.result.title}</h1>`)
    expect(accepted).toContain(`<a class="button secondary" href="/hi/features">${hindi.result.next.label}</a>`)
    expect((await stored()).find((row) => row.email === "sunita@example.com")).toMatchObject({ language: "hi" })
  })

  test("an invalid email: the ErrorView's page, the form filled in as typed, the message beside the field", async () => {
    const typed = { ...VALID, email: "ada@example", name: "  Ada Lovelace ", emp_count: "51-200", topic: "support" }
    const response = await submit(server, typed)
    const html = await expectPage(response, 400)
    expect(response.headers.get("set-cookie")).toBeNull()
    expect(html).toContain(`<h1>${PAGE_COPY.invalid.title}</h1>`)
    expect(html).toContain('<li><a href="#ea-email">Enter a valid email address.</a></li>')
    expect(html).toMatch(
      /<input id="ea-email" name="email" aria-invalid="true" aria-describedby="ea-email-error" class="control" type="email"[^>]*value="ada@example">/,
    )
    expect(html).toContain('<p id="ea-email-error" class="error">Enter a valid email address.</p>')
    expect(filledIn(html, "name")).toBe("  Ada Lovelace ")
    expect(filledIn(html, "company")).toBe("Analytical Engines")
    expect(filledIn(html, "message")).toBe("Two sites,\nnight shifts.")
    expect(html).toContain('<option value="51-200" selected>')
    expect(html).toContain('name="topic" value="support" checked>')
    expect(html).not.toContain('aria-describedby="ea-name-error"')
    expect(html).toContain('<form class="form" method="post" action="/api/earlyaccess"')
    expect(await stored()).toEqual([])
  })

  test("markup and header injection through every field: shown as text, never as markup or a header", async () => {
    const hostile = {
      email: 'x"><script>alert(1)</script>@example',
      name: 'Ada "The Countess" <b>Lovelace</b>\r\nSet-Cookie: evil=1',
      company: "Engines & Sons' <img src=x onerror=alert(2)>",
      emp_count: '"><script>alert(3)</script>',
      topic: "demo",
      message: "</textarea><script>alert(4)</script>\r\nX-Injected: yes",
      website: "",
    }
    const refused = await submit(server, hostile)
    const page = await expectPage(refused, 400)
    expect(refused.headers.get("set-cookie")).toBeNull()
    expect(refused.headers.get("x-injected")).toBeNull()
    expect(page).not.toMatch(/<img src=x|<b>|<\/textarea><script/)
    expect(filledIn(page, "email")).toBe(hostile.email)
    expect(filledIn(page, "name")).toBe(hostile.name.replace("\r\n", "\n"))
    expect(filledIn(page, "company")).toBe(hostile.company)
    expect(filledIn(page, "message")).toBe(hostile.message.replace("\r\n", "\n"))
    expect(page).toContain('<option value="" selected>')

    const accepted = await submit(server, { ...hostile, email: "ada@example.com", emp_count: "" })
    const thanks = await expectPage(accepted, 200)
    expect(accepted.headers.get("set-cookie")).toBe("ea_requested=1; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax")
    expect(accepted.headers.get("x-injected")).toBeNull()
    expect(thanks).toContain("Ada &quot;The Countess&quot; &lt;b&gt;Lovelace&lt;/b&gt;\nSet-Cookie: evil=1")
    expect(thanks).toContain("Engines &amp; Sons&#39; &lt;img src=x onerror=alert(2)&gt;")
    expect(thanks).toContain("&lt;/textarea&gt;&lt;script&gt;alert(4)&lt;/script&gt;")
    expect(thanks).not.toMatch(/<img src=x|<b>/)
    expect((await stored())[0]).toMatchObject({ name: hostile.name.replace("\r\n", "\n"), company: hostile.company })
  })

  test("a filled-in honeypot gets the page a person gets, and nothing is stored", async () => {
    const person = await submit(server, { ...VALID, email: "bot@example.com" })
    const bot = await submit(server, { ...VALID, email: "bot2@example.com", website: "https://spam.example" })
    const personPage = await expectPage(person, 200)
    expect((await expectPage(bot, 200)).replace("bot2@", "bot@")).toBe(personPage)
    expect(bot.headers.get("set-cookie")).toBe(person.headers.get("set-cookie"))
    expect((await stored()).map((row) => row.email)).toEqual(["bot@example.com"])
  })

  test("a repeat gets byte for byte the page a new request gets, so it tells nothing stored", async () => {
    await submit(server, VALID)
    const before = await stored()
    const repeat = { ...VALID, email: "ADA@example.com", name: "Someone Else", company: "Other Co" }
    const again = await expectPage(await submit(server, repeat), 200)
    expect(await stored()).toEqual(before)
    await closeAllStores()
    process.env.SQLITE_PATH = `${temp.dir}/other.sqlite`
    expect(await expectPage(await submit(server, repeat), 200)).toBe(again)
    expect(again).not.toContain("Ada Lovelace")
  })

  test("from another site: refused with a page saying so, nothing stored", async () => {
    const response = await submit(server, VALID, { origin: "https://evil.example", "sec-fetch-site": "cross-site" })
    const html = await expectPage(response, 403)
    expect(html).toContain(`<h1>${PAGE_COPY.crossSite.title}</h1>`)
    expect(html).toContain(PAGE_COPY.crossSite.text)
    expect(html).toContain(`<a class="button secondary" href="/invite">${PAGE_COPY.formLink}</a>`)
    expect(html).not.toContain("Ada Lovelace")
    const opaque = await submit(server, VALID, { origin: "null" })
    expect(opaque.status).toBe(403)
    expect(await stored()).toEqual([])
  })

  test("a body over 100 kB: a page saying so (413), nothing stored", async () => {
    const response = await submit(server, { ...VALID, message: "x".repeat(150 * 1024) })
    const html = await expectPage(response, 413)
    expect(html).toContain(`<h1>${PAGE_COPY.tooLarge.title}</h1>`)
    expect(html).toContain(`<a class="button secondary" href="/invite">${ERROR_COPY.back}</a>`)
    expect(await stored()).toEqual([])
  })

  test("a browser opening the endpoint's address is sent to the form; a program still gets the JSON 405", async () => {
    const page = await fetch(server.url("/api/earlyaccess"), { headers: NAVIGATION, redirect: "manual" })
    expect(page.status).toBe(303)
    expect(page.headers.get("location")).toBe("/invite")
    const program = await fetch(server.url("/api/earlyaccess"))
    expect(program.status).toBe(405)
    expect(((await program.json()) as ApiErrorBody).error.code).toBe("method_not_allowed")
  })

  test("a form-encoded post that does not ask for a page keeps the JSON API's 415", async () => {
    const response = await submit(server, VALID, { accept: "*/*" })
    expect(response.status).toBe(415)
    expect(((await response.json()) as ApiErrorBody).error.code).toBe("unsupported_media_type")
  })
})

describe("a form sent without the script, when the request cannot be taken", () => {
  test("over the rate limit: 429 with Retry-After, the wait in words, the form filled in again", async () => {
    process.env.EARLYACCESS_RATE_LIMIT = "1"
    const server = await startFunctionServer(
      { earlyaccess: createEarlyAccessHandler() },
      { runtime: "function-bundle" },
    )
    try {
      expect((await submit(server, VALID)).status).toBe(200)
      const response = await submit(server, { ...VALID, email: "late@example.com" })
      const html = await expectPage(response, 429)
      const retryAfter = Number(response.headers.get("retry-after"))
      expect(retryAfter).toBeGreaterThanOrEqual(1)
      expect(html).toContain(`<h1>${PAGE_COPY.rateLimited.title}</h1>`)
      expect(html).toMatch(/Too many requests for now\. Please try again in \d+ seconds?\./)
      expect(filledIn(html, "email")).toBe("late@example.com")
      expect((await stored()).map((row) => row.email)).toEqual(["ada@example.com"])
    } finally {
      await server.close()
    }
  })

  test.each(GATSBY_RUNTIMES)(
    "the store fails (%s): 500, the ErrorView's words, the form filled in again",
    async (runtime) => {
      const failing = unreachableStore()
      const server = await startFunctionServer(
        { broken: createEarlyAccessHandler({ openStore: () => failing }), earlyaccess: createEarlyAccessHandler() },
        { runtime, siteBodyParserErrors: true },
      )
      try {
        const html = await expectPage(await submit(server, VALID, {}, "broken"), 500)
        expect(html).toContain(`<h1>${ERROR_COPY.title}</h1>`)
        expect(html).toContain(PAGE_COPY.failed.text)
        expect(filledIn(html, "email")).toBe("ada@example.com")
        expect(filledIn(html, "message")).toBe("Two sites,\nnight shifts.")
        expect(html).not.toContain("secret-host")
        expect(server.crashed()).toBeUndefined()
        expect((await submit(server, VALID)).status).toBe(200)
        expect(logged("handler_failed")).toHaveLength(1)
      } finally {
        await server.close()
      }
    },
  )
})
