import { scriptsAfterFirstPaint } from "./scripts-after-paint"

const page = `<!DOCTYPE html><html><head><title>x</title></head><body><div id="___gatsby">content</div>` +
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
      const fakeDocument = { createElement: () => ({ src: "" }), body: { appendChild: (e: { src: string }) => added.push(e.src) } }
      new Function("window", "document", "setTimeout", source)(
        { PerformanceObserver },
        fakeDocument,
        (cb: () => void, ms: number) => timers.push({ cb, ms }),
      )
      const paint = (names: string[]) => observers.forEach((o) => o.callback({ getEntriesByName: (n) => names.filter((x) => x === n) }))
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
    expect(scriptsAfterFirstPaint("<html><head></head><body>plain</body></html>")).toBe("<html><head></head><body>plain</body></html>")
    expect(scriptsAfterFirstPaint(html)).toBe(html)
  })
})
