// The header's markup. What the Menu does in a browser (the popover, the hover timings, the keys, before and after
// hydration) is tested in real Chromium: tests/e2e/header-menu.test.ts. jsdom has no popover.
import { render, screen, within } from "@testing-library/react"
import { Header } from "./header"
import { headerLinksFixture, shellFixture } from "./fixtures"

describe("Header", () => {
  it("links the logo home and names the product", () => {
    render(<Header productName="Acme Rota" links={headerLinksFixture} {...shellFixture} />)
    const home = screen.getByRole("link", { name: "Acme Rota home" })
    expect(home).toHaveAttribute("href", "/")
    expect(home).toHaveTextContent("Acme Rota")
  })

  it("says its words in the page's language and offers the page in the other one, named in that language", () => {
    const words = { ...shellFixture.words, skipLink: "सामग्री पर जाएँ", menu: "मेन्यू", mainNav: "मुख्य", languages: "भाषा" }
    const english = [{ code: "en", name: "English", to: "/privacy" }]
    render(
      <Header productName="Acme Rota" links={headerLinksFixture} words={words} homePath="/hi" languages={english} />,
    )
    expect(screen.getByRole("link", { name: "सामग्री पर जाएँ" })).toHaveAttribute("href", "#main")
    expect(screen.getByRole("link", { name: "Acme Rota home" })).toHaveAttribute("href", "/hi")
    expect(screen.getByRole("button", { name: "मेन्यू" })).toBeInTheDocument()
    expect(screen.getByRole("navigation", { name: "मुख्य" })).toBeInTheDocument()
    const switcher = within(screen.getByRole("list", { name: "भाषा" })).getByRole("link")
    expect([switcher.textContent, switcher.getAttribute("href"), switcher.getAttribute("lang")]).toEqual([
      "English",
      "/privacy",
      "en",
    ])
  })

  it("shows Contact, Pricing and Features as inline links in the main navigation, then once more in the Menu", () => {
    render(<Header productName="Acme Rota" links={headerLinksFixture} {...shellFixture} />)
    const nav = screen.getByRole("navigation", { name: "Main" })
    // jsdom applies no media queries: both lists are in the document, the Menu's behind its (closed) popover.
    const links = within(nav).getAllByRole("link", { hidden: true })
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Contact", "/contact"],
      ["Pricing", "/pricing"],
      ["Features", "/features"],
      ["Contact", "/contact"],
      ["Pricing", "/pricing"],
      ["Features", "/features"],
    ])
  })

  it("has a Menu button (APG disclosure) that controls a popover with the same links in a list", () => {
    render(<Header productName="Acme Rota" links={headerLinksFixture} {...shellFixture} />)
    const trigger = screen.getByRole("button", { name: "Menu" })
    expect(trigger).toHaveAttribute("type", "button")
    const panelId = trigger.getAttribute("aria-controls")!
    // The browser opens the popover on a click or tap by itself, before any script (popovertarget), and exposes the
    // button's expanded state from it: an aria-expanded attribute beside popovertarget is refused by the W3C checker.
    expect(trigger.getAttribute("popovertarget")).toBe(panelId)
    expect(trigger).not.toHaveAttribute("aria-expanded")
    const panel = document.getElementById(panelId)!
    expect(panel).toHaveAttribute("popover", "auto")
    const list = within(panel).getByRole("list", { hidden: true })
    expect(
      within(list)
        .getAllByRole("link", { hidden: true })
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/contact", "/pricing", "/features"])
  })
})
