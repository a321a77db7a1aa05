import fs from "fs"
import path from "path"
import { hasServerHtml } from "./hydrate-in-transition"

// The renderer copies Gatsby's choice between hydrateRoot and createRoot; when Gatsby changes how it makes that
// choice, or stops offering replaceHydrateFunction, this fails and says where to look.
const gatsbyDir = path.dirname(require.resolve("gatsby/package.json"))
const productionApp = fs.readFileSync(path.join(gatsbyDir, "cache-dir/production-app.js"), "utf8")
const { version } = JSON.parse(fs.readFileSync(path.join(gatsbyDir, "package.json"), "utf8")) as { version: string }

describe("the root renderer (src/hydrate-in-transition.ts)", () => {
  it("was written for Gatsby 5.16: re-check the workaround on another version", () => {
    expect(version).toMatch(/^5\.16\./)
  })

  it("Gatsby still asks replaceHydrateFunction for the renderer and hydrates when #gatsby-focus-wrapper has children", () => {
    expect(productionApp).toContain("apiRunner(`replaceHydrateFunction`, undefined, defaultRenderer)")
    expect(productionApp).toMatch(
      /getElementById\(`gatsby-focus-wrapper`\)[\s\S]{0,400}focusEl && focusEl\.children\.length/,
    )
    // The error callbacks it passes, which ours replace.
    expect(productionApp).toMatch(
      /hydrate\(Component, el, \{\s*onUncaughtError: handleUncaughtError,\s*onCaughtError: handleCaughtError,/,
    )
  })

  it("hydrates only where the server rendered the page", () => {
    document.body.innerHTML = '<div id="___gatsby"><div id="gatsby-focus-wrapper"><main>page</main></div></div>'
    expect(hasServerHtml()).toBe(true)
    document.body.innerHTML = '<div id="___gatsby"><div id="gatsby-focus-wrapper"></div></div>'
    expect(hasServerHtml()).toBe(false)
  })
})
