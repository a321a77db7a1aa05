import type * as EarlyAccessStore from "../store/store"
import type { ApiHandler, ApiResponse } from "../http/http"
import { processSingleton } from "./process-singleton"
import { setEnv, tempDir } from "../../tests/helpers/api/temp-env"

// Gatsby's develop/serve middleware re-requires the compiled function on every request; isolateModules
// reproduces such a fresh evaluation of the whole module graph (hence jest.requireActual, not import).
function freshModule<T>(load: () => T): T {
  let loaded: T | undefined
  jest.isolateModules(() => {
    loaded = load()
  })
  return loaded as T
}

test("returns the same value for a name, created once", () => {
  const create = jest.fn(() => ({}))
  expect(processSingleton("test-value", create)).toBe(processSingleton("test-value", create))
  expect(create).toHaveBeenCalledTimes(1)
})

describe("state survives re-evaluating the modules", () => {
  const temp = tempDir()
  const restore = setEnv({
    SQLITE_PATH: `${temp.dir}/x.sqlite`,
    DATABASE_URL: undefined,
    EARLYACCESS_RATE_LIMIT: "1",
    TRUST_PROXY: undefined,
  })
  afterAll(async () => {
    const { closeAllStores } = jest.requireActual<typeof EarlyAccessStore>("../store/store")
    await closeAllStores()
    restore()
    temp.remove()
  })

  test("the store (and its connection) is shared", () => {
    const a = freshModule(() => jest.requireActual<typeof EarlyAccessStore>("../store/store"))
    const b = freshModule(() => jest.requireActual<typeof EarlyAccessStore>("../store/store"))
    expect(a.getStore).not.toBe(b.getStore)
    expect(a.getStore()).toBe(b.getStore())
  })

  test("the default handler's rate limiter is shared", async () => {
    const handler = () =>
      freshModule(() => jest.requireActual<{ default: ApiHandler }>("../early-access/handler").default)
    const statusOf = async (handle: ApiHandler) => {
      const res: ApiResponse = { statusCode: 0, setHeader: () => undefined, end: () => undefined }
      await handle(
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: {},
          socket: { remoteAddress: "192.0.2.1" },
        },
        res,
      )
      return res.statusCode
    }
    expect(await statusOf(handler())).toBe(400)
    expect(await statusOf(handler())).toBe(429)
  })
})
