import { act, render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Header } from "./header"
import { headerLinksFixture } from "./fixtures"
import { requestNavigation } from "./deferred-nav-intent"
import { MENU_OPEN_DELAY_MS } from "./main-nav"

/** Renders the header and waits until its lazy navigation has arrived, as a hydrated page has it. */
async function renderHeader() {
  const view = render(<Header productName="Acme Rota" links={headerLinksFixture} />)
  await screen.findByRole("navigation", { name: "Main" })
  return view
}

describe("Header", () => {
  // In the browser gatsby-browser asks for the navigation's code once the page has hydrated. The module
  // is loaded here, before any test, so its first (cold, transformed) load never counts against a
  // test's findBy wait; the lazy boundary then resolves within the test that renders it.
  beforeAll(async () => {
    requestNavigation()
    await import("./main-nav")
  })

  it("links the logo home and names the product", async () => {
    // Awaited so that the navigation's chunk never resolves after this test (outside act).
    await renderHeader()
    const home = screen.getByRole("link", { name: "Acme Rota home" })
    expect(home).toHaveAttribute("href", "/")
    expect(home).toHaveTextContent("Acme Rota")
  })

  it("shows Contact, Pricing and Features as inline links in the main navigation", async () => {
    render(<Header productName="Acme Rota" links={headerLinksFixture} />)
    const nav = await screen.findByRole("navigation", { name: "Main" })
    const links = within(nav).getAllByRole("link")
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Contact", "/contact"],
      ["Pricing", "/pricing"],
      ["Features", "/features"],
    ])
  })

  it("has a collapsed Menu button that opens the same three links on click and closes on Escape", async () => {
    const user = userEvent.setup()
    render(<Header productName="Acme Rota" links={headerLinksFixture} />)
    const trigger = await screen.findByRole("button", { name: "Menu" })
    expect(trigger).toHaveAttribute("aria-expanded", "false")

    await user.click(trigger)
    await waitFor(() => expect(trigger).toHaveAttribute("aria-expanded", "true"))
    const panel = document.getElementById(trigger.getAttribute("aria-controls") ?? "")
    expect(panel).not.toBeNull()
    expect(
      within(panel as HTMLElement)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/contact", "/pricing", "/features"])

    await user.keyboard("{Escape}")
    await waitFor(() => expect(trigger).toHaveAttribute("aria-expanded", "false"))
  })

  // Radix's hover-open timer, started when the pointer reached Menu, used to reopen the menu when
  // the visitor had clicked it open and closed it again before that timer fired.
  it.each([
    ["Escape", (user: ReturnType<typeof userEvent.setup>) => user.keyboard("{Escape}")],
    ["a second click", (user: ReturnType<typeof userEvent.setup>, trigger: HTMLElement) => user.click(trigger)],
  ])("stays closed when the Menu is clicked open and closed with %s within the hover delay", async (_, close) => {
    const user = userEvent.setup()
    await renderHeader()
    const trigger = screen.getByRole("button", { name: "Menu" })
    await user.click(trigger)
    expect(trigger).toHaveAttribute("aria-expanded", "true")
    await close(user, trigger)
    expect(trigger).toHaveAttribute("aria-expanded", "false")
    await act(() => new Promise((resolve) => setTimeout(resolve, MENU_OPEN_DELAY_MS * 2)))
    expect(trigger).toHaveAttribute("aria-expanded", "false")
  })

  it("still opens on hover after the delay, and again after a close once the pointer comes back", async () => {
    const user = userEvent.setup()
    await renderHeader()
    const trigger = screen.getByRole("button", { name: "Menu" })
    await user.hover(trigger)
    await waitFor(() => expect(trigger).toHaveAttribute("aria-expanded", "true"))
    await user.keyboard("{Escape}")
    expect(trigger).toHaveAttribute("aria-expanded", "false")
    await user.unhover(trigger)
    await user.hover(trigger)
    await waitFor(() => expect(trigger).toHaveAttribute("aria-expanded", "true"))
  })

  it("opens the Menu from the keyboard", async () => {
    const user = userEvent.setup()
    render(<Header productName="Acme Rota" links={headerLinksFixture} />)
    const trigger = await screen.findByRole("button", { name: "Menu" })
    trigger.focus()
    await user.keyboard("{Enter}")
    await waitFor(() => expect(trigger).toHaveAttribute("aria-expanded", "true"))
  })
})
