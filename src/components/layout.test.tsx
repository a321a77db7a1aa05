import { render, screen } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import { Layout } from "./layout"
import { footerFixture, headerLinksFixture } from "./fixtures"

const site = {
  productName: "Acme Rota",
  tagline: "Shifts, sorted",
  description: "Scheduling for shift teams",
  legalName: "Acme Rota Labs LLP",
  address: "12 Park Street, Kolkata 700016",
  email: "hi@acme.test",
  supportEmail: "help@acme.test",
  phone: "+91 00000 00000",
  siteUrl: "https://acme.test",
  language: "en",
  headerLinks: headerLinksFixture,
  footerColumns: footerFixture.columns,
  legalLinks: footerFixture.legalLinks,
  contactCard: footerFixture.contactCard,
}

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue({ siteYaml: site })
})

describe("Layout", () => {
  it("wraps the page in the header, main landmark and footer built from site content", () => {
    render(<Layout floatingContact>page body</Layout>)
    expect(screen.getByRole("banner")).toHaveTextContent("Acme Rota")
    expect(screen.getByRole("main")).toHaveTextContent("page body")
    expect(screen.getByRole("contentinfo")).toHaveTextContent("© 2023 Acme Rota Labs LLP")
    expect(screen.getByTestId("floating-contact")).toBeInTheDocument()
  })

  it("passes a page's floatingContact: false through to the footer", () => {
    render(<Layout floatingContact={false}>page body</Layout>)
    expect(screen.queryByTestId("floating-contact")).not.toBeInTheDocument()
  })
})
