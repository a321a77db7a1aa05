// What src/static-parts/ takes from Gatsby beyond its documented APIs (docs/upgrading.md). Each check reads the
// installed package's browser runtime, so an upgrade that changes the behaviour fails here, naming it:
// - link-prefetch.ts calls the loader's `enqueue` and `hovering` through the global `window.___loader`, as gatsby-link
//   does (Gatsby exports `prefetchPathname` but no hover prefetch);
// - parts-before-navigation.ts prevents a link's default to make it wait for the target's parts, and relies on
//   gatsby-plugin-catch-links then leaving that click alone (otherwise the router would go before the parts came).
import fs from "fs"
import path from "path"

const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`))
const read = (name: string, file: string) => fs.readFileSync(path.join(packageDir(name), file), "utf8")

describe("Gatsby's browser runtime, as src/static-parts/ uses it", () => {
  it("sets window.___loader to the public loader, whose enqueue and hovering prefetch a path", () => {
    expect(read("gatsby", "cache-dir/production-app.js")).toMatch(/^window\.___loader = publicLoader$/m)
    const publicLoader = /^export const publicLoader = \{\n([\s\S]*?)\n\}$/m.exec(read("gatsby", "cache-dir/loader.js"))
    expect(publicLoader?.[1]).toContain("enqueue: rawPath => instance.prefetch(rawPath),")
    expect(publicLoader?.[1]).toContain("hovering: rawPath => instance.hovering(rawPath),")
  })

  it("gatsby-plugin-catch-links leaves a click whose default another listener prevented", () => {
    const catchLinks = read("gatsby-plugin-catch-links", "catch-links.js")
    expect(catchLinks).toContain("export const navigationWasHandledElsewhere = event => event.defaultPrevented;")
    expect(catchLinks).toMatch(/if \(navigationWasHandledElsewhere\(event\)\) return true;/)
    // It listens on the window, so a listener on the document runs first.
    expect(read("gatsby-plugin-catch-links", "gatsby-browser.js")).toContain("catchLinks(window,")
  })
})
