import { render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Header } from "./header"
import { requestNavigation } from "./deferred-nav-intent"

describe("Header", () => {
  // In the browser gatsby-browser asks for the navigation's code once the page has hydrated.
  beforeAll(() => requestNavigation())

  it("links the logo home and names the product", () => {
    render(<Header productName="Acme Rota" />)
    const home = screen.getByRole("link", { name: "Acme Rota home" })
    expect(home).toHaveAttribute("href", "/")
    expect(home).toHaveTextContent("Acme Rota")
  })

  it("shows Contact, Pricing and Features as inline links in the main navigation", async () => {
    render(<Header productName="Acme Rota" />)
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
    render(<Header productName="Acme Rota" />)
    const trigger = await screen.findByRole("button", { name: "Menu" })
    expect(trigger).toHaveAttribute("aria-expanded", "false")

    await user.click(trigger)
    await waitFor(() => expect(trigger).toHaveAttribute("aria-expanded", "true"))
    const panel = document.getElementById(trigger.getAttribute("aria-controls") ?? "")
    expect(panel).not.toBeNull()
    expect(within(panel as HTMLElement).getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual([
      "/contact",
      "/pricing",
      "/features",
    ])

    await user.keyboard("{Escape}")
    await waitFor(() => expect(trigger).toHaveAttribute("aria-expanded", "false"))
  })

  it("opens the Menu from the keyboard", async () => {
    const user = userEvent.setup()
    render(<Header productName="Acme Rota" />)
    const trigger = await screen.findByRole("button", { name: "Menu" })
    trigger.focus()
    await user.keyboard("{Enter}")
    await waitFor(() => expect(trigger).toHaveAttribute("aria-expanded", "true"))
  })
})
