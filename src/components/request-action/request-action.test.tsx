import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { RequestAction, type RequestActionMessages } from "./request-action"
import { postRequestAction } from "../../early-access/post-request-action"
import { PageLanguageContext } from "../../languages/language-context"

const messages: RequestActionMessages = {
  noToken: "Open the link from your email.",
  done: "Your address is confirmed.",
  used: "Already confirmed.",
  expired: "This link has expired.",
  invalid: "We could not recognise this link.",
  rateLimited: "Too many attempts.",
  failed: "Something went wrong, try again.",
  sending: "कृपया रुकें…",
  noScript: "Turn JavaScript on.",
}
const retryLink = { label: "Submit the form again", to: "/invite" }

function openWith(search: string) {
  window.history.replaceState(null, "", `/invite/confirm${search}`)
}

/** A fake fetch answering as the server would; the page goes through the real postRequestAction. */
function fakeFetch(status: number, body: unknown) {
  const fetch = jest.fn<Promise<Response>, Parameters<typeof globalThis.fetch>>().mockResolvedValue({
    status,
    json: () => Promise.resolve(body),
  } as unknown as Response)
  const post: typeof postRequestAction = (action, token) => postRequestAction(action, token, { fetch })
  return { fetch, post }
}

function renderPage(post: typeof postRequestAction) {
  render(
    <RequestAction
      action="confirm"
      button="Confirm my email address"
      messages={messages}
      retryLink={retryLink}
      post={post}
    />,
  )
}
const button = () => screen.getByRole("button", { name: /Confirm my email address|कृपया रुकें/ })

describe("a request-action page", () => {
  it("without a token: says where the link is, offers the form, and the button does nothing", async () => {
    openWith("")
    const { fetch, post } = fakeFetch(200, { status: "confirmed" })
    renderPage(post)
    expect(screen.getByRole("status")).toHaveTextContent("Open the link from your email.")
    expect(screen.getByRole("link", { name: "Submit the form again" })).toHaveAttribute("href", "/invite")
    expect(button()).toBeDisabled()
    await userEvent.setup().click(button())
    expect(fetch).not.toHaveBeenCalled()
  })

  it("with a token: nothing happens until the button is pressed (a GET never changes state), then it POSTs { token } once", async () => {
    openWith("?token=tok_abc")
    const { fetch, post } = fakeFetch(200, { status: "confirmed" })
    renderPage(post)
    expect(fetch).not.toHaveBeenCalled()
    expect(screen.getByRole("status")).toHaveTextContent("")
    expect(button()).toBeEnabled()
    await userEvent.setup().click(button())
    expect(await screen.findByText("Your address is confirmed.")).toHaveAttribute("role", "status")
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch.mock.calls[0]![0]).toBe("/api/earlyaccess/confirm")
    expect(JSON.parse(fetch.mock.calls[0]![1]?.body as string)).toEqual({ token: "tok_abc" })
    expect(screen.queryByRole("button")).toBeNull()
    expect(screen.queryByRole("link", { name: "Submit the form again" })).toBeNull()
  })

  it.each([
    ["410 token_used", 410, "token_used", "Already confirmed.", false],
    ["410 token_expired", 410, "token_expired", "This link has expired.", true],
    ["400 invalid_token", 400, "invalid_token", "We could not recognise this link.", true],
  ])("after %s says so, with no button left to press", async (_name, status, code, message, offersForm) => {
    openWith("?token=tok_abc")
    const { post } = fakeFetch(status, { error: { code, message: "…" } })
    renderPage(post)
    await userEvent.setup().click(button())
    expect(await screen.findByRole("status")).toHaveTextContent(message)
    expect(screen.queryByRole("button")).toBeNull()
    expect(screen.queryByRole("link", { name: "Submit the form again" }) !== null).toBe(offersForm)
  })

  it.each([
    ["429", 429, "rate_limited", "Too many attempts."],
    ["403 cross_site", 403, "cross_site", "Something went wrong, try again."],
    ["500", 500, "internal_error", "Something went wrong, try again."],
  ])("after %s says so and lets the visitor press again", async (_name, status, code, message) => {
    openWith("?token=tok_abc")
    const { fetch, post } = fakeFetch(status, { error: { code, message: "…" } })
    renderPage(post)
    const user = userEvent.setup()
    await user.click(button())
    await screen.findByText(message)
    expect(button()).toBeEnabled()
    await user.click(button())
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it("shows progress and sends once however often it is pressed", async () => {
    openWith("?token=tok_abc")
    const fetch = jest
      .fn<Promise<Response>, Parameters<typeof globalThis.fetch>>()
      .mockReturnValue(new Promise<Response>(() => {}))
    renderPage((action, token) => postRequestAction(action, token, { fetch }))
    const user = userEvent.setup()
    await user.click(button())
    // In the page's words (its front matter), so a Hindi page waits in Hindi.
    expect(button()).toHaveTextContent("कृपया रुकें…")
    expect(button()).toBeDisabled()
    await user.click(button())
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it("gives the language switcher's link to this page in the other language the token, and takes it back when it goes", () => {
    openWith("?token=tok_abc")
    const { post } = fakeFetch(200, { status: "confirmed" })
    const switcher = document.createElement("nav")
    switcher.innerHTML =
      '<a href="/hi/invite/confirm" hreflang="hi">हिन्दी</a><a href="/hi" hreflang="hi">हिन्दी</a><a href="/blog/x" hreflang="en">x</a>'
    document.body.append(switcher)
    const language = {
      code: "en",
      alternates: [
        { code: "en", path: "/invite/confirm" },
        { code: "hi", path: "/hi/invite/confirm" },
      ],
    }
    const { unmount } = render(
      <PageLanguageContext.Provider value={{ language }}>
        <RequestAction action="confirm" button="Confirm" messages={messages} retryLink={retryLink} post={post} />
      </PageLanguageContext.Provider>,
    )
    const hrefs = () => [...switcher.querySelectorAll("a")].map((link) => link.getAttribute("href"))
    // Only the link to this page's other version: another language's home page or an article does not act on it.
    expect(hrefs()).toEqual(["/hi/invite/confirm?token=tok_abc", "/hi", "/blog/x"])
    unmount()
    expect(hrefs()).toEqual(["/hi/invite/confirm", "/hi", "/blog/x"])
    switcher.remove()
  })
})
