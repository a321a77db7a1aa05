import { act, render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { renderToString } from "react-dom/server"
import type { ReactNode } from "react"
import { CookieConsent } from "./cookie-consent"
import { GlobalStyles } from "./global-styles"
import { createConsentStore } from "../telemetry/consent"
import { CONSENT_BANNER_ATTRIBUTE, CONSENT_BOOT_SCRIPT } from "../telemetry/consent-banner-boot"

function makeStore(askOnFirstVisit = true) {
  const data = new Map<string, string>()
  const storage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  } as Storage
  return { data, store: createConsentStore({ storage: () => storage, signal: () => false, askOnFirstVisit }) }
}

// Hidden (display: none) unless <html data-consent-banner="open">, so role queries do not find it closed. Its rules are
// the site's global stylesheet's (cookie-banner-styles.ts), rendered beside it as on every page.
const withSiteStyles = {
  wrapper: ({ children }: { children: ReactNode }) => (
    <>
      <GlobalStyles />
      {children}
    </>
  ),
}
const bannerWords = {
  title: "Analytics cookies",
  text: "May we use analytics cookies?",
  policyLink: { label: "Cookie Policy", to: "/cookie" },
  reject: "Reject",
  accept: "Accept",
}
const banner = () => screen.queryByRole("region", { name: "Analytics cookies" })
const shown = () => screen.findByRole("region", { name: "Analytics cookies" })
const attribute = () => document.documentElement.getAttribute(CONSENT_BANNER_ATTRIBUTE)

afterEach(() => document.documentElement.removeAttribute(CONSENT_BANNER_ATTRIBUTE))

describe("CookieConsent", () => {
  it("asks in the page's language, and links to the Cookie Policy in it", () => {
    const hindi = {
      title: "एनालिटिक्स कुकीज़",
      text: "क्या हम एनालिटिक्स कुकीज़ इस्तेमाल करें?",
      policyLink: { label: "कुकी नीति", to: "/hi/cookie" },
      reject: "मना करें",
      accept: "मंज़ूर करें",
    }
    render(<CookieConsent words={hindi} store={makeStore().store} />, withSiteStyles)
    const region = screen.getByRole("region", { name: "एनालिटिक्स कुकीज़", hidden: true })
    expect(region).toHaveTextContent("क्या हम एनालिटिक्स कुकीज़ इस्तेमाल करें?")
    expect(screen.getByRole("link", { name: "कुकी नीति", hidden: true })).toHaveAttribute("href", "/hi/cookie")
    expect(screen.getAllByRole("button", { hidden: true }).map((button) => button.textContent)).toEqual([
      "मना करें",
      "मंज़ूर करें",
    ])
  })

  it("is in the server's HTML, hidden, so the boot script can show it with the first paint", () => {
    const html = renderToString(<CookieConsent words={bannerWords} store={makeStore().store} />)
    expect(html).toContain('aria-labelledby="cookie-banner-title"')
    expect(html).toContain(">Accept</button>")
    expect(CONSENT_BOOT_SCRIPT).toContain(CONSENT_BANNER_ATTRIBUTE)
  })

  it("opens and closes through the <html> attribute alone: no re-render of its own", async () => {
    const { store } = makeStore()
    let renders = 0
    function Counted() {
      renders++
      return <CookieConsent words={bannerWords} store={store} />
    }
    render(<Counted />, withSiteStyles)
    await shown()
    expect(attribute()).toBe("open")
    act(() => store.choose("rejected"))
    expect(attribute()).toBeNull()
    expect(banner()).toBeNull()
    expect(renders).toBe(1)
  })

  it("asks on a first visit, with equal Reject and Accept buttons and a link to the Cookie Policy", async () => {
    render(<CookieConsent words={bannerWords} store={makeStore().store} />, withSiteStyles)
    expect(await shown()).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Cookie Policy" })).toHaveAttribute("href", "/cookie")
    const buttons = screen.getAllByRole("button")
    expect(buttons.map((b) => b.textContent)).toEqual(["Reject", "Accept"])
    expect(buttons[0]!.className).toBe(buttons[1]!.className)
  })

  it("works from the keyboard: Tab to Accept, Enter stores the choice and closes the banner", async () => {
    const { store, data } = makeStore()
    const user = userEvent.setup()
    render(<CookieConsent words={bannerWords} store={store} />, withSiteStyles)
    await shown()
    await user.tab()
    expect(screen.getByRole("link", { name: "Cookie Policy" })).toHaveFocus()
    await user.tab()
    await user.tab()
    expect(screen.getByRole("button", { name: "Accept" })).toHaveFocus()
    await user.keyboard("{Enter}")
    expect(banner()).toBeNull()
    expect([...data.values()]).toEqual(["accepted"])
  })

  it("Reject stores the rejection", async () => {
    const { store, data } = makeStore()
    render(<CookieConsent words={bannerWords} store={store} />, withSiteStyles)
    await shown()
    await userEvent.setup().click(screen.getByRole("button", { name: "Reject" }))
    expect([...data.values()]).toEqual(["rejected"])
    expect(banner()).toBeNull()
  })

  it("reopened from Cookie settings it takes focus, and gives it back after the choice", async () => {
    const { store } = makeStore(false)
    const user = userEvent.setup()
    render(
      <>
        <CookieConsent words={bannerWords} store={store} />
        <button type="button" onClick={() => store.openSettings()}>
          Cookie settings
        </button>
      </>,
      withSiteStyles,
    )
    expect(banner()).toBeNull()
    await user.click(screen.getByRole("button", { name: "Cookie settings" }))
    await waitFor(() => expect(banner()).toHaveFocus())
    // A plain click: user-event's pointer sequence moves focus again after the click when the clicked button
    // is removed by it (a jsdom/user-event artifact; tests/e2e/telemetry.test.ts checks this in Chromium).
    screen.getByRole("button", { name: "Reject" }).focus()
    act(() => screen.getByRole("button", { name: "Reject" }).click())
    expect(banner()).toBeNull()
    expect(screen.getByRole("button", { name: "Cookie settings" })).toHaveFocus()
  })

  it("follows the store when it changes elsewhere", async () => {
    const { store } = makeStore()
    render(<CookieConsent words={bannerWords} store={store} />, withSiteStyles)
    await shown()
    act(() => store.choose("accepted"))
    expect(banner()).toBeNull()
  })
})
