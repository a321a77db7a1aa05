// Workaround for Gatsby 5.16.x and @emotion/react 11.14: two pieces of code that every page downloads and never
// runs in a production build, left out of the browser bundle (stage build-javascript).
//
// 1. Gatsby's internal partytown plugin (gatsby/dist/internal-plugins/partytown/gatsby-browser.js) is registered on
//    every site. Its only browser API, onInitialClientRender, returns at once unless NODE_ENV is "development", but
//    its CommonJS requires still bring gatsby-script and Partytown's integration into the app chunk (~5 KB
//    minified). The site uses no <Script strategy="off-main-thread">. Here the plugin's module is replaced by one
//    that exports nothing, which Gatsby's api-runner treats as a plugin without browser APIs.
//    Upstream: the require is unconditional in gatsby's source (packages/gatsby/src/internal-plugins/partytown/
//    gatsby-browser.ts); no issue filed.
// 2. @emotion/react's browser ESM build has a bare `import 'hoist-non-react-statics'` (kept for its CommonJS
//    interop), so webpack keeps hoist-non-react-statics and react-is (~3 KB) although only withTheme, which the site
//    does not use, needs them. That package declares no sideEffects; it has none, so it is marked so here.
//
// Remove when: Gatsby's partytown plugin no longer requires gatsby-script at module level in production (the check
// below fails the build when the production guard it relies on is gone), and @emotion/react drops the bare import.
// tests/e2e/budget.test.ts counts the bytes either way.
import fs from "fs"
import path from "path"
import type { Compiler, RuleSetRule } from "webpack"

const PARTYTOWN_BROWSER = /[\\/]gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/
/** Beside this file, from the site's root (webpack's context): Gatsby runs this module compiled elsewhere. */
export const EMPTY_PLUGIN = "gatsby/empty-browser-plugin.js"

const fail = (why: string): never => {
  throw new Error(`gatsby/trim-browser-bundle.ts (a workaround for Gatsby 5.16.x): ${why}. See docs/upgrading.md.`)
}

/** Throws unless Gatsby's partytown browser plugin still does nothing outside development. */
export function checkPartytownPlugin(source: string): void {
  const guard =
    /const onInitialClientRender = \(\) => \{\s*if \(process\.env\.NODE_ENV !== `development`\) \{\s*return;\s*\}/
  if (!guard.test(source))
    fail(
      "Gatsby's partytown gatsby-browser.js no longer returns at once outside development; it may do work in production now, so it cannot be left out",
    )
  if (/exports\.(?!__esModule|onInitialClientRender)\w+ =/.test(source))
    fail("Gatsby's partytown gatsby-browser.js exports a browser API other than onInitialClientRender")
}

/** Replaces the partytown browser plugin with an empty one (after checking it is still dead in production). */
export class TrimBrowserBundlePlugin {
  apply(compiler: Compiler): void {
    const { NormalModuleReplacementPlugin } = compiler.webpack
    new NormalModuleReplacementPlugin(PARTYTOWN_BROWSER, (resource: { request: string; context: string }) => {
      const file = path.resolve(resource.context, resource.request)
      checkPartytownPlugin(fs.readFileSync(file, "utf8"))
      resource.request = path.join(compiler.context, EMPTY_PLUGIN)
    }).apply(compiler)
  }
}

/** hoist-non-react-statics has no side effects: a bare import of it can go. */
export const sideEffectFreeRules: RuleSetRule[] = [
  { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
]
