// Webpack adjustments, per bundle:
// - One compile-time constant: whether a bundle renders pages on the server (the HTML build) or runs
//   in the browser. Code that must differ (src/components/deferred-nav.tsx) tests it, and webpack
//   drops the other branch, imports included.
// - Gatsby's `lib` group gives any module over 160 kB from node_modules its own chunk, but it tests the
//   module's identifier, which names the loaders (node_modules/babel-loader/...) for every file, and
//   the site's components, with emotion's source maps, pass the size test: each became its own chunk,
//   a dozen requests under a kilobyte on the first load. Here the test looks at the file itself.
// - Gatsby builds the browser bundle with `source-map`; `hidden-source-map` writes the same maps without
//   the sourceMappingURL comment in each script, and gatsby/source-maps.ts moves them out of public/.
// - Gatsby's `shared` group names a chunk after the set of templates sharing its modules, one chunk
//   per set. The site's shared code is a few kilobytes, so it goes into one chunk: one request.
import type { GatsbyNode } from "gatsby"

const SERVER_STAGES = new Set(["build-html", "develop-html"])

type Module = { resource?: string; size(): number }
type CacheGroup = { name?: unknown; test?: (module: Module, context: unknown) => boolean }
type SplitChunks = { cacheGroups?: Record<string, CacheGroup | false> }

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins, getConfig }) => {
  actions.setWebpackConfig({
    plugins: [
      plugins.define({
        "process.env.SITE_RENDER_TARGET": JSON.stringify(SERVER_STAGES.has(stage) ? "server" : "browser"),
      }),
    ],
  })
  if (stage !== "build-javascript") return
  const config = getConfig() as { devtool?: unknown; optimization?: { splitChunks?: SplitChunks } }
  config.devtool = "hidden-source-map"
  const lib = config.optimization?.splitChunks?.cacheGroups?.lib
  const gatsbyTest = lib && lib.test
  if (!gatsbyTest) throw new Error("gatsby/webpack.ts: Gatsby's splitChunks has no `lib` cache group any more; revisit this file")
  lib.test = (module, context) => /[\\/]node_modules[\\/]/.test(module.resource ?? "") && gatsbyTest(module, context)
  const shared = config.optimization?.splitChunks?.cacheGroups?.shared
  if (!shared) throw new Error("gatsby/webpack.ts: Gatsby's splitChunks has no `shared` cache group any more; revisit this file")
  shared.name = "shared"
  actions.replaceWebpackConfig(config)
}
