import { pageLanguageClient, withPageLanguage } from "./posthog-client"
import type { PosthogClient } from "./posthog-types"

// posthog-js itself (an ES module jest does not load) is not what this tests: the wrapper around it is.
jest.mock("posthog-js/dist/module.slim", () => ({ __esModule: true, default: {} }))

const LANGUAGES = [{ code: "en" }, { code: "hi" }]

describe("a page view's language", () => {
  it("is named from its path; other events and a view without a path are left as they are", () => {
    expect(withPageLanguage("$pageview", { $pathname: "/hi/for/retail" }, LANGUAGES)).toEqual({
      $pathname: "/hi/for/retail",
      language: "hi",
    })
    expect(withPageLanguage("$pageview", { $pathname: "/history" }, LANGUAGES)).toMatchObject({ language: "en" })
    expect(withPageLanguage("$identify", { $pathname: "/hi" }, LANGUAGES)).toEqual({ $pathname: "/hi" })
    expect(withPageLanguage("$pageview", { $current_url: "x" }, LANGUAGES)).toEqual({ $current_url: "x" })
    // A build without the codes (a unit test, develop before onPreInit) adds nothing rather than a wrong language.
    expect(withPageLanguage("$pageview", { $pathname: "/hi" }, [])).toEqual({ $pathname: "/hi" })
  })

  it("reaches posthog-js through the wrapper, every other call unchanged", () => {
    const calls: unknown[][] = []
    const record =
      (name: string) =>
      (...args: unknown[]) => {
        calls.push([name, ...args])
      }
    const fake = {
      init: record("init"),
      capture: record("capture"),
      identify: record("identify"),
      group: record("group"),
      reset: record("reset"),
      set_config: record("set_config"),
    } as unknown as PosthogClient
    const client = pageLanguageClient(fake)
    client.init("phc_x", { api_host: "/relay" })
    client.capture("$pageview", { $pathname: "/" }, { timestamp: new Date(0) })
    client.identify("u1", { plan: "growth" })
    client.reset()
    expect(calls.map(([name]) => name)).toEqual(["init", "capture", "identify", "reset"])
    expect(calls[0]).toEqual(["init", "phc_x", { api_host: "/relay" }])
    expect(calls[2]).toEqual(["identify", "u1", { plan: "growth" }])
  })
})
