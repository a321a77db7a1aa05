import { onCreateWebpackConfig } from "./webpack"
import { CompileHintsPlugin } from "./compile-hints"

type Args = Parameters<NonNullable<typeof onCreateWebpackConfig>>[0]

/** What onCreateWebpackConfig hands back for a stage, given a config shaped like Gatsby 5.16's. */
function run(stage: string) {
  const replaced: unknown[] = []
  const config = {
    devtool: "source-map",
    plugins: ["gatsby's own"] as unknown[],
    optimization: {
      splitChunks: {
        cacheGroups: {
          framework: {},
          lib: {
            test: (module: { identifier(): string; size(): number }) =>
              module.size() > 160000 && /x/.test(module.identifier()),
          },
          commons: {},
          shared: { test: () => true, name: (): string => "shared-1" } as {
            test: () => boolean
            name: (module: unknown, chunks: Array<{ name: string }>) => string
          },
        },
      },
    },
  }
  const args = {
    stage,
    actions: { setWebpackConfig: () => {}, replaceWebpackConfig: (value: unknown) => replaced.push(value) },
    getConfig: () => config,
  } as unknown as Args
  void onCreateWebpackConfig!(args, {} as never, () => {})
  return replaced as Array<typeof config>
}

describe("the browser bundle's webpack config", () => {
  it("keeps Gatsby's plugins, adds the compile hints and writes hidden source maps", () => {
    const [config] = run("build-javascript")
    expect(config!.devtool).toBe("hidden-source-map")
    expect(config!.plugins[0]).toBe("gatsby's own")
    expect(config!.plugins.some((plugin) => plugin instanceof CompileHintsPlugin)).toBe(true)
    // The splitChunks override (gatsby/split-chunks.test.ts has its rule) leaves Gatsby's chunk per set of templates.
    const sharedName = config!.optimization.splitChunks.cacheGroups.shared.name
    expect(sharedName({}, [{ name: "component---src-templates-home-page-tsx" }])).toBe("shared-1")
  })

  it.each(["build-html", "develop", "develop-html"])("leaves stage %s as Gatsby made it", (stage) => {
    expect(run(stage)).toEqual([])
  })
})
