// Webpack adjustments, per bundle:
// - One compile-time constant: whether a bundle renders pages on the server (the HTML build) or runs
//   in the browser. src/components/deferred-nav.tsx tests it (a workaround with its own header), and
//   webpack drops the other branch, imports included. A stage Gatsby 5.16 does not have fails the build:
//   it could be either.
// - Gatsby's splitChunks, corrected in gatsby/split-chunks.ts (a workaround with its own header).
// - Gatsby builds the browser bundle with `source-map`; `hidden-source-map` writes the same maps without
//   the sourceMappingURL comment in each script, and gatsby/source-maps.ts moves them out of public/.
import type { GatsbyNode } from "gatsby"
import { overrideSplitChunks, type SplitChunks } from "./split-chunks"

/** Gatsby 5.16's webpack stages, by where their bundle runs. */
const STAGE_TARGETS: Record<string, "server" | "browser"> = {
  "build-html": "server",
  "develop-html": "server",
  "build-javascript": "browser",
  develop: "browser",
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins, getConfig }) => {
  const target = STAGE_TARGETS[stage]
  if (!target)
    throw new Error(
      `gatsby/webpack.ts: unknown webpack stage "${stage}" (Gatsby 5.16 has ${Object.keys(STAGE_TARGETS).join(", ")}); say whether its bundle renders on the server or runs in the browser`,
    )
  actions.setWebpackConfig({
    plugins: [
      (plugins.define as (values: Record<string, string>) => unknown)({
        "process.env.SITE_RENDER_TARGET": JSON.stringify(target),
      }),
    ],
  })
  if (stage !== "build-javascript") return
  const config = (getConfig as () => unknown)() as { devtool?: unknown; optimization?: { splitChunks?: SplitChunks } }
  config.devtool = "hidden-source-map"
  overrideSplitChunks(config.optimization?.splitChunks)
  actions.replaceWebpackConfig(config)
}
