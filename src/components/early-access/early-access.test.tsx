import { formWordsWrapper } from "../../../tests/helpers/form-words"
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { EARLY_ACCESS_TOPICS } from "../../../contracts/early-access"
import { EMPLOYEE_RANGES } from "../../../contracts/employee-ranges"
import { COUNT_ANNOUNCE_DELAY_MS } from "./message-field"
import { EarlyAccess } from "./early-access"
import { trackEarlyAccessRequest } from "../../telemetry/track-early-access"

jest.mock("../../telemetry/track-early-access", () => ({ trackEarlyAccessRequest: jest.fn() }))

type Answer = { status: number; body?: unknown; headers?: Record<string, string> }

// jsdom has no fetch Response: a stand-in with what submit-early-access.ts reads.
function respond(answer: Answer): Response {
  const headers = new Map(Object.entries(answer.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]))
  return {
    status: answer.status,
    ok: answer.status < 300,
    headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null },
    json: () => (answer.body === undefined ? Promise.reject(new SyntaxError("no JSON")) : Promise.resolve(answer.body)),
  } as unknown as Response
}

function mockFetch(...answers: Array<Answer | Error | "pending">) {
  const fetch = jest.fn<Promise<Response>, Parameters<typeof globalThis.fetch>>()
  for (const answer of answers) {
    if (answer === "pending") fetch.mockReturnValueOnce(new Promise<Response>(() => {}))
    else if (answer instanceof Error) fetch.mockRejectedValueOnce(answer)
    else fetch.mockResolvedValueOnce(respond(answer))
  }
  global.fetch = fetch
  return fetch
}

/** The server's echo of what fillIn() types, normalised (the form sends the email as typed). */
const ANSWER = {
  status: "received",
  email: "ada@example.com",
  name: "Ada Lovelace",
  company: "Analytical Engines",
  emp_count: "11-50",
  topic: "demo",
  message: "Two sites,\nnight shifts.",
} as const

const email = () => screen.getByRole("textbox", { name: "Work email" })
const name = () => screen.getByRole("textbox", { name: "Your name" })
const company = () => screen.getByRole("textbox", { name: "Company" })
const size = () => screen.getByRole("combobox", { name: "Company size (optional)" })
const topics = () => screen.getByRole("radiogroup", { name: "What can we help with?" })
const topic = (label: string) => screen.getByRole("radio", { name: label })
const message = () => screen.getByRole("textbox", { name: "Message (optional)" })
const submitButton = () => screen.getByRole("button", { name: /Request early access|Sending/ })

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(email(), "ada@example.com")
  await user.type(name(), "Ada Lovelace")
  await user.type(company(), "Analytical Engines")
  await user.selectOptions(size(), "11-50")
  await user.click(topic("A demo"))
  await user.type(message(), "Two sites,{Enter}night shifts.")
}

/** Fills the form in and submits it; the server refuses it with these messages for its fields. */
async function submitRefused(fields: Record<string, string>) {
  mockFetch({
    status: 400,
    body: { error: { code: "invalid_fields", message: "Some fields need attention.", fields } },
  })
  const user = userEvent.setup()
  render(<EarlyAccess alreadyRequested={false} />, { wrapper: formWordsWrapper() })
  await fillIn(user)
  await user.click(submitButton())
  return user
}

let info: jest.SpyInstance
let error: jest.SpyInstance
beforeEach(() => {
  info = jest.spyOn(console, "info").mockImplementation(() => {})
  error = jest.spyOn(console, "error").mockImplementation(() => {})
})
afterEach(() => {
  info.mockRestore()
  error.mockRestore()
})

describe("the early-access form", () => {
  it("labels every field, marks the required ones and offers the server's company sizes", () => {
    render(<EarlyAccess alreadyRequested={false} />, { wrapper: formWordsWrapper() })
    expect(screen.getByRole("form", { name: "Tell us about your team" })).toBeInTheDocument()
    expect(email()).toBeRequired()
    expect(email()).toHaveAttribute("type", "email")
    expect(email()).toHaveAttribute("inputmode", "email")
    expect(email()).toHaveAttribute("autocomplete", "email")
    expect(name()).toBeRequired()
    expect(name()).toHaveAttribute("autocomplete", "name")
    expect(company()).toBeRequired()
    expect(company()).toHaveAttribute("autocomplete", "organization")
    expect(size()).not.toBeRequired()
    expect(
      within(size())
        .getAllByRole("option")
        .map((option) => option.getAttribute("value")),
    ).toEqual(["", ...EMPLOYEE_RANGES.map((r) => r.value)])
    expect(within(size()).getByRole("option", { name: EMPLOYEE_RANGES[0].label })).toBeInTheDocument()
  })

  it("offers the contract's topics as a radio group, early access chosen by default", () => {
    render(<EarlyAccess alreadyRequested={false} />, { wrapper: formWordsWrapper() })
    const radios = within(topics()).getAllByRole("radio")
    expect(radios.map((radio) => radio.getAttribute("value"))).toEqual(EARLY_ACCESS_TOPICS.map((t) => t.value))
    expect(radios.map((radio) => radio.getAttribute("name"))).toEqual(["topic", "topic", "topic"])
    expect(topic("Early access")).toBeChecked()
    expect(topic("A demo")).not.toBeChecked()
    expect(topic("Support")).not.toBeChecked()
  })

  it("sends the default topic and an empty message when the visitor leaves them alone", async () => {
    const fetch = mockFetch("pending")
    const user = userEvent.setup()
    render(<EarlyAccess alreadyRequested={false} />, { wrapper: formWordsWrapper() })
    await user.type(email(), "ada@example.com")
    await user.type(name(), "Ada")
    await user.type(company(), "Engines")
    await user.click(submitButton())
    await waitFor(() => expect(fetch).toHaveBeenCalled())
    expect(JSON.parse(fetch.mock.calls[0]![1]?.body as string)).toMatchObject({ topic: "early_access", message: "" })
  })

  it("caps the optional message at 2,000 characters and counts what is left", async () => {
    const user = userEvent.setup()
    render(<EarlyAccess alreadyRequested={false} />, { wrapper: formWordsWrapper() })
    expect(message()).not.toBeRequired()
    expect(message()).toHaveAttribute("maxlength", "2000")
    expect(message()).toHaveAccessibleDescription("Up to 2,000 characters.")
    expect(screen.getByText("2,000 characters left")).toHaveAttribute("aria-hidden", "true")
    await user.type(message(), "Hello")
    expect(screen.getByText("1,995 characters left")).toBeInTheDocument()
    fireEvent.change(message(), { target: { value: "x".repeat(1999) } })
    expect(screen.getByText("1 character left")).toBeInTheDocument()
  })

  it("tells screen readers the count politely, once typing pauses", () => {
    jest.useFakeTimers()
    try {
      const { container } = render(<EarlyAccess alreadyRequested={false} />, { wrapper: formWordsWrapper() })
      const live = container.querySelector('[aria-live="polite"]')!
      expect(live).toHaveTextContent("")
      fireEvent.change(message(), { target: { value: "Hi" } })
      fireEvent.change(message(), { target: { value: "Hi there" } })
      act(() => jest.advanceTimersByTime(COUNT_ANNOUNCE_DELAY_MS - 1))
      expect(live).toHaveTextContent("")
      act(() => jest.advanceTimersByTime(1))
      expect(live).toHaveTextContent("1,992 characters left")
    } finally {
      jest.useRealTimers()
    }
  })

  it("shows the server's messages for the topic and the message like the other fields'", async () => {
    const user = await submitRefused({
      message: "Keep it under 2,000 characters.",
      topic: "Choose one of the topics.",
    })
    await screen.findByText("Keep it under 2,000 characters.")
    expect(message()).toHaveAttribute("aria-invalid", "true")
    expect(message()).toHaveAccessibleDescription("Keep it under 2,000 characters. Up to 2,000 characters.")
    expect(topics()).toHaveAccessibleDescription("Choose one of the topics.")
    expect(topics()).toHaveAttribute("aria-invalid", "true")
    // The first invalid field in the form's order is the topic: its chosen option takes focus.
    expect(topic("A demo")).toHaveFocus()
    await user.type(message(), "!")
    expect(message()).not.toHaveAttribute("aria-invalid")
  })

  it("says exactly what happens with the data next to the button", () => {
    render(<EarlyAccess alreadyRequested={false} />, { wrapper: formWordsWrapper() })
    const note = screen.getByRole("link", { name: "How we handle your data" }).closest("p")!
    expect(note).toHaveTextContent(
      "We store these details to answer your request, email you a link to confirm your address, and tell our team at once. We keep them for at most 730 days, and the link in that email deletes them whenever you like.",
    )
    expect(within(note).getByRole("link")).toHaveAttribute("href", "/privacy")
  })

  it("hides the website honeypot from people and assistive tech", () => {
    const { container } = render(<EarlyAccess alreadyRequested={false} />, { wrapper: formWordsWrapper() })
    const honeypot = container.querySelector('input[name="website"]')!
    expect(honeypot).toHaveAttribute("tabindex", "-1")
    expect(honeypot).toHaveAttribute("autocomplete", "off")
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(screen.queryByRole("textbox", { name: "Website" })).toBeNull()
  })

  it("sends once, however often it is submitted, and shows its progress", async () => {
    const fetch = mockFetch("pending")
    const user = userEvent.setup()
    render(<EarlyAccess alreadyRequested={false} />, { wrapper: formWordsWrapper() })
    await fillIn(user)
    await user.click(submitButton())
    expect(submitButton()).toHaveTextContent("Sending…")
    expect(submitButton()).toBeDisabled()
    // The rest of the form and the request itself follow the button once its frame is painted (use-early-access.ts):
    // the tap's next paint waits for neither.
    expect(screen.getByRole("form")).not.toHaveAttribute("aria-busy", "true")
    expect(fetch).not.toHaveBeenCalled()
    await waitFor(() => expect(screen.getByRole("form")).toHaveAttribute("aria-busy", "true"))
    await waitFor(() => expect(fetch).toHaveBeenCalled())
    await user.click(submitButton())
    await user.type(company(), "{Enter}")
    expect(fetch).toHaveBeenCalledTimes(1)
    // What fillIn() typed (the answer's fields, less its status), the empty honeypot, and the page it was sent from
    // (jsdom's address, http://localhost/, has no campaign and no referrer).
    const { status: _status, ...typed } = ANSWER
    expect(JSON.parse(fetch.mock.calls[0]![1]?.body as string)).toEqual({ ...typed, website: "", landing_path: "/" })
  })

  it("shows the server's field messages next to their fields and focuses the first", async () => {
    const user = await submitRefused({ company: "Company is required.", email: "Enter a valid email address." })
    await screen.findByText("Enter a valid email address.")
    for (const [field, message] of [
      [email(), "Enter a valid email address."],
      [company(), "Company is required."],
    ] as const) {
      expect(field).toHaveAttribute("aria-invalid", "true")
      expect(field).toHaveAccessibleDescription(message)
    }
    expect(name()).not.toHaveAttribute("aria-invalid")
    expect(email()).toHaveFocus()
    expect(submitButton()).toBeEnabled()
    // Fixing a field clears its message.
    await user.type(email(), "m")
    expect(email()).not.toHaveAttribute("aria-invalid")
    expect(screen.queryByText("Enter a valid email address.")).toBeNull()
    expect(company()).toHaveAttribute("aria-invalid", "true")
  })

  it.each([
    ["a 500", { status: 500, body: { error: { code: "internal_error", message: "…" } } }],
    ["a network error", new TypeError("Failed to fetch")],
  ])("after %s shows the error view, and going back keeps what was typed", async (_name, answer) => {
    mockFetch(answer)
    const user = userEvent.setup()
    render(<EarlyAccess alreadyRequested={false} />, { wrapper: formWordsWrapper() })
    await fillIn(user)
    await user.click(submitButton())
    const heading = await screen.findByRole("heading", { name: "Something went wrong, try again" })
    expect(heading).toHaveFocus()
    expect(screen.queryByRole("form")).toBeNull()
    await user.click(screen.getByRole("button", { name: "Back to the form" }))
    expect(email()).toHaveValue("ada@example.com")
    expect(name()).toHaveValue("Ada Lovelace")
    expect(company()).toHaveValue("Analytical Engines")
    expect(size()).toHaveValue("11-50")
    expect(topic("A demo")).toBeChecked()
    expect(message()).toHaveValue("Two sites,\nnight shifts.")
    expect(submitButton()).toHaveFocus()
    expect(submitButton()).toHaveTextContent("Request early access")
  })

  it.each(["a new", "a repeated"])(
    "for %s email shows what the visitor typed, from the answer, and what happens next",
    async () => {
      // The server answers both alike; nothing here may depend on which it was.
      mockFetch({ status: 200, body: { ...ANSWER, name: "Ada  Lovelace (normalised)" } })
      const onAccepted = jest.fn()
      const user = userEvent.setup()
      render(<EarlyAccess alreadyRequested={false} onAccepted={onAccepted} />, { wrapper: formWordsWrapper() })
      await fillIn(user)
      await user.click(submitButton())
      const heading = await screen.findByRole("heading", { name: "Thank you, we have your request" })
      expect(heading).toHaveFocus()
      expect(screen.queryByRole("form")).toBeNull()
      expect(screen.getByText(/A confirmation email is on its way to/)).toHaveTextContent(
        "A confirmation email is on its way to ada@example.com. Please open it and confirm your address so we can reply. The same email has a link to delete your request.",
      )
      const sent = Object.fromEntries(
        screen.getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      )
      expect(sent).toEqual({
        Name: "Ada  Lovelace (normalised)",
        Company: "Analytical Engines",
        "Company size": "11–50 employees",
        Topic: "A demo",
        Message: "Two sites,\nnight shifts.",
      })
      expect(trackEarlyAccessRequest).toHaveBeenCalledWith(
        expect.objectContaining({ company: "Analytical Engines", topic: "demo" }),
      )
      expect(onAccepted).toHaveBeenCalledWith(expect.objectContaining({ company: "Analytical Engines" }))
    },
  )

  it("leaves out what the visitor left empty", async () => {
    mockFetch({ status: 200, body: { ...ANSWER, emp_count: "", message: "", topic: "early_access" } })
    const user = userEvent.setup()
    render(<EarlyAccess alreadyRequested={false} />, { wrapper: formWordsWrapper() })
    await user.type(email(), "ada@example.com")
    await user.type(name(), "Ada")
    await user.type(company(), "Engines")
    await user.click(submitButton())
    await screen.findByRole("heading", { name: "Thank you, we have your request" })
    expect(screen.getAllByRole("term").map((term) => term.textContent)).toEqual(["Name", "Company", "Topic"])
    expect(screen.getByText("Topic").nextElementSibling).toHaveTextContent("Early access")
  })

  it("shows the error view when the answer is not the contract's (the old 201 { request })", async () => {
    mockFetch({ status: 201, body: { request: { email: "ada@example.com", name: "Ada", company: "Engines" } } })
    const user = userEvent.setup()
    render(<EarlyAccess alreadyRequested={false} />, { wrapper: formWordsWrapper() })
    await fillIn(user)
    await user.click(submitButton())
    expect(await screen.findByRole("heading", { name: "Something went wrong, try again" })).toHaveFocus()
  })

  it("asks politely to wait after a 429, keeping the form", async () => {
    mockFetch({
      status: 429,
      headers: { "Retry-After": "42" },
      body: { error: { code: "rate_limited", message: "…" } },
    })
    const user = userEvent.setup()
    render(<EarlyAccess alreadyRequested={false} />, { wrapper: formWordsWrapper() })
    await fillIn(user)
    await user.click(submitButton())
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent(
        "Too many requests for now. Please try again in 42 seconds.",
      ),
    )
    expect(email()).toHaveValue("ada@example.com")
    expect(submitButton()).toHaveFocus()
  })
})

describe("a visitor who already requested early access", () => {
  it("sees that instead of the empty form, with a way to contact us or send another", async () => {
    const user = userEvent.setup()
    render(<EarlyAccess alreadyRequested />, { wrapper: formWordsWrapper() })
    expect(screen.getByRole("heading", { name: "You have already requested early access" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact")
    expect(screen.queryByRole("form")).toBeNull()
    await user.click(screen.getByRole("button", { name: "Submit another request" }))
    expect(email()).toHaveFocus()
  })

  it("keeps the form once the visitor has started on it, even if the record arrives late", async () => {
    const user = userEvent.setup()
    const { rerender } = render(<EarlyAccess alreadyRequested={false} />, { wrapper: formWordsWrapper() })
    await user.type(email(), "ada@")
    rerender(<EarlyAccess alreadyRequested />)
    expect(email()).toHaveValue("ada@")
  })
})
