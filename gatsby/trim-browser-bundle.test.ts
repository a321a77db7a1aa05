import fs from "fs"
import path from "path"
import { checkPartytownPlugin } from "./trim-browser-bundle"

const installed = fs.readFileSync(
  path.join(__dirname, "../node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js"),
  "utf8",
)

describe("leaving Gatsby's partytown browser plugin out (Gatsby 5.16.x)", () => {
  it("accepts the installed Gatsby's plugin: it returns at once outside development", () => {
    expect(() => checkPartytownPlugin(installed)).not.toThrow()
  })

  it("fails the build when the plugin would do work in production, or gains another browser API", () => {
    const working = installed.replace(/if \(process\.env\.NODE_ENV !== `development`\) \{\s*return;\s*\}/, "")
    expect(() => checkPartytownPlugin(working)).toThrow(/no longer returns at once outside development/)
    const more = `${installed}\nexports.onRouteUpdate = () => {};\n`
    expect(() => checkPartytownPlugin(more)).toThrow(/a browser API other than onInitialClientRender/)
  })
})
