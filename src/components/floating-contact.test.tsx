import { render, screen } from "@testing-library/react"
import { FloatingContact } from "./floating-contact"
import { footerFixture } from "./fixtures"

describe("FloatingContact", () => {
  it("asks the question and links CONTACT US NOW to /contact", () => {
    render(<FloatingContact {...footerFixture.contactCard} />)
    const card = screen.getByRole("complementary")
    expect(card).toHaveTextContent("Do you have any question?")
    expect(card).toHaveTextContent("Feel free to contact us")
    expect(screen.getByRole("link", { name: "CONTACT US NOW" })).toHaveAttribute("href", "/contact")
  })
})
