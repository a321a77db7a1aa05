import { render, screen } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import { Layout } from "./layout"
import { footerFixture, headerLinksFixture, shellFixture } from "./fixtures"
import { PageLanguageContext } from "../languages/language-context"

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
  words: shellFixture.words,
}
const languages = [
  { code: "en", name: "English", locale: "en-IN" },
  { code: "hi", name: "हिन्दी", locale: "hi-IN" },
]

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue({ siteYaml: site, allLanguagesYaml: { nodes: languages } })
})

describe("Layout", () => {
  it("wraps the page in the header, main landmark and footer built from site content", () => {
    render(<Layout floatingContact>page body</Layout>)
    expect(screen.getByRole("banner")).toHaveTextContent("Acme Rota")
    expect(screen.getByRole("main")).toHaveTextContent("page body")
    expect(screen.getByRole("contentinfo")).toHaveTextContent("© 2023 Acme Rota Labs LLP")
    expect(screen.getByTestId("floating-contact")).toBeInTheDocument()
  })

  it("offers an English page's Hindi home when the page itself is not translated", () => {
    render(<Layout floatingContact>page body</Layout>)
    const [header, footer] = screen.getAllByRole("list", { name: "Language" })
    for (const list of [header!, footer!]) {
      expect(list).toHaveTextContent("हिन्दी")
      expect(list.querySelector("a")).toHaveAttribute("href", "/hi")
    }
  })

  it("draws a Hindi page's shell in Hindi, its links home to /hi, and offers the same page in English", () => {
    const alternates = [
      { code: "en", path: "/privacy" },
      { code: "hi", path: "/hi/privacy" },
    ]
    const shell = {
      headerLinks: [{ label: "कीमतें", to: "/pricing" }],
      words: { menu: "मेन्यू", languages: "भाषा", home: "{productName} होम पेज" },
    }
    render(
      <PageLanguageContext.Provider value={{ language: { code: "hi", alternates }, shell }}>
        <Layout floatingContact>पेज</Layout>
      </PageLanguageContext.Provider>,
    )
    expect(screen.getByRole("button", { name: "मेन्यू" })).toBeInTheDocument()
    // Words the translation leaves out come from English.
    expect(screen.getByRole("link", { name: "Skip to content" })).toBeInTheDocument()
    for (const home of screen.getAllByRole("link", { name: "Acme Rota होम पेज" }))
      expect(home).toHaveAttribute("href", "/hi")
    for (const list of screen.getAllByRole("list", { name: "भाषा" })) {
      const link = list.querySelector("a")!
      expect([link.textContent, link.getAttribute("href"), link.getAttribute("hreflang")]).toEqual([
        "English",
        "/privacy",
        "en",
      ])
    }
    expect(screen.getAllByRole("link", { name: "कीमतें", hidden: true }).map((a) => a.getAttribute("href"))).toEqual([
      "/pricing",
      "/pricing",
    ])
  })

  it("passes a page's floatingContact: false through to the footer", () => {
    render(<Layout floatingContact={false}>page body</Layout>)
    expect(screen.queryByTestId("floating-contact")).not.toBeInTheDocument()
  })
})
