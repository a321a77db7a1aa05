// Workaround for Gatsby 5.16.x's browser-bundle chunking (gatsby/dist/utils/webpack.config.js, the
// `splitChunks` of stage build-javascript). Upstream: the `lib` and `shared` groups come from
// gatsbyjs/gatsby#22253 ("granular chunks"); no issue reports the problem below (searched the tracker).
//
// - `lib` gives a module from node_modules over 160 kB its own chunk, but it tests the module's
//   *identifier*, which names the loaders (…/node_modules/babel-loader/…) for every file, so the site's
//   own components (with Emotion's inline source maps, over 160 kB before minifying) pass it: each became a
//   chunk of its own, a dozen sub-kilobyte requests on a first visit. Here the test also requires the
//   file itself (`module.resource`) to be under node_modules.
// - Gatsby's `shared` group names a chunk after each set of templates that share modules (one chunk per set), so a
//   page fetches only what its own template uses. It is kept: since the pages became static parts and islands, what
//   the home page shares with the pricing and form pages (Emotion's runtime and the islands' code) is not what a prose
//   page or an article needs, and one "shared" chunk for everything the home page shares (this module's rule until
//   issue 37) put it into every first visit.
// - The code only the article templates share (a post, a story, a changelog entry and their lists) stays in each
//   template's own chunk instead of Gatsby's `shared` chunk for that set. Its size sat on webpack's `minSize` (20 kB
//   before minifying): a change anywhere in the app could tip it, and the newest post's first visit went from 4
//   files to 5 and about 250 B (brotli) more, over its budget, in one of two builds of the same code (issue 44). In
//   the template's chunk a first visit fetches one file; a reader moving from a post to a story fetches that code
//   twice (about 3 kB), which the budgets of a first visit value less.
//
// Remove when: Gatsby's `lib` test no longer reads `module.identifier()` (checked below: the build
// fails and says so), or when the browser bundle is built by something else. To see whether it still
// pays, build without it and count public/component---*.js and the chunks the home page fetches
// (docs/upgrading.md).
//
// Fails the build when Gatsby's cacheGroups no longer have the shape this replaces.

type Module = { resource?: string; size(): number; identifier(): string }
type Chunk = { name?: string | null }
type ChunkContext = { chunkGraph?: { getModuleChunksIterable(module: Module): Iterable<Chunk> } }
type TestFn = (module: Module, context: ChunkContext) => boolean

/** Gatsby names a template's chunk after its file: component---src-articles-templates-article-page-tsx. */
const ARTICLE_TEMPLATE_CHUNK = /^component---src-articles-/

/** The module is in the article templates' chunks and in no other. */
function onlyInArticleTemplates(module: Module, { chunkGraph }: ChunkContext): boolean {
  if (!chunkGraph) return false
  const names = [...chunkGraph.getModuleChunksIterable(module)].map((chunk) => chunk.name ?? "")
  return names.length > 0 && names.every((name) => ARTICLE_TEMPLATE_CHUNK.test(name))
}
type CacheGroup = { name?: unknown; test?: unknown; priority?: unknown }

export type SplitChunks = { cacheGroups?: Record<string, CacheGroup | false | undefined> }

const fail = (why: string): never => {
  throw new Error(
    `gatsby/split-chunks.ts (a workaround for Gatsby 5.16.x): ${why}. Gatsby's splitChunks changed; see docs/upgrading.md before adapting or deleting this override.`,
  )
}

/** Rewrites Gatsby's `lib` cache group in place; throws when the groups are not what Gatsby 5.16 makes. */
export function overrideSplitChunks(splitChunks: SplitChunks | undefined): void {
  const groups = splitChunks?.cacheGroups
  if (!groups) return fail("optimization.splitChunks.cacheGroups is missing")
  for (const name of ["framework", "lib", "commons", "shared"])
    if (!groups[name]) fail(`the \`${name}\` cache group is missing`)
  const lib = groups.lib as CacheGroup
  if (typeof lib.test !== "function") return fail("the `lib` cache group's test is not a function")
  // The bug this works around: the test reads the module's identifier (loaders included).
  if (!/\.identifier\(\)/.test(String(lib.test)) || !/160000/.test(String(lib.test)))
    fail(
      "the `lib` cache group no longer tests `module.identifier()` against 160000 bytes (the bug may be fixed: try deleting this override)",
    )
  const gatsbyTest = lib.test as TestFn
  lib.test = (module: Module, context: ChunkContext) =>
    /[\\/]node_modules[\\/]/.test(module.resource ?? "") && gatsbyTest(module, context)
  const shared = groups.shared as CacheGroup
  if (typeof shared.test !== "function") return fail("the `shared` cache group's test is not a function")
  const gatsbySharedTest = shared.test as TestFn
  shared.test = (module: Module, context: ChunkContext) =>
    !onlyInArticleTemplates(module, context) && gatsbySharedTest(module, context)
}
