// One copy of the site, built three times (gatsby/addresses/):
// - writers' redirects that loop, or take an address the server answers (/api/earlyaccess), stop the build as it
//   starts, before anything is compiled, each named with its entry;
// - a post whose folder a writer renamed without a redirect, a redirect to an address the build does not make, a
//   landing page's button pointing nowhere and a link to a #fragment its page lacks stop the build after it, each named
//   with the page, the link and where it was written, and the old address named with its file and the exact line to
//   add;
// - with that line (and the links fixed) the build passes: the old address answers 301 to the new one, the query kept,
//   in _redirects as Netlify reads it and from `npm run serve`; the published list says what it does now; a redirect
//   to the old address (a chain) is written straight to the new one, with a warning naming it; a retired address
//   answers 410 with the site's own page, noindex.
// (A broken link in a post's text stops the build at its start, with the articles' checks: articles-build.test.ts.)
import { execFileSync } from "child_process"
import fs from "fs"
import path from "path"
import { makeTempSite, ROOT } from "../../harness/temp-site"
import { startServer } from "../../harness/server"
import { buildSite, type SiteBuild } from "../helpers/site-build"

const OLD = "geofenced-clock-in-respectfully"
const NEW = "geofenced-clock-in"

const writeRedirects = (dir: string, lines: string[]) =>
  fs.writeFileSync(
    path.join(dir, "content/redirects.yaml"),
    `redirects:\n${lines.map((line) => `  ${line}\n`).join("")}`,
  )

const edit = (dir: string, file: string, change: (text: string) => string) => {
  const full = path.join(dir, "content", file)
  const before = fs.readFileSync(full, "utf8")
  const after = change(before)
  expect(after).not.toBe(before)
  fs.writeFileSync(full, after)
}

let dir = ""

beforeAll(() => {
  dir = makeTempSite()
})

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

describe("redirects that loop or take the server's addresses", () => {
  let early: SiteBuild
  beforeAll(() => {
    writeRedirects(dir, [
      '- { from: /zq-spring, to: /zq-summer, type: permanent, note: "Loop, one half" }',
      '- { from: /zq-summer, to: /zq-spring, type: permanent, note: "Loop, the other half" }',
      '- { from: /api/earlyaccess, to: /invite, type: permanent, note: "Over a Function" }',
    ])
    early = buildSite(dir)
    console.log(`the build stopped by its redirects took ${early.seconds.toFixed(0)} s`)
    fs.rmSync(path.join(dir, "content/redirects.yaml"))
  }, 960_000)

  it("stop the build before any page is rendered, each named with its entry", () => {
    expect(early.status).not.toBe(0)
    expect(early.output).toContain("The redirects have 3 problems:")
    expect(early.output).toContain(
      "content/redirects.yaml: redirect 1 (from /zq-spring): the redirect from /zq-spring goes round in a loop (/zq-spring → /zq-summer → /zq-spring); point one of them at a page",
    )
    expect(early.output).toContain(
      "content/redirects.yaml: redirect 2 (from /zq-summer): the redirect from /zq-summer goes round in a loop (/zq-summer → /zq-spring → /zq-summer); point one of them at a page",
    )
    expect(early.output).toContain(
      "content/redirects.yaml: redirect 3 (from /api/earlyaccess): the redirect from /api/earlyaccess would take an address the site's server answers (/api/*",
    )
    // As the build starts: nothing compiled, no page rendered.
    expect(early.output).not.toContain("Compiling Gatsby Functions")
    expect(fs.existsSync(path.join(dir, "public/about.html"))).toBe(false)
  })
})

describe("a post's folder renamed without a redirect, a redirect and links pointing nowhere", () => {
  let first: SiteBuild

  beforeAll(() => {
    expect(fs.readFileSync(path.join(dir, "content/published-addresses.txt"), "utf8")).toContain(`/blog/${OLD}  `)
    // The writer renames the folder and updates the links to it, but adds no redirect.
    fs.renameSync(path.join(dir, "content/blog", OLD), path.join(dir, "content/blog", NEW))
    for (const file of ["changelog/geofenced-clock-in.md"])
      edit(dir, file, (text) => text.replaceAll(`/blog/${OLD}`, `/blog/${NEW}`))
    // A section's button to a page that does not exist, and a link to a part of a page that does not exist.
    edit(dir, "pages/for-retail.md", (text) =>
      text.replace("button: { label: Talk to us, to: /contact }", "button: { label: Talk to us, to: /contact-sales }"),
    )
    edit(dir, "pages/about.md", (text) => `${text.trimEnd()}\n\nSee [our plans](/pricing#zq-no-such-anchor).\n`)
    // A redirect to an address nothing makes.
    writeRedirects(dir, ['- { from: /zq-spring, to: /offers/zq-spring, type: temporary, note: "The offer moved" }'])
    first = buildSite(dir)
    console.log(`the build stopped after it took ${first.seconds.toFixed(0)} s`)
  }, 960_000)

  it("fails, naming the old address, its file and the line that redirects it", () => {
    expect(first.status).not.toBe(0)
    expect(first.output).toContain(
      `/blog/${OLD} was published (made by content/blog/${OLD}/index.md) and this build neither makes it, redirects it nor marks it gone.`,
    )
    expect(first.output).toContain(`- { from: /blog/${OLD}, to: /blog/${NEW}, type: permanent, note: "Renamed" }`)
  })

  it("names a section's button pointing nowhere and a missing #fragment with the page, the link and where it was written", () => {
    expect(first.output).toContain(
      '/for/retail: the link <a> "Talk to us" to /contact-sales leads to no page, file or redirect in the build; written in content/pages/for-retail.md: section',
    )
    expect(first.output).toMatch(/content\/pages\/for-retail\.md: section \d+ \(cta\): field "button\.to"/)
    expect(first.output).toContain(
      '/about: the link <a> "our plans" to /pricing#zq-no-such-anchor leads to /pricing, which has no element #zq-no-such-anchor; written in content/pages/about.md: in the text',
    )
  })

  it("names a redirect whose target the build does not make, with its entry", () => {
    expect(first.output).toContain(
      "content/redirects.yaml: redirect 1 (from /zq-spring): the redirect from /zq-spring leads to /offers/zq-spring, which the build does not make (no page, no file)",
    )
  })

  describe("with the line the message gives, and the links fixed", () => {
    let second: SiteBuild
    beforeAll(() => {
      const line = /(- \{ from: \/blog\/\S+, to: \/blog\/\S+, type: permanent, note: "Renamed" \})/.exec(
        first.output,
      )?.[1]
      expect(line).toBeDefined()
      // With a redirect to the old address, older still: a chain.
      writeRedirects(dir, [
        line!,
        `- { from: /blog/zq-clock-in-by-location, to: /blog/${OLD}, type: permanent, note: "Its first name" }`,
        '- { from: /zq-winter-offer, type: gone, note: "The offer ended" }',
      ])
      edit(dir, "pages/for-retail.md", (text) => text.replace("to: /contact-sales }", "to: /contact }"))
      edit(dir, "pages/about.md", (text) => text.replace("/pricing#zq-no-such-anchor", "/pricing"))
      second = buildSite(dir)
      console.log(`the passing build took ${second.seconds.toFixed(0)} s`)
    }, 960_000)

    it("builds, and the published list records the old address as the redirect", () => {
      if (second.status !== 0) console.log(second.output.slice(-4000))
      expect(second.status).toBe(0)
      const list = fs.readFileSync(path.join(dir, "content/published-addresses.txt"), "utf8")
      expect(list).toContain(`/blog/${OLD}  redirect 301 → /blog/${NEW}\n`)
      expect(list).toContain(`/blog/${NEW}  content/blog/${NEW}/index.md\n`)
    })

    it("writes the redirect to _redirects before the proxies' rules, as Netlify reads it", () => {
      const { redirects, redirectErrors } = JSON.parse(
        execFileSync(
          process.execPath,
          [path.join(ROOT, "harness/netlify-cdn.mjs"), path.join(dir, "public"), path.join(ROOT, "netlify.toml")],
          { encoding: "utf8" },
        ),
      ) as { redirectErrors: unknown[]; redirects: Array<{ from: string; to: string; status: number }> }
      expect(redirectErrors).toEqual([])
      const at = redirects.findIndex((rule) => rule.from === `/blog/${OLD}`)
      expect(redirects[at]).toMatchObject({ to: `/blog/${NEW}`, status: 301 })
      const proxy = redirects.findIndex((rule) => rule.from.startsWith("/relay-7f3"))
      expect(proxy).toBeGreaterThan(at)
      expect(redirects.find((rule) => rule.from === "/zq-winter-offer")).toMatchObject({ to: "/410", status: 410 })
      // The chain, collapsed to its end.
      expect(redirects.find((rule) => rule.from === "/blog/zq-clock-in-by-location")).toMatchObject({
        to: `/blog/${NEW}`,
        status: 301,
      })
    })

    it("warns of the chain, naming its entry and the address to write", () => {
      // Listed with the build's warnings at its end (CI's logger: "warning …").
      expect(second.output).toContain(
        `warning content/redirects.yaml: redirect 2 (from /blog/zq-clock-in-by-location): the redirect from /blog/zq-clock-in-by-location leads to /blog/${OLD}, which redirects too (/blog/zq-clock-in-by-location → /blog/${OLD} → /blog/${NEW}); it is written straight to /blog/${NEW}: change its "to" to /blog/${NEW}`,
      )
    })

    it("answers 301 to the new address on npm run serve, the query string kept", async () => {
      const server = await startServer({}, 30_000, dir)
      try {
        const response = await fetch(`${server.url}/blog/${OLD}?utm_source=mail`, { redirect: "manual" })
        expect(response.status).toBe(301)
        expect(response.headers.get("location")).toBe(`/blog/${NEW}?utm_source=mail`)
        expect((await fetch(`${server.url}/blog/${NEW}`)).status).toBe(200)
        // A retired address: 410 with the site's own page, which search engines are told to drop.
        const gone = await fetch(`${server.url}/zq-winter-offer`)
        expect(gone.status).toBe(410)
        const html = await gone.text()
        expect(html).toContain("This page has been retired")
        expect(html).toMatch(/<meta name="robots" content="noindex"/)
      } finally {
        await server.stop()
      }
    })
  })
})
