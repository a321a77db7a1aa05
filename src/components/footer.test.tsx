import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Footer } from "./footer"
import { footerFixture, shellFixture } from "./fixtures"
import { connectCookieSettings } from "./cookie-settings"

const site = {
  productName: "Acme Rota",
  legalName: "Acme Rota Labs LLP",
  address: "12 Park Street, Kolkata 700016",
  ...footerFixture,
  ...shellFixture,
  floatingContact: true,
}

describe("Footer", () => {
  it("shows the logo, the legal links and the 2023 copyright with legal name and address from content", () => {
    render(<Footer {...site} />)
    const footer = screen.getByRole("contentinfo")
    expect(within(footer).getByRole("link", { name: "Acme Rota home" })).toHaveAttribute("href", "/")
    const legal = within(footer).getByRole("list", { name: "Legal" })
    expect(
      within(legal)
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual([
      ["Terms of Use", "/terms"],
      ["Privacy", "/privacy"],
      ["Refund", "/return"],
    ])
    expect(footer).toHaveTextContent("© 2023 Acme Rota Labs LLP")
    expect(footer).toHaveTextContent("12 Park Street, Kolkata 700016")
  })

  it("has the three link columns, the last one named after the brand", () => {
    render(<Footer {...site} />)
    const nav = screen.getByRole("navigation", { name: "Footer" })
    const columns = within(nav)
      .getAllByRole("heading")
      .map((h) => h.textContent)
    expect(columns).toEqual(["Resources", "Security & Privacy", "Acme Rota"])
    const linksOf = (name: string) =>
      within(within(nav).getByText(name).parentElement as HTMLElement)
        .getAllByRole("link")
        .map((a) => `${a.textContent} ${a.getAttribute("href")}`)
    expect(linksOf("Resources")).toEqual(["Pricing /pricing", "Features /features", "Contact Us /contact"])
    expect(linksOf("Security & Privacy")).toEqual([
      "Privacy Policy /privacy",
      "Terms of Use /terms",
      "Cookie Policy /cookie",
    ])
    expect(linksOf("Acme Rota")).toEqual(["Support Center /invite", "Request Demo /invite", "About Us /about"])
  })

  it("ends the legal list with a Cookie settings button that reopens the cookie banner", async () => {
    // The footer is static HTML in the browser: the document's listener (cookie-settings.ts) answers the button.
    const onCookieSettings = jest.fn()
    const disconnect = connectCookieSettings(onCookieSettings)
    render(<Footer {...site} />)
    const legal = screen.getByRole("list", { name: "Legal" })
    const button = within(legal).getByRole("button", { name: "Cookie settings" })
    expect(within(legal).getAllByRole("listitem").at(-1)).toContainElement(button)
    await userEvent.setup().click(button)
    expect(onCookieSettings).toHaveBeenCalledTimes(1)
    disconnect()
  })

  it("says its words in the page's language and leads to this page in the other language", () => {
    const words = {
      ...shellFixture.words,
      home: "{productName} होम",
      legalNav: "क़ानूनी",
      footerNav: "फ़ुटर",
      cookieSettings: "कुकी सेटिंग",
      languages: "भाषा",
    }
    const english = [{ code: "en", name: "English", to: "/privacy" }]
    render(<Footer {...site} words={words} homePath="/hi" languages={english} />)
    const footer = screen.getByRole("contentinfo")
    expect(within(footer).getByRole("link", { name: "Acme Rota होम" })).toHaveAttribute("href", "/hi")
    expect(within(footer).getByRole("list", { name: "क़ानूनी" })).toBeInTheDocument()
    expect(within(footer).getByRole("navigation", { name: "फ़ुटर" })).toBeInTheDocument()
    expect(within(footer).getByRole("button", { name: "कुकी सेटिंग" })).toBeInTheDocument()
    const switcher = within(within(footer).getByRole("list", { name: "भाषा" })).getByRole("link")
    expect([switcher.textContent, switcher.getAttribute("href")]).toEqual(["English", "/privacy"])
    expect(switcher).toHaveAttribute("hreflang", "en")
    expect(switcher).toHaveAttribute("lang", "en")
  })

  it("renders the floating contact card by default and not when the page turns it off", () => {
    const { rerender } = render(<Footer {...site} />)
    expect(screen.getByTestId("floating-contact")).toBeInTheDocument()
    rerender(<Footer {...site} floatingContact={false} />)
    expect(screen.queryByTestId("floating-contact")).not.toBeInTheDocument()
  })
})
