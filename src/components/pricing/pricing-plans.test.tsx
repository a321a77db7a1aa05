import { render, screen, within } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import userEvent from "@testing-library/user-event"
import { PricingPlans } from "./pricing-plans"
import { PricingPreview } from "./pricing-preview"
import { pricingFixture } from "./fixtures"
import type { ReactNode } from "react"
import { SiteStateProvider } from "../../state/site-state-provider"
import { createSiteStore } from "../../state/site-store"
import { translatedData } from "../../languages/data-words"
import { PageLanguageContext } from "../../languages/language-context"

function renderWithState(ui: ReactNode) {
  return render(<SiteStateProvider store={createSiteStore()}>{ui}</SiteStateProvider>)
}

const html = document.documentElement

beforeEach(() => {
  // The compact plans' link goes to the pricing page in the page's language (site.yaml's languages).
  jest.mocked(useStaticQuery).mockReturnValue({
    siteYaml: { language: "en" },
    allLanguagesYaml: {
      nodes: [
        { code: "en", name: "English", locale: "en-IN" },
        { code: "hi", name: "हिन्दी", locale: "hi-IN" },
      ],
    },
  })
  window.localStorage.clear()
  window.history.replaceState(null, "", "/pricing")
  // The visitor record never arrives in these tests.
  global.fetch = jest.fn(() => new Promise<Response>(() => {}))
})

describe("PricingPlans", () => {
  it("renders the switches as radio groups with the defaults checked", () => {
    renderWithState(<PricingPlans content={pricingFixture} />)
    const billing = screen.getByRole("radiogroup", { name: "Billing period" })
    const currency = screen.getByRole("radiogroup", { name: "Currency" })
    expect(within(billing).getByRole("radio", { name: "Yearly" })).toHaveAttribute("aria-checked", "true")
    expect(within(billing).getByRole("radio", { name: "Monthly" })).toHaveAttribute("aria-checked", "false")
    expect(within(currency).getByRole("radio", { name: "USD" })).toHaveAttribute("aria-checked", "true")
    expect(within(currency).getByRole("radio", { name: "INR" })).toHaveAttribute("aria-checked", "false")
    // one tab stop per group: the checked radio
    expect(within(currency).getByRole("radio", { name: "USD" })).toHaveAttribute("tabindex", "0")
    expect(within(currency).getByRole("radio", { name: "INR" })).toHaveAttribute("tabindex", "-1")
  })

  it("renders every currency × billing variant of every amount", () => {
    const { container } = renderWithState(<PricingPlans content={pricingFixture} />)
    const growth = container.querySelector('[data-plan="Growth"]') as HTMLElement
    const variants = [...growth.querySelectorAll("[data-variant]")].map((v) => v.getAttribute("data-variant"))
    expect(variants).toEqual(["INR-monthly", "INR-yearly", "USD-monthly", "USD-yearly"])
    const perMonth = (key: string) =>
      growth.querySelector(`[data-variant="${key}"] [data-amount="per-month"]`)?.textContent
    expect(perMonth("USD-yearly")).toBe("$5")
    expect(perMonth("USD-monthly")).toBe("$6")
    expect(perMonth("INR-yearly")).toBe("₹1,00,000")
    expect(perMonth("INR-monthly")).toBe("₹1,20,000")
    expect(growth.querySelector('[data-variant="INR-yearly"] [data-amount="yearly-total"]')?.textContent).toBe(
      "₹12,00,000",
    )
    expect(growth.querySelector('[data-variant="INR-yearly"] [data-amount="saving"]')?.textContent).toBe("₹2,40,000")
    expect(growth.querySelector('[data-variant="USD-yearly"]')?.textContent).toContain("Save 17%")
    expect(growth.querySelector('[data-variant="USD-monthly"] [data-amount="yearly-total"]')).toBeNull()
  })

  it("shows each plan's call to action, features and the highlight", () => {
    renderWithState(<PricingPlans content={pricingFixture} />)
    expect(screen.getByRole("heading", { level: 2, name: "Growth" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Start with Growth" })).toHaveAttribute("href", "/invite")
    expect(screen.getByText("Clock-in")).toBeInTheDocument()
    expect(screen.getAllByText("Most popular")).toHaveLength(1)
    expect(screen.getByText("INR prices exclude GST.")).toBeInTheDocument()
  })

  it("clicking a radio changes the state and the <html> attributes", async () => {
    renderWithState(<PricingPlans content={pricingFixture} />)
    await userEvent.click(screen.getByRole("radio", { name: "INR" }))
    await userEvent.click(screen.getByRole("radio", { name: "Monthly" }))
    expect(screen.getByRole("radio", { name: "INR" })).toHaveAttribute("aria-checked", "true")
    expect(screen.getByRole("radio", { name: "Monthly" })).toHaveAttribute("aria-checked", "true")
    expect(html).toHaveAttribute("data-currency", "INR")
    expect(html).toHaveAttribute("data-billing", "monthly")
  })

  it("arrow keys, Home and End move the choice and the focus, wrapping around", async () => {
    renderWithState(<PricingPlans content={pricingFixture} />)
    const usd = screen.getByRole("radio", { name: "USD" })
    usd.focus()
    await userEvent.keyboard("{ArrowRight}")
    const inr = screen.getByRole("radio", { name: "INR" })
    expect(inr).toHaveAttribute("aria-checked", "true")
    expect(inr).toHaveFocus()
    await userEvent.keyboard("{ArrowLeft}")
    expect(usd).toHaveAttribute("aria-checked", "true")
    await userEvent.keyboard("{Home}")
    expect(inr).toHaveAttribute("aria-checked", "true")

    screen.getByRole("radio", { name: "Yearly" }).focus()
    await userEvent.keyboard("{ArrowUp}")
    expect(screen.getByRole("radio", { name: "Monthly" })).toHaveAttribute("aria-checked", "true")
    await userEvent.keyboard("{End}")
    expect(screen.getByRole("radio", { name: "Yearly" })).toHaveAttribute("aria-checked", "true")
    expect(screen.getByRole("radio", { name: "Yearly" })).toHaveFocus()
  })
})

describe("PricingPlans in another language (a translation of pricing.yaml laid over the English)", () => {
  const { pricingYaml: hindi } = translatedData(
    { pricingYaml: pricingFixture },
    {
      pricingYaml: {
        highlightLabel: "सबसे लोकप्रिय",
        plans: [{ id: "growth", pitch: "कई लोकेशन के लिए।", cta: { label: "अर्ली ऐक्सेस माँगें", to: "/hi/invite" } }],
        words: {
          perSeatPerMonth: "प्रति सदस्य, प्रति माह",
          billedYearly: "साल में एक बार {amount} प्रति सदस्य",
          saveBadge: "{percent} की बचत",
          savingPerYear: "हर साल प्रति सदस्य {amount} कम",
          billingPeriod: "भुगतान की अवधि",
          monthly: "मासिक",
          yearly: "सालाना",
          currency: "मुद्रा",
          plans: "प्लान और कीमतें",
        },
      },
    },
  )

  it("names the switches and the plans, and words the prices, in that language, with the amounts where its text puts them", () => {
    const { container } = renderWithState(<PricingPlans content={hindi} />)
    expect(screen.getByRole("region", { name: "प्लान और कीमतें" })).toBeInTheDocument()
    const billing = screen.getByRole("radiogroup", { name: "भुगतान की अवधि" })
    expect(within(billing).getByRole("radio", { name: "सालाना" })).toHaveAttribute("aria-checked", "true")
    expect(
      within(screen.getByRole("radiogroup", { name: "मुद्रा" })).getByRole("radio", { name: "INR" }),
    ).toBeInTheDocument()
    const growth = container.querySelector('[data-plan="Growth"]') as HTMLElement
    const inrYearly = growth.querySelector('[data-variant="INR-yearly"]') as HTMLElement
    expect(inrYearly.textContent).toContain("₹1,00,000प्रति सदस्य, प्रति माह")
    expect(inrYearly.textContent).toContain("साल में एक बार ₹12,00,000 प्रति सदस्य")
    expect(inrYearly.querySelector('[data-amount="yearly-total"]')?.textContent).toBe("₹12,00,000")
    expect(inrYearly.textContent).toContain("17% की बचत हर साल प्रति सदस्य ₹2,40,000 कम")
    expect(inrYearly.querySelector('[data-amount="saving"]')?.textContent).toBe("₹2,40,000")
  })

  it("keeps what the translation leaves out in English, and each plan's prices and highlight", () => {
    const { container } = renderWithState(<PricingPlans content={hindi} />)
    const growth = container.querySelector('[data-plan="Growth"]') as HTMLElement
    expect(within(growth).getByText("कई लोकेशन के लिए।")).toBeInTheDocument()
    expect(within(growth).getByText("सबसे लोकप्रिय")).toBeInTheDocument()
    expect(within(growth).getByRole("link", { name: "अर्ली ऐक्सेस माँगें" })).toHaveAttribute("href", "/hi/invite")
    expect(growth.querySelector('[data-variant="USD-monthly"]')?.textContent).toContain("Billed monthly")
    expect(growth.querySelector('[data-variant="USD-monthly"]')?.textContent).toContain("Save 17% with yearly billing")
    const starter = container.querySelector('[data-plan="Starter"]') as HTMLElement
    expect(within(starter).getByText("For one site.")).toBeInTheDocument()
    expect(within(starter).getByRole("link", { name: "Request early access" })).toHaveAttribute("href", "/invite")
  })
})

describe("PricingPreview", () => {
  it("shows the plans compactly, with the same switches and a link to /pricing", () => {
    const { container } = renderWithState(<PricingPreview content={pricingFixture} />)
    expect(screen.getByRole("heading", { level: 2, name: "Simple pricing" })).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 3, name: "Starter" })).toBeInTheDocument()
    expect(screen.getByRole("radiogroup", { name: "Currency" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Compare plans and features" })).toHaveAttribute("href", "/pricing")
    const starter = container.querySelector('[data-plan="Starter"]') as HTMLElement
    expect(starter.querySelectorAll("[data-variant]")).toHaveLength(4)
    expect(starter.querySelector('[data-variant="INR-yearly"] [data-amount="per-month"]')?.textContent).toBe("₹199")
  })

  it("links to the pricing page in the page's language: a Hindi page's to /hi/pricing", () => {
    renderWithState(
      <PageLanguageContext.Provider
        value={{
          language: {
            code: "hi",
            alternates: [
              { code: "en", path: "/" },
              { code: "hi", path: "/hi" },
            ],
          },
        }}
      >
        <PricingPreview content={pricingFixture} />
      </PageLanguageContext.Provider>,
    )
    expect(screen.getByRole("link", { name: "Compare plans and features" })).toHaveAttribute("href", "/hi/pricing")
  })

  it("reads the same state as the full display", async () => {
    renderWithState(
      <>
        <PricingPreview content={pricingFixture} />
        <PricingPlans content={pricingFixture} />
      </>,
    )
    await userEvent.click(screen.getAllByRole("radio", { name: "INR" })[0]!)
    for (const radio of screen.getAllByRole("radio", { name: "INR" }))
      expect(radio).toHaveAttribute("aria-checked", "true")
  })
})
