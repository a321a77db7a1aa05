import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { EMPLOYEE_RANGES } from "../../../api/employee-ranges"
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

const STORED = {
  request: { id: "r1", email: "ada@example.com", name: "Ada Lovelace", company: "Analytical Engines", emp_count: "11-50", country: null, created_at: "2025-06-01T00:00:00.000Z" },
}

const email = () => screen.getByRole("textbox", { name: "Work email" })
const name = () => screen.getByRole("textbox", { name: "Your name" })
const company = () => screen.getByRole("textbox", { name: "Company" })
const size = () => screen.getByRole("combobox", { name: "Company size (optional)" })
const submitButton = () => screen.getByRole("button", { name: /Request early access|Sending/ })

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(email(), "ada@example.com")
  await user.type(name(), "Ada Lovelace")
  await user.type(company(), "Analytical Engines")
  await user.selectOptions(size(), "11-50")
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
    render(<EarlyAccess alreadyRequested={false} />)
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
    expect(within(size()).getAllByRole("option").map((option) => option.getAttribute("value"))).toEqual(["", ...EMPLOYEE_RANGES.map((r) => r.value)])
    expect(within(size()).getByRole("option", { name: EMPLOYEE_RANGES[0].label })).toBeInTheDocument()
  })

  it("hides the website honeypot from people and assistive tech", () => {
    const { container } = render(<EarlyAccess alreadyRequested={false} />)
    const honeypot = container.querySelector('input[name="website"]')!
    expect(honeypot).toHaveAttribute("tabindex", "-1")
    expect(honeypot).toHaveAttribute("autocomplete", "off")
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(screen.queryByRole("textbox", { name: "Website" })).toBeNull()
  })

  it("sends once, however often it is submitted, and shows its progress", async () => {
    const fetch = mockFetch("pending")
    const user = userEvent.setup()
    render(<EarlyAccess alreadyRequested={false} />)
    await fillIn(user)
    await user.click(submitButton())
    expect(submitButton()).toHaveTextContent("Sending…")
    expect(submitButton()).toBeDisabled()
    expect(screen.getByRole("form")).toHaveAttribute("aria-busy", "true")
    await user.click(submitButton())
    await user.type(company(), "{Enter}")
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({
      email: "ada@example.com",
      name: "Ada Lovelace",
      company: "Analytical Engines",
      emp_count: "11-50",
      website: "",
    })
  })

  it("shows the server's field messages next to their fields and focuses the first", async () => {
    mockFetch({ status: 400, body: { error: { code: "invalid_fields", message: "Some fields need attention.", fields: { company: "Company is required.", email: "Enter a valid email address." } } } })
    const user = userEvent.setup()
    render(<EarlyAccess alreadyRequested={false} />)
    await fillIn(user)
    await user.click(submitButton())
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
    render(<EarlyAccess alreadyRequested={false} />)
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
    expect(submitButton()).toHaveFocus()
    expect(submitButton()).toHaveTextContent("Request early access")
  })

  it("on success shows the thanks with the company and email, focused, and reports it to telemetry", async () => {
    mockFetch({ status: 201, body: STORED })
    const onAccepted = jest.fn()
    const user = userEvent.setup()
    render(<EarlyAccess alreadyRequested={false} onAccepted={onAccepted} />)
    await fillIn(user)
    await user.click(submitButton())
    const heading = await screen.findByRole("heading", { name: "Thank you, you're on the list" })
    expect(heading).toHaveFocus()
    expect(screen.getByText("Analytical Engines")).toBeInTheDocument()
    expect(screen.getByText("ada@example.com")).toBeInTheDocument()
    expect(screen.queryByRole("form")).toBeNull()
    expect(trackEarlyAccessRequest).toHaveBeenCalledWith({ email: "ada@example.com", name: "Ada Lovelace", company: "Analytical Engines", created: true })
    expect(onAccepted).toHaveBeenCalledWith(expect.objectContaining({ company: "Analytical Engines", created: true }))
  })

  it("says so when the server already had the request", async () => {
    mockFetch({ status: 200, body: STORED })
    const user = userEvent.setup()
    render(<EarlyAccess alreadyRequested={false} />)
    await fillIn(user)
    await user.click(submitButton())
    expect(await screen.findByRole("heading", { name: "You were already on the list" })).toHaveFocus()
  })

  it("asks politely to wait after a 429, keeping the form", async () => {
    mockFetch({ status: 429, headers: { "Retry-After": "42" }, body: { error: { code: "rate_limited", message: "…" } } })
    const user = userEvent.setup()
    render(<EarlyAccess alreadyRequested={false} />)
    await fillIn(user)
    await user.click(submitButton())
    expect(await screen.findByRole("status")).toHaveTextContent("Too many requests for now. Please try again in 42 seconds.")
    expect(email()).toHaveValue("ada@example.com")
    expect(submitButton()).toHaveFocus()
  })
})

describe("a visitor who already requested early access", () => {
  it("sees that instead of the empty form, with a way to contact us or send another", async () => {
    const user = userEvent.setup()
    render(<EarlyAccess alreadyRequested />)
    expect(screen.getByRole("heading", { name: "You have already requested early access" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact")
    expect(screen.queryByRole("form")).toBeNull()
    await user.click(screen.getByRole("button", { name: "Submit another request" }))
    expect(email()).toHaveFocus()
  })

  it("keeps the form once the visitor has started on it, even if the record arrives late", async () => {
    const user = userEvent.setup()
    const { rerender } = render(<EarlyAccess alreadyRequested={false} />)
    await user.type(email(), "ada@")
    rerender(<EarlyAccess alreadyRequested />)
    expect(email()).toHaveValue("ada@")
  })
})
