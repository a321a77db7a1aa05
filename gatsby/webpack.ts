// Webpack adjustments to the browser bundle (stage build-javascript):
// - Gatsby's splitChunks, corrected in gatsby/split-chunks.ts (a workaround with its own header).
// - V8 compile hints on the framework and app chunks (gatsby/compile-hints.ts).
// - Code every page downloaded and never ran, left out (gatsby/trim-browser-bundle.ts, a workaround with its own
//   header).
// - Gatsby builds the browser bundle with `source-map`; `hidden-source-map` writes the same maps without
//   the sourceMappingURL comment in each script, and gatsby/source-maps.ts moves them out of public/.
// - Static parts (`*.static.tsx`) become shells that keep the server's HTML (gatsby/static-part-loader.cjs), so their
//   components stay out of the browser. Only in this stage: `gatsby develop` and the HTML build render them for real.
import path from "path"
import type { GatsbyNode } from "gatsby"
import { CompileHintsPlugin } from "./compile-hints"
import { sideEffectFreeRules, TrimBrowserBundlePlugin } from "./trim-browser-bundle"
import { overrideSplitChunks, type SplitChunks } from "./split-chunks"

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig }) => {
  if (stage !== "build-javascript") return
  const config = (getConfig as () => unknown)() as {
    devtool?: unknown
    optimization?: { splitChunks?: SplitChunks }
    plugins?: unknown[]
    module?: { rules?: unknown[] }
  }
  config.devtool = "hidden-source-map"
  overrideSplitChunks(config.optimization?.splitChunks)
  config.plugins = [...(config.plugins ?? []), new CompileHintsPlugin(), new TrimBrowserBundlePlugin()]
  config.module = {
    ...config.module,
    rules: [...(config.module?.rules ?? []), ...sideEffectFreeRules, staticPartRule],
  }
  actions.replaceWebpackConfig(config)
}

/** Every static part's module is its shell in the browser (before Babel: the loader's output is what Babel compiles). */
export const staticPartRule = {
  test: /\.static\.tsx$/,
  enforce: "pre" as const,
  use: [{ loader: path.join(__dirname, "static-part-loader.cjs") }],
}
