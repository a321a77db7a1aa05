// One copy of the site, built twice (gatsby/addresses/): a post whose folder a writer renamed without a redirect,
// a landing page's button pointing nowhere and a link to a #fragment its page lacks stop the build, each named with the
// page, the link and where it was written, and the old address named with its file and the exact line to add;
// with that line (and the links fixed) the build passes, and the old address answers 301 to the new one, the query
// kept, in _redirects as Netlify reads it and from `npm run serve`; the published list says what it does now.
import { execFileSync, spawnSync } from "child_process"
import fs from "fs"
import path from "path"
import { stripVTControlCharacters } from "util"
import { makeTempSite, ROOT } from "../../harness/temp-site"
import { startServer } from "../../harness/server"

const OLD = "geofenced-clock-in-respectfully"
const NEW = "geofenced-clock-in"

function build(dir: string): { status: number | null; output: string } {
  const run = spawnSync(path.join(ROOT, "node_modules/.bin/gatsby"), ["build"], {
    cwd: dir,
    env: { ...process.env, GATSBY_FEEDBACK_DISABLED: "1", CI: "true", NO_COLOR: "1", FORCE_COLOR: "0" },
    encoding: "utf8",
    // Minutes on a busy 2-core machine.
    timeout: 900_000,
  })
  return {
    status: run.status,
    output: stripVTControlCharacters(`${run.stdout}\n${run.stderr}`).replace(/\n(?=[^\s-])/g, " "),
  }
}

const edit = (dir: string, file: string, change: (text: string) => string) => {
  const full = path.join(dir, "content", file)
  const before = fs.readFileSync(full, "utf8")
  const after = change(before)
  expect(after).not.toBe(before)
  fs.writeFileSync(full, after)
}

describe("a post's folder renamed without a redirect, and links pointing nowhere", () => {
  let dir = ""
  let first = { status: null as number | null, output: "" }

  beforeAll(() => {
    dir = makeTempSite()
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
    first = build(dir)
  }, 960_000)

  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true })
  })

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

  describe("with the line the message gives, and the links fixed", () => {
    let second = { status: null as number | null, output: "" }
    beforeAll(() => {
      const line = /(- \{ from: \/blog\/\S+, to: \/blog\/\S+, type: permanent, note: "Renamed" \})/.exec(
        first.output,
      )?.[1]
      expect(line).toBeDefined()
      fs.writeFileSync(path.join(dir, "content/redirects.yaml"), `redirects:\n  ${line}\n`)
      edit(dir, "pages/for-retail.md", (text) => text.replace("to: /contact-sales }", "to: /contact }"))
      edit(dir, "pages/about.md", (text) => text.replace("/pricing#zq-no-such-anchor", "/pricing"))
      second = build(dir)
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
    })

    it("answers 301 to the new address on npm run serve, the query string kept", async () => {
      const server = await startServer({}, 30_000, dir)
      try {
        const response = await fetch(`${server.url}/blog/${OLD}?utm_source=mail`, { redirect: "manual" })
        expect(response.status).toBe(301)
        expect(response.headers.get("location")).toBe(`/blog/${NEW}?utm_source=mail`)
        expect((await fetch(`${server.url}/blog/${NEW}`)).status).toBe(200)
      } finally {
        await server.stop()
      }
    })
  })
})
