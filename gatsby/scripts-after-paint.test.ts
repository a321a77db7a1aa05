import fs from "fs"
import os from "os"
import path from "path"
import vm from "vm"
import { entryScriptsOf, rewriteEntryScripts, scriptsAfterFirstPaint } from "./scripts-after-paint"

const page =
  `<!DOCTYPE html><html><head><title>x</title></head><body><div id="___gatsby">content</div>` +
  `<!-- slice-start id="_gatsby-scripts-1" --><script>window.___webpackCompilationHash="abc";</script>` +
  `<script src="/webpack-runtime-1a.js" async></script><script src="/framework-2b.js" async></script><script src="/app-3c.js" async></script>` +
  `<!-- slice-end id="_gatsby-scripts-1" --></body></html>`

describe("entry scripts after the first paint", () => {
  const html = scriptsAfterFirstPaint(page)

  it("preloads the three entry scripts from <head> at low priority", () => {
    const head = html.split("</head>")[0]!
    for (const src of ["/webpack-runtime-1a.js", "/framework-2b.js", "/app-3c.js"]) {
      expect(head).toContain(`<link rel="preload" as="script" href="${src}" fetchpriority="low"/>`)
    }
  })

  it("leaves no <script src> in the body and one inline loader naming all three, in order", () => {
    expect(html).not.toMatch(/<script src=/)
    const loaders = [...html.matchAll(/<script>(\(function\(s\)[\s\S]*?)<\/script>/g)]
    expect(loaders).toHaveLength(1)
    expect(loaders[0]![1]).toContain('["/webpack-runtime-1a.js","/framework-2b.js","/app-3c.js"]')
    // Kept where Gatsby put the scripts, after the content and the inline settings they read.
    expect(html.indexOf("___webpackCompilationHash")).toBeLessThan(html.indexOf("(function(s)"))
  })

  describe("the loader", () => {
    const source = /<script>(\(function\(s\)[\s\S]*?)<\/script>/.exec(html)![1]!
    type Observer = { callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void }

    function run(supported: string[] | null) {
      const added: string[] = []
      const observers: Observer[] = []
      const timers: Array<{ cb: () => void; ms: number }> = []
      const PerformanceObserver = supported
        ? Object.assign(
            function (this: Observer, callback: Observer["callback"]) {
              this.callback = callback
              observers.push(this)
            },
            { supportedEntryTypes: supported },
          )
        : undefined
      if (PerformanceObserver) (PerformanceObserver as unknown as { prototype: object }).prototype = { observe() {} }
      const fakeDocument = {
        createElement: () => ({ src: "" }),
        body: { appendChild: (e: { src: string }) => added.push(e.src) },
      }
      vm.runInNewContext(source, {
        window: { PerformanceObserver },
        document: fakeDocument,
        setTimeout: (cb: () => void, ms: number) => timers.push({ cb, ms }),
      })
      const paint = (names: string[]) =>
        observers.forEach((o) => o.callback({ getEntriesByName: (n) => names.filter((x) => x === n) }))
      return { added, timers, paint }
    }
    const ALL = ["/webpack-runtime-1a.js", "/framework-2b.js", "/app-3c.js"]

    it("waits for the first contentful paint, then adds the three scripts once", () => {
      const { added, paint, timers } = run(["paint", "longtask"])
      expect(added).toEqual([])
      paint(["first-paint"])
      expect(added).toEqual([])
      paint(["first-contentful-paint"])
      expect(added).toEqual(ALL)
      timers.forEach((t) => t.cb())
      paint(["first-contentful-paint"])
      expect(added).toEqual(ALL)
    })

    it("gives up waiting after 3 s (a hidden tab never paints)", () => {
      const { added, timers } = run(["paint"])
      expect(timers.map((t) => t.ms)).toEqual([3000])
      timers[0]!.cb()
      expect(added).toEqual(ALL)
    })

    it("loads at once where paint timing is not available", () => {
      expect(run([]).added).toEqual(ALL)
      expect(run(null).added).toEqual(ALL)
    })
  })

  it("changes nothing on a page without Gatsby's scripts, or one already rewritten", () => {
    expect(scriptsAfterFirstPaint("<html><head></head><body>plain</body></html>")).toBe(
      "<html><head></head><body>plain</body></html>",
    )
    expect(scriptsAfterFirstPaint(html)).toBe(html)
  })
})

describe("the rewrite fails the build when Gatsby's markup is not what it expects (Gatsby 5.16.x)", () => {
  let dir: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "scripts-after-paint-"))
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))
  const write = (file: string, html: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), html)
  }

  it("rewrites Gatsby's pages and counts those an earlier build rewrote", () => {
    write("index.html", page)
    write("about/index.html", scriptsAfterFirstPaint(page))
    write("page-data/not-a-page.html", "<p>asset folders are skipped</p>")
    expect(rewriteEntryScripts(dir)).toEqual({ rewritten: 1, unchanged: 1 })
    expect(fs.readFileSync(path.join(dir, "index.html"), "utf8")).toBe(scriptsAfterFirstPaint(page))
  })

  it("when it matches no page at all", () => {
    expect(() => rewriteEntryScripts(dir)).toThrow(/scripts-after-paint\.ts.*no HTML page/)
  })

  it("when a page lacks Gatsby's entry scripts", () => {
    write("index.html", page)
    write("privacy/index.html", page.replace(/ async><\/script>/g, " defer></script>"))
    expect(() => rewriteEntryScripts(dir)).toThrow(
      /privacy\/index\.html has none of Gatsby's <script src="…" async> entry scripts/,
    )
  })

  it("when the entry scripts are not webpack-runtime, framework and app, in that order", () => {
    expect(() => entryScriptsOf(page.replace("/framework-2b.js", "/polyfill-2b.js"), "x.html")).toThrow(
      /x\.html has entry scripts .*polyfill-2b.js.*expected webpack-runtime, framework, app/,
    )
    expect(() => entryScriptsOf(page.replace('<script src="/app-3c.js" async></script>', ""), "y.html")).toThrow(
      /y\.html has entry scripts/,
    )
    expect(entryScriptsOf(page, "z.html")).toBe("gatsby")
  })

  it("replaces, not adds to, the preloads of a page whose scripts Gatsby re-stitched after a rewrite", () => {
    const rewritten = scriptsAfterFirstPaint(page)
    const restitched = rewritten.replace(
      /<script>\(function\(s\)[\s\S]*?<\/script>/,
      '<script src="/webpack-runtime-9z.js" async></script><script src="/framework-2b.js" async></script><script src="/app-8y.js" async></script>',
    )
    const again = scriptsAfterFirstPaint(restitched)
    expect(again.match(/rel="preload"/g)).toHaveLength(3)
    expect(again).not.toContain("/app-3c.js")
    expect(again).toContain('href="/app-8y.js"')
  })
})
