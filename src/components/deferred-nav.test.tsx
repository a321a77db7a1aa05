// The guard in deferred-nav.tsx: a bundle built without gatsby/webpack.ts's per-bundle constant fails
// (on the server it would otherwise wait for a navigation request that never comes).
describe("DeferredNav's render target", () => {
  const saved = { target: process.env.SITE_RENDER_TARGET, env: process.env.NODE_ENV }
  afterEach(() => {
    if (saved.target === undefined) delete process.env.SITE_RENDER_TARGET
    else process.env.SITE_RENDER_TARGET = saved.target
    process.env.NODE_ENV = saved.env
  })
  const load = () => jest.isolateModules(() => jest.requireActual("./deferred-nav"))

  it("fails loudly outside tests when the bundle has no SITE_RENDER_TARGET", () => {
    delete process.env.SITE_RENDER_TARGET
    process.env.NODE_ENV = "production"
    expect(load).toThrow(/deferred-nav\.tsx: process\.env\.SITE_RENDER_TARGET is not defined for this bundle/)
  })

  it.each(["server", "browser"])("loads when the bundle says %s", (target) => {
    process.env.SITE_RENDER_TARGET = target
    process.env.NODE_ENV = "production"
    expect(load).not.toThrow()
  })
})
