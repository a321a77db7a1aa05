import { onCreateWebpackConfig } from "./webpack"

type Args = Parameters<NonNullable<typeof onCreateWebpackConfig>>[0]

function run(stage: string) {
  const defined: Array<Record<string, string>> = []
  const args = {
    stage,
    actions: { setWebpackConfig: () => {}, replaceWebpackConfig: () => {} },
    plugins: { define: (values: Record<string, string>) => defined.push(values) },
    getConfig: () => ({}),
  } as unknown as Args
  void onCreateWebpackConfig!(args, {} as never, () => {})
  return defined
}

describe("the per-bundle render target (for src/components/deferred-nav.tsx)", () => {
  it.each([
    ["build-html", "server"],
    ["develop-html", "server"],
    ["develop", "browser"],
  ])("defines SITE_RENDER_TARGET for %s as %s", (stage, target) => {
    expect(run(stage)).toEqual([{ "process.env.SITE_RENDER_TARGET": JSON.stringify(target) }])
  })

  it("fails the build on a webpack stage Gatsby 5.16 does not have (it could be either)", () => {
    expect(() => run("build-ssr")).toThrow(/gatsby\/webpack\.ts.*unknown webpack stage "build-ssr"/)
  })
})
