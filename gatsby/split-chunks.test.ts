import fs from "fs"
import { overrideSplitChunks, type SplitChunks } from "./split-chunks"

type Module = { resource?: string; size(): number; identifier(): string }
type Context = {
  chunkGraph: { getModuleChunksIterable(module: Module): Iterable<{ name: string; canBeInitial(): boolean }> }
}
const isCssModule = (module: Module) => /\.css$/.test(module.resource ?? "")

/** Gatsby 5.16's cache groups as gatsby/dist/utils/webpack.config.js makes them (the parts this override reads). */
function gatsbyGroups(): Required<SplitChunks> & {
  cacheGroups: Record<string, { test?: unknown; name?: unknown; priority?: number }>
} {
  return {
    cacheGroups: {
      default: false,
      framework: { name: "framework", test: () => false, priority: 40 },
      lib: {
        test(module: Module) {
          return !isCssModule(module) && module.size() > 160000 && /node_modules[/\\]/.test(module.identifier())
        },
        name: () => "hash",
        priority: 30,
      },
      commons: { name: "commons", priority: 20 },
      shared: {
        // Gatsby's: a module of async chunks only, not CSS.
        test(module: Module, { chunkGraph }: Context) {
          for (const chunk of chunkGraph.getModuleChunksIterable(module)) if (chunk.canBeInitial()) return false
          return !isCssModule(module)
        },
        name: (_module: unknown, chunks: Array<{ name: string }>) => chunks.map((c) => c.name).join(""),
        priority: 10,
      },
    },
  }
}

const component: Module = {
  resource: "/site/src/components/header.tsx",
  size: () => 200_000,
  identifier: () => "/site/node_modules/babel-loader/lib/index.js??ruleSet[1]!/site/src/components/header.tsx",
}
const bigLibrary: Module = {
  resource: "/site/node_modules/big/index.js",
  size: () => 200_000,
  identifier: () => "/site/node_modules/babel-loader/lib/index.js??ruleSet[1]!/site/node_modules/big/index.js",
}

describe("the splitChunks override (Gatsby 5.16.x)", () => {
  it("Gatsby's `lib` group alone takes the site's own large components (the bug it works around)", () => {
    const lib = gatsbyGroups().cacheGroups.lib!
    expect((lib.test as (m: Module) => boolean)(component)).toBe(true)
  })

  it("tests the file itself: the site's components stay out of `lib`, big libraries still go in", () => {
    const splitChunks = gatsbyGroups()
    overrideSplitChunks(splitChunks)
    const test = splitChunks.cacheGroups.lib!.test as (m: Module, c: unknown) => boolean
    expect(test(component, {})).toBe(false)
    expect(test(bigLibrary, {})).toBe(true)
  })

  it("leaves Gatsby's chunk per set of templates alone: a prose page does not fetch what the home page shares with the forms", () => {
    const splitChunks = gatsbyGroups()
    const gatsbyName = splitChunks.cacheGroups.shared!.name
    overrideSplitChunks(splitChunks)
    expect(splitChunks.cacheGroups.shared!.name).toBe(gatsbyName)
  })

  it("keeps the code only the article templates share in each template's chunk; other shared code is Gatsby's", () => {
    const splitChunks = gatsbyGroups()
    overrideSplitChunks(splitChunks)
    const test = splitChunks.cacheGroups.shared!.test as (m: Module, c: Context) => boolean
    const inChunks = (...names: string[]): Context => ({
      chunkGraph: { getModuleChunksIterable: () => names.map((name) => ({ name, canBeInitial: () => false })) },
    })
    const articles = [
      "component---src-articles-templates-article-page-tsx",
      "component---src-articles-customers-templates-story-page-tsx",
    ]
    expect(test(component, inChunks(...articles))).toBe(false)
    expect(test(component, inChunks(...articles, "component---src-templates-prose-page-tsx"))).toBe(true)
    expect(
      test(
        component,
        inChunks("component---src-templates-prose-page-tsx", "component---src-templates-sections-page-tsx"),
      ),
    ).toBe(true)
  })

  it.each(["framework", "lib", "commons", "shared"])("fails the build when Gatsby's `%s` group is gone", (name) => {
    const splitChunks = gatsbyGroups()
    delete splitChunks.cacheGroups[name]
    expect(() => overrideSplitChunks(splitChunks)).toThrow(
      new RegExp(`split-chunks\\.ts.*\`${name}\` cache group is missing`),
    )
  })

  it("fails the build when there are no cache groups at all", () => {
    expect(() => overrideSplitChunks(undefined)).toThrow(/cacheGroups is missing/)
    expect(() => overrideSplitChunks({})).toThrow(/cacheGroups is missing/)
  })

  it("fails the build when Gatsby's `lib` test no longer reads the identifier (the bug may be fixed)", () => {
    const splitChunks = gatsbyGroups()
    splitChunks.cacheGroups.lib!.test = (module: Module) =>
      module.size() > 160000 && /node_modules[/\\]/.test(module.resource ?? "")
    expect(() => overrideSplitChunks(splitChunks)).toThrow(
      /no longer tests `module.identifier\(\)`.*try deleting this override/,
    )
    splitChunks.cacheGroups.lib!.test = /node_modules/
    expect(() => overrideSplitChunks(splitChunks)).toThrow(/test is not a function/)
  })

  it("the installed Gatsby still writes the `lib` test this replaces", () => {
    const source = fs.readFileSync(require.resolve("gatsby/dist/utils/webpack.config.js"), "utf8")
    const lib = /lib: \{\s*test\(module\) \{([^}]*)\}/.exec(source)
    expect(lib?.[1]).toMatch(/module\.size\(\) > 160000 && \/node_modules\[\/\\\\\]\/\.test\(module\.identifier\(\)\)/)
    expect(source).toMatch(/shared: \{\s*test\(module, \{\s*chunkGraph\s*\}\)/)
  })
})
