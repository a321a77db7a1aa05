import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { navigate, useStaticQuery } from "gatsby"
import type { YourDataAnswer } from "../../../contracts/your-data"
import { LinkRequestForm } from "./link-request-form"
import { OpenData } from "./open-data"
import { YourDataView } from "./your-data-view"
import { formNamesIn, yourDataWordsIn, yourDataWrapper } from "../../../tests/helpers/your-data-words"

// The your-data pages' components with the network replaced: what a person sees and where they are taken. The whole
// flow against the real server is tests/e2e/your-data.test.ts.

const navigated = navigate as jest.MockedFunction<typeof navigate>
const realFetch = globalThis.fetch
beforeEach(() => {
  navigated.mockClear()
  // The site's languages (content/languages.yaml), which name the language a request was sent in.
  jest.mocked(useStaticQuery).mockReturnValue({
    siteYaml: {},
    allLanguagesYaml: {
      nodes: [
        { code: "en", name: "English", locale: "en-IN" },
        { code: "hi", name: "हिन्दी", locale: "hi-IN" },
      ],
    },
  })
})
afterEach(() => {
  globalThis.fetch = realFetch
})

const answer: YourDataAnswer = {
  data: {
    exported_at: "2026-11-26T10:00:00.000Z",
    request: {
      id: "req-1",
      email: "priya@example.com",
      email_key: "priya@example.com",
      name: "Priya Raman",
      company: "Acme Retail",
      emp_count: "51-200",
      topic: "demo",
      message: "Forty stores",
      country: "IN",
      user_agent: "Mozilla/5.0 (X11; Linux x86_64)",
      created_at: "2026-11-26T09:00:00.000Z",
      confirmed_at: "2026-11-26T09:05:00.000Z",
      confirmation_sent_at: "2026-11-26T09:00:00.000Z",
      corrected_at: null,
      language: "hi",
      landing_path: "/for/retail",
      utm_source: "newsletter",
      utm_medium: null,
      utm_campaign: "<b>winter</b>",
      utm_term: null,
      utm_content: null,
      referrer_host: "news.example.com",
    },
    deliveries: [
      {
        id: "d-1",
        request_id: "req-1",
        kind: "visitor_confirmation",
        payload: "{}",
        created_at: "2026-11-26T09:00:00.000Z",
        attempts: 1,
        next_attempt_at: "2026-11-26T09:00:00.000Z",
        locked_until: null,
        lock_id: null,
        delivered_at: "2026-11-26T09:00:02.000Z",
        dead_at: null,
        last_error: null,
        sent_via: "smtp:smtp.postmarkapp.com",
      },
    ],
    links: [
      {
        request_id: "req-1",
        purpose: "access",
        created_at: "2026-11-26T09:50:00.000Z",
        expires_at: "2026-11-27T09:50:00.000Z",
        used_at: "2026-11-26T09:55:00.000Z",
      },
    ],
    rights_requests: [
      {
        id: "r-1",
        request_id: "req-1",
        kind: "access",
        requested_at: "2026-11-26T09:50:00.000Z",
        answered_at: "2026-11-26T09:50:01.000Z",
      },
    ],
    retention: { erase_by: "2028-11-25T09:00:00.000Z", days: 730 },
    processors: [
      {
        kind: "email",
        host: "smtp.postmarkapp.com",
        to_you: 1,
        to_staff: 2,
        // The download's words; the page words the facts itself, in its language.
        name: "Our email provider (smtp.postmarkapp.com)",
        role: "Delivers the emails we send",
        received: "your name and email address, to deliver 1 email to you; and …",
      },
    ],
  },
  session: { expires_at: "2026-11-26T10:25:00.000Z" },
}

function answering(routes: Record<string, { status: number; body: unknown }>) {
  const fetch = jest.fn((url: string, _init?: { body?: string }) => {
    const route = routes[url] ?? { status: 500, body: {} }
    return Promise.resolve({ status: route.status, json: () => Promise.resolve(route.body) } as unknown as Response)
  })
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch
  return fetch
}

describe("the form", () => {
  it("is a real form posting to the Function, so it works before the script and without it", () => {
    const { container } = render(<LinkRequestForm />, { wrapper: yourDataWrapper("en", "your-data-request") })
    const form = container.querySelector("form")!
    expect(form).toHaveAttribute("method", "post")
    expect(form).toHaveAttribute("action", "/api/your-data/request")
    expect(screen.getByRole("textbox", { name: "Email address" })).toHaveAttribute("name", "email")
    expect(screen.getByRole("textbox", { name: "Email address" })).toBeRequired()
  })

  it("with the script: the neutral page whatever the address; the field's message; the wait", async () => {
    const outcomes = [
      { outcome: "sent" as const },
      { outcome: "invalid" as const, message: "Enter a valid email address." },
      { outcome: "rate-limited" as const },
    ]
    const request = jest.fn(() => Promise.resolve(outcomes.shift()!))
    render(<LinkRequestForm request={request} />, { wrapper: yourDataWrapper("en", "your-data-request") })
    const user = userEvent.setup()
    await user.type(screen.getByRole("textbox", { name: "Email address" }), "priya@example.com")
    await user.click(screen.getByRole("button", { name: "Email me a link" }))
    expect(request).toHaveBeenCalledWith("priya@example.com", "en")
    expect(navigated).toHaveBeenCalledWith("/your-data/sent")

    await user.click(screen.getByRole("button", { name: "Email me a link" }))
    expect(await screen.findByText("Enter a valid email address.")).toBeInTheDocument()
    expect(screen.getByRole("textbox", { name: "Email address" })).toHaveAttribute("aria-invalid", "true")
    await user.click(screen.getByRole("button", { name: "Email me a link" }))
    expect(await screen.findByRole("status")).toHaveTextContent("Too many requests for now.")
    expect(navigated).toHaveBeenCalledTimes(1)
  })
})

describe("the form in Hindi", () => {
  const hindi = yourDataWordsIn("hi").request

  it("speaks Hindi, sends the page's language with the address, and leads to the Hindi page", async () => {
    // What content/hi/your-data.yaml says, not the English.
    expect(hindi.submit).not.toBe(yourDataWordsIn("en").request.submit)
    const request = jest.fn(() => Promise.resolve({ outcome: "sent" as const }))
    const { container } = render(<LinkRequestForm request={request} />, {
      wrapper: yourDataWrapper("hi", "your-data-request"),
    })
    expect(screen.getByRole("heading", { name: hindi.title })).toBeInTheDocument()
    // A form the browser sends by itself says its language too: the Function leads it to the Hindi page.
    expect(container.querySelector('input[type="hidden"][name="language"]')).toHaveValue("hi")
    const user = userEvent.setup()
    await user.type(screen.getByRole("textbox", { name: hindi.email }), "priya@example.com")
    await user.click(screen.getByRole("button", { name: hindi.submit }))
    expect(request).toHaveBeenCalledWith("priya@example.com", "hi")
    expect(navigated).toHaveBeenCalledWith("/hi/your-data/sent")
  })

  it("says that too many requests came, in Hindi", async () => {
    const request = jest.fn(() => Promise.resolve({ outcome: "rate-limited" as const }))
    render(<LinkRequestForm request={request} />, { wrapper: yourDataWrapper("hi", "your-data-request") })
    const user = userEvent.setup()
    await user.type(screen.getByRole("textbox", { name: hindi.email }), "priya@example.com")
    await user.click(screen.getByRole("button", { name: hindi.submit }))
    expect(await screen.findByRole("status")).toHaveTextContent(hindi.rateLimited)
  })
})

describe("the link's page", () => {
  it("without a token, says so and offers the form; the button cannot be pressed", () => {
    window.history.replaceState(null, "", "/your-data/open")
    render(<OpenData open={jest.fn()} />, { wrapper: yourDataWrapper("en", "your-data-open") })
    expect(screen.getByRole("status")).toHaveTextContent("This page needs the link from your email.")
    expect(screen.getByRole("link", { name: "Ask for a link" })).toHaveAttribute("href", "/your-data")
    expect(screen.getByRole("button", { name: "Show my data" })).toBeDisabled()
  })

  it.each([
    ["open", "/your-data/view"],
    ["expired", "/your-data/expired"],
  ] as const)(
    "the button spends the token; %s leads to %s, replacing the link in the history",
    async (outcome, page) => {
      window.history.replaceState(null, "", "/your-data/open?token=abc.def")
      const open = jest.fn(() => Promise.resolve(outcome))
      render(<OpenData open={open} />, { wrapper: yourDataWrapper("en", "your-data-open") })
      expect(open).not.toHaveBeenCalled()
      await userEvent.setup().click(screen.getByRole("button", { name: "Show my data" }))
      expect(open).toHaveBeenCalledWith("abc.def")
      expect(navigated).toHaveBeenCalledWith(page, { replace: true })
    },
  )
})

describe("the link's page in Hindi", () => {
  const hindi = yourDataWordsIn("hi").open

  it("without a token, says so in Hindi and offers the Hindi form", () => {
    window.history.replaceState(null, "", "/hi/your-data/open")
    render(<OpenData open={jest.fn()} />, { wrapper: yourDataWrapper("hi", "your-data-open") })
    expect(screen.getByRole("status")).toHaveTextContent(hindi.noLink)
    expect(screen.getByRole("link", { name: hindi.askForLink })).toHaveAttribute("href", "/hi/your-data")
    expect(screen.getByRole("button", { name: hindi.button })).toBeDisabled()
  })

  it("an expired link leads to the Hindi page that says so", async () => {
    window.history.replaceState(null, "", "/hi/your-data/open?token=abc.def")
    render(<OpenData open={() => Promise.resolve("expired" as const)} />, {
      wrapper: yourDataWrapper("hi", "your-data-open"),
    })
    await userEvent.setup().click(screen.getByRole("button", { name: hindi.button }))
    expect(navigated).toHaveBeenCalledWith("/hi/your-data/expired", { replace: true })
  })
})

describe("the data", () => {
  it("shows every stored field, each delivery, who received it, the rights log and the erase-by day", async () => {
    render(<YourDataView load={() => Promise.resolve({ outcome: "loaded", answer })} />, { wrapper: yourDataWrapper() })
    const request = await screen.findByRole("region", { name: "Your request" })
    for (const text of [
      "priya@example.com",
      "Priya Raman",
      "Acme Retail",
      "51–200 employees",
      "A demo",
      "Forty stores",
      "Mozilla/5.0 (X11; Linux x86_64)",
      "req-1",
    ])
      expect(within(request).getByText(text, { exact: false })).toBeInTheDocument()
    // Where it came from: the page, the campaign's parameters by name (markup in them shown as text), the referrer.
    const row = (term: string) => within(request).getByText(term, { selector: "dt" }).nextElementSibling
    expect(row("Page you sent it from")).toHaveTextContent("/for/retail")
    expect(row("Campaign in its address")).toHaveTextContent("utm_source: newsletterutm_campaign: <b>winter</b>")
    expect(request.querySelector("b")).toBeNull()
    expect(row("Site that linked you to us")).toHaveTextContent("news.example.com")
    // The language it was sent in, named in itself, which its emails and pages speak.
    expect(row("Language of the form and emails")).toHaveTextContent("हिन्दी")
    expect(row("Language of the form and emails")?.firstElementChild).toHaveAttribute("lang", "hi")
    expect(request.querySelector('time[datetime="2026-11-26T09:05:00.000Z"]')).toHaveTextContent(
      "26 November 2026, 09:05 UTC",
    )
    expect(screen.getByRole("region", { name: "Emails and notifications about it" })).toHaveTextContent(
      "Confirmation email, to youQueued 26 November 2026, 09:00 UTC. Sent 26 November 2026, 09:00 UTC through our email provider (smtp.postmarkapp.com).",
    )
    expect(screen.getByRole("region", { name: "Who received it" })).toHaveTextContent(
      "Our email provider (smtp.postmarkapp.com)Delivers the emails we sendReceived: your name and email address, to deliver 1 email to you; and your request's details, in 2 notification emails to our team.",
    )
    expect(screen.getByRole("region", { name: "What you asked of us" })).toHaveTextContent("To see your data")
    expect(screen.getByRole("region", { name: "How long we keep it" })).toHaveTextContent("25 November 2028")
    expect(screen.getByRole("link", { name: "Download as CSV" })).toHaveAttribute(
      "href",
      "/api/your-data?download=csv&language=en",
    )
  })

  it("a request with no source says so, field by field", async () => {
    const none = {
      landing_path: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      utm_term: null,
      utm_content: null,
      referrer_host: null,
    }
    const bare = { ...answer, data: { ...answer.data, request: { ...answer.data.request, ...none } } }
    render(<YourDataView load={() => Promise.resolve({ outcome: "loaded", answer: bare })} />, {
      wrapper: yourDataWrapper(),
    })
    const request = await screen.findByRole("region", { name: "Your request" })
    const row = (term: string) => within(request).getByText(term, { selector: "dt" }).nextElementSibling
    expect(row("Page you sent it from")).toHaveTextContent(/^Not known$/)
    expect(row("Campaign in its address")).toHaveTextContent(/^None$/)
    expect(row("Site that linked you to us")).toHaveTextContent(/^None \(you came directly, or it did not say\)$/)
  })

  it("a correction is sent as JSON, said to be saved, and the data loaded again", async () => {
    const load = jest.fn(() => Promise.resolve({ outcome: "loaded" as const, answer }))
    const fetch = answering({
      "/api/your-data/correction": { status: 200, body: { status: "corrected", fields: ["company"] } },
    })
    render(<YourDataView load={load} />, { wrapper: yourDataWrapper() })
    const user = userEvent.setup()
    const company = await screen.findByRole("textbox", { name: "Company" })
    await user.clear(company)
    await user.type(company, "Acme Retail India")
    await user.click(screen.getByRole("button", { name: "Save corrections" }))
    expect(await screen.findByText("Saved: your company. Our team has been told of the change.")).toBeInTheDocument()
    expect(JSON.parse(fetch.mock.calls[0]?.[1]?.body ?? "")).toEqual({
      name: "Priya Raman",
      company: "Acme Retail India",
      emp_count: "51-200",
      // The page's language: the server's messages under a field are in it.
      language: "en",
    })
    expect(load).toHaveBeenCalledTimes(2)
  })

  it("erasing says what goes first; afterwards the page says it is erased and shows none of it", async () => {
    answering({ "/api/your-data/erasure": { status: 200, body: { status: "erased" } } })
    render(<YourDataView load={() => Promise.resolve({ outcome: "loaded", answer })} />, { wrapper: yourDataWrapper() })
    const erase = await screen.findByRole("region", { name: "Erase it" })
    expect(erase).toHaveTextContent("every link we emailed you for it, and this session")
    expect(erase).toHaveTextContent("It cannot reach:")
    await userEvent.setup().click(within(erase).getByRole("button", { name: "Erase my request and everything above" }))
    const heading = await screen.findByRole("heading", { name: "Your request is erased" })
    expect(heading).toHaveFocus()
    expect(screen.queryByText("priya@example.com")).not.toBeInTheDocument()
  })

  it("without a session: says it has ended and offers a new link", async () => {
    render(<YourDataView load={() => Promise.resolve({ outcome: "no-session" })} />, { wrapper: yourDataWrapper() })
    expect(await screen.findByRole("heading", { name: "Your session has ended" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute("href", "/your-data")
  })
})

describe("the data in Hindi", () => {
  const words = yourDataWordsIn("hi")
  const loaded = () => Promise.resolve({ outcome: "loaded" as const, answer })

  it("every heading, field, time and service in Hindi; the topic and size as the Hindi form names them", async () => {
    render(<YourDataView load={loaded} />, { wrapper: yourDataWrapper("hi") })
    const request = await screen.findByRole("region", { name: words.view.request.title })
    const row = (term: string) => within(request).getByText(term, { selector: "dt" }).nextElementSibling
    const form = formNamesIn("hi")
    expect(row(words.held.size)).toHaveTextContent(form.sizes["51-200"])
    expect(row(words.held.topic)).toHaveTextContent(form.topics.demo)
    expect(request.querySelector('time[datetime="2026-11-26T09:05:00.000Z"]')).toHaveTextContent(
      "26 नवंबर 2026, 09:05 UTC",
    )
    expect(screen.getByRole("region", { name: words.view.processors.title })).toHaveTextContent(
      `${words.processors.email.name} (smtp.postmarkapp.com)`,
    )
    expect(screen.getByRole("region", { name: words.view.retention.title })).toHaveTextContent("25 नवंबर 2028")
    expect(screen.getByRole("region", { name: words.view.erase })).toHaveTextContent(words.erase.keepsList[0]!)
    // Nothing of the English's.
    const english = yourDataWordsIn("en")
    for (const text of [english.view.request.title, english.held.size, english.records.deliveries.rights_link])
      expect(screen.queryByText(text, { exact: false })).not.toBeInTheDocument()
  })

  it("a correction sends the page's language and says what was saved in Hindi", async () => {
    const fetch = answering({
      "/api/your-data/correction": { status: 200, body: { status: "corrected", fields: ["name", "company"] } },
    })
    render(<YourDataView load={loaded} />, { wrapper: yourDataWrapper("hi") })
    const user = userEvent.setup()
    await user.click(await screen.findByRole("button", { name: words.correction.submit }))
    expect(JSON.parse(fetch.mock.calls[0]?.[1]?.body ?? "")).toMatchObject({ language: "hi" })
    const fields = new Intl.ListFormat("hi-IN", { type: "conjunction" }).format([
      words.correction.fields.name,
      words.correction.fields.company,
    ])
    expect(await screen.findByText(words.correction.saved.replace("{fields}", fields))).toBeInTheDocument()
  })

  it("without a session: says so in Hindi and offers the Hindi form", async () => {
    render(<YourDataView load={() => Promise.resolve({ outcome: "no-session" })} />, {
      wrapper: yourDataWrapper("hi"),
    })
    expect(await screen.findByRole("heading", { name: words.view.ended.title })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: words.view.askAgain })).toHaveAttribute("href", "/hi/your-data")
  })
})
