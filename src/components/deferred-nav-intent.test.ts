/**
 * The header's navigation arrives after the page has hydrated; until then the module below decides
 * whether the visitor's reach for the header fetches it at once and whether a tap on Menu is kept.
 */
import type * as IntentModule from "./deferred-nav-intent"
type Intent = typeof IntentModule

function freshModule(): Intent {
  let mod: Intent | undefined
  jest.isolateModules(() => {
    mod = jest.requireActual<Intent>("./deferred-nav-intent")
  })
  return mod!
}

function header(): { header: HTMLElement; trigger: HTMLButtonElement; outside: HTMLElement } {
  document.body.innerHTML = `
    <header data-site-header=""><nav><a href="/pricing">Pricing</a><button data-menu-trigger="">Menu <svg><path/></svg></button></nav></header>
    <main><p id="outside">Body text</p></main>`
  return {
    header: document.querySelector("header")!,
    trigger: document.querySelector("button")!,
    outside: document.getElementById("outside")!,
  }
}

const settled = async (promise: Promise<void>) => {
  let done = false
  void promise.then(() => (done = true))
  await new Promise((resolve) => setTimeout(resolve, 0))
  return done
}

describe("deferred navigation intent", () => {
  it("does not ask for the navigation on its own, and does once requested", async () => {
    const intent = freshModule()
    expect(await settled(intent.whenNavigationRequested())).toBe(false)
    intent.requestNavigation()
    intent.requestNavigation()
    expect(await settled(intent.whenNavigationRequested())).toBe(true)
  })

  it("fetches the navigation when the pointer or focus reaches the header, not elsewhere", async () => {
    const intent = freshModule()
    const { header: bar, outside } = header()
    intent.watchForEarlyIntent(document)
    outside.dispatchEvent(new Event("pointerover", { bubbles: true }))
    expect(await settled(intent.whenNavigationRequested())).toBe(false)
    bar.querySelector("a")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }))
    expect(await settled(intent.whenNavigationRequested())).toBe(true)
  })

  it("remembers a tap on Menu (even on its icon) made before the code arrived, once", () => {
    const intent = freshModule()
    const { trigger } = header()
    intent.watchForEarlyIntent(document)
    trigger.querySelector("path")!.dispatchEvent(new MouseEvent("click", { bubbles: true }))
    expect(intent.takePendingOpen()).toBe(true)
    expect(intent.takePendingOpen()).toBe(false)
  })

  it("ignores taps elsewhere in the header and taps after the code has arrived", () => {
    const intent = freshModule()
    const { header: bar, trigger } = header()
    intent.watchForEarlyIntent(document)
    bar.querySelector("a")!.dispatchEvent(new MouseEvent("click", { bubbles: true }))
    expect(intent.takePendingOpen()).toBe(false)

    const again = freshModule()
    again.watchForEarlyIntent(document)
    again.navigationCodeLoaded()
    trigger.dispatchEvent(new MouseEvent("click", { bubbles: true }))
    expect(again.takePendingOpen()).toBe(false)
  })

  it("stops listening once the navigation has hydrated", () => {
    const intent = freshModule()
    const { trigger } = header()
    intent.watchForEarlyIntent(document)
    intent.takePendingOpen()
    trigger.dispatchEvent(new MouseEvent("click", { bubbles: true }))
    expect(intent.takePendingOpen()).toBe(false)
  })
})
