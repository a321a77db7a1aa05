// The W3C Nu HTML Checker (vnu.jar from the vnu-jar package, run by the machine's Java; .ci/run installs a JRE
// where there is none) over every page the build writes, for the build without a key and the build that ships, and
// over every page the early-access Function answers a form sent without the script with.
// Gatsby's page-data and its script slices (public/_gatsby/) are not pages. On the content fast path
// (CONTENT_CHECK_ROUTES, tests/helpers/content-scope.ts) every page of this checkout's build, not the other build.
import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { builtHtmlFiles, builtPages } from "../../harness/built-pages"
import { earlyAccessPages } from "../../harness/early-access-pages"
import { ROOT } from "../../harness/server"
import { keyedSite } from "../helpers/keyed-site"
import { contentRoutes } from "../helpers/content-scope"
import { nuErrors as check } from "../helpers/nu-checker"

beforeAll(() => {
  expect(execFileSync("java", ["-version"], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] })).toBeDefined()
})

describe("the W3C Nu HTML Checker", () => {
  it("finds no error on any page of the build without a key", () => {
    const files = builtHtmlFiles(path.join(ROOT, "public"))
    // Every page the browser suites visit (harness/built-pages.ts), and the editor's.
    expect(files.length).toBe(builtPages().length + 1)
    console.log(`W3C Nu HTML Checker: ${files.length} pages of the build without a key`)
    expect(
      check(files).map((m) => `${path.relative(ROOT, m.url.replace("file:", ""))}:${m.lastLine} ${m.message}`),
    ).toEqual([])
  })

  ;(contentRoutes ? it.skip : it)(
    "finds no error on any page of the build that ships (analytics on)",
    async () => {
      const site = await keyedSite({
        AXIOM_TOKEN: "xaat-build-secret-e2e-must-not-leak",
        POSTHOG_HOST: "",
        POSTHOG_ASSETS_HOST: "",
      })
      const files = builtHtmlFiles(path.join(site, "public"))
      console.log(`W3C Nu HTML Checker: ${files.length} pages of the build that ships`)
      expect(
        files.some((file) => fs.readFileSync(file, "utf8").includes('setAttribute("data-consent-banner","open")')),
      ).toBe(true)
      expect(check(files).map((m) => `${path.basename(m.url)}:${m.lastLine} ${m.message}`)).toEqual([])
    },
    480_000,
  )

  it("finds no error on the early-access Function's pages (thanks, fields to correct, 429, 403, 413, 500)", async () => {
    const pages = await earlyAccessPages()
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vnu-pages-"))
    try {
      const files = pages.map((page) => {
        const file = path.join(dir, `${page.outcome}.html`)
        fs.writeFileSync(file, page.html)
        return file
      })
      expect(files).toHaveLength(6)
      expect(check(files).map((m) => `${path.basename(m.url)}:${m.lastLine} ${m.message}`)).toEqual([])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('would report an error (the checker really runs), a blocking link other than rel="expect" among them', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "vnu-")), "probe.html")
    fs.writeFileSync(
      file,
      '<!DOCTYPE html><html lang="en"><head><title>x</title><link rel="preload" href="a.css" as="style" blocking="render">' +
        '</head><body><img src="a.png" height="0.5" alt=""></body></html>',
    )
    try {
      const messages = check([file]).map((m) => m.message)
      expect(messages).toContainEqual(expect.stringMatching(/Bad value “0.5” for attribute “height”/))
      expect(messages).toContainEqual(expect.stringMatching(/“blocking” attribute must have a “rel” attribute/))
    } finally {
      fs.rmSync(file)
    }
  })
})
