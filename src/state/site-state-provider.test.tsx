import { Profiler, type ReactNode } from "react"
import { act, render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { SiteStateProvider, useRequestVisitor, useSiteState } from "./site-state-provider"
import { useEarlyAccessRequested } from "./use-early-access-requested"
import { STORAGE_KEYS } from "./preferences"
import { createSiteStore, type SiteStore } from "./site-store"

/** A component that uses the visitor record, as the price switches and the early-access form do. */
function Probe() {
  const { currency, isMonthly, visitor, setCurrency, setBilling } = useSiteState()
  useRequestVisitor()
  return (
    <div>
      <output data-testid="state">{`${currency} ${isMonthly ? "monthly" : "yearly"} ${visitor?.country ?? "no-visitor"}`}</output>
      <button onClick={() => setCurrency("INR")}>INR</button>
      <button onClick={() => setBilling(!isMonthly)}>toggle</button>
    </div>
  )
}

function OtherProbe() {
  const { currency, isMonthly } = useSiteState()
  useRequestVisitor()
  return <>{`${currency} ${isMonthly ? "monthly" : "yearly"}`}</>
}

/** A component that reads the state but not the visitor record: /about's header, a page without prices or form. */
function OtherPrices() {
  const { currency, isMonthly, setCurrency } = useSiteState()
  return (
    <>
      <output data-testid="other">{`${currency} ${isMonthly ? "monthly" : "yearly"}`}</output>
      <button onClick={() => setCurrency("INR")}>INR</button>
    </>
  )
}

const respond = (body: unknown, status = 200) =>
  jest.fn().mockResolvedValue({ ok: status < 400, status, json: () => Promise.resolve(body) })

const html = document.documentElement
const shown = () => screen.getByTestId("state").textContent

// A fresh store per test: the app's store is one per page load.
let store: SiteStore
function Provider({ children }: { children: ReactNode }) {
  return <SiteStateProvider store={store}>{children}</SiteStateProvider>
}

beforeEach(() => {
  store = createSiteStore()
  window.localStorage.clear()
  window.history.replaceState(null, "", "/pricing")
  html.removeAttribute("data-currency")
  html.removeAttribute("data-billing")
})

describe("SiteStateProvider", () => {
  it("fetches /api/visitor once and follows the visitor's currency", async () => {
    global.fetch = respond({ country: "IN", currency: "INR", earlyAccessRequested: false })
    render(
      <Provider>
        <Probe />
      </Provider>,
    )
    await waitFor(() => expect(shown()).toBe("INR yearly IN"))
    expect(global.fetch).toHaveBeenCalledTimes(1)
    expect(global.fetch).toHaveBeenCalledWith("/api/visitor", expect.anything())
    expect(html.getAttribute("data-currency")).toBe("INR")
    expect(html.getAttribute("data-billing")).toBe("yearly")
    // remembered for the next visit's first paint, but not as the visitor's own choice
    expect(window.localStorage.getItem(STORAGE_KEYS.visitorCurrency)).toBe("INR")
    expect(window.localStorage.getItem(STORAGE_KEYS.currency)).toBeNull()
  })

  it("fetches no visitor record for a page where nothing uses it", async () => {
    global.fetch = respond({ country: "IN", currency: "INR", earlyAccessRequested: false })
    render(
      <Provider>
        <OtherPrices />
      </Provider>,
    )
    await userEvent.click(screen.getByRole("button", { name: "INR" }))
    expect(screen.getByTestId("other").textContent).toBe("INR yearly")
    expect(global.fetch).not.toHaveBeenCalled()
  })

  it("only logs when the visitor record cannot be loaded", async () => {
    global.fetch = respond("<html>Not found</html>", 404)
    const error = jest.spyOn(console, "error").mockImplementation(() => {})
    render(
      <Provider>
        <Probe />
      </Provider>,
    )
    await waitFor(() => expect(error).toHaveBeenCalledWith("Could not load the visitor record:", expect.any(Error)))
    expect(shown()).toBe("USD yearly no-visitor")
    expect(html.getAttribute("data-currency")).toBe("USD")
    error.mockRestore()
  })

  it("restores the address and stored choices, and stores the visitor's own choices", async () => {
    global.fetch = respond({ country: "US", currency: "USD", earlyAccessRequested: false })
    window.localStorage.setItem(STORAGE_KEYS.billing, "monthly")
    window.history.replaceState(null, "", "/pricing?currency=usd")
    render(
      <Provider>
        <Probe />
      </Provider>,
    )
    await waitFor(() => expect(shown()).toBe("USD monthly US"))
    await userEvent.click(screen.getByRole("button", { name: "INR" }))
    await userEvent.click(screen.getByRole("button", { name: "toggle" }))
    expect(shown()).toBe("INR yearly US")
    expect(html.getAttribute("data-currency")).toBe("INR")
    expect(html.getAttribute("data-billing")).toBe("yearly")
    expect(window.localStorage.getItem(STORAGE_KEYS.currency)).toBe("INR")
    expect(window.localStorage.getItem(STORAGE_KEYS.billing)).toBe("yearly")
    // the address said usd; it now follows the choice so a reload keeps it
    expect(window.location.search).toBe("?currency=INR")
  })

  it("does not overwrite what the boot script painted before restoring", async () => {
    let resolve: (r: Response) => void = () => {}
    global.fetch = jest.fn(() => new Promise<Response>((r) => (resolve = r)))
    html.setAttribute("data-currency", "INR")
    window.localStorage.setItem(STORAGE_KEYS.currency, "INR")
    const seen: Array<string | null> = []
    const observer = new MutationObserver(() => seen.push(html.getAttribute("data-currency")))
    observer.observe(html, { attributes: true, attributeFilter: ["data-currency"] })
    render(
      <Provider>
        <Probe />
      </Provider>,
    )
    await waitFor(() => expect(shown()).toBe("INR yearly no-visitor"))
    await act(() => {
      resolve({
        ok: true,
        status: 200,
        json: () => Promise.resolve({ country: "US", currency: "USD", earlyAccessRequested: false }),
      } as Response)
      return Promise.resolve()
    })
    await waitFor(() => expect(shown()).toBe("INR yearly US"))
    observer.disconnect()
    expect(seen.every((value) => value === "INR")).toBe(true)
  })

  it("providers sharing a store (page and Head roots) share state and fetch the visitor once", async () => {
    global.fetch = respond({ country: "IN", currency: "INR", earlyAccessRequested: false })
    render(
      <>
        <Provider>
          <Probe />
        </Provider>
        <Provider>
          <output data-testid="other">
            <OtherProbe />
          </output>
        </Provider>
      </>,
    )
    await waitFor(() => expect(shown()).toBe("INR yearly IN"))
    await userEvent.click(screen.getByRole("button", { name: "toggle" }))
    expect(screen.getByTestId("other").textContent).toBe("INR monthly")
    expect(global.fetch).toHaveBeenCalledTimes(1)
  })

  it("puts the <html> attributes back when something strips them (React 19 does, for a Head's <html>)", async () => {
    global.fetch = respond({ country: "IN", currency: "INR", earlyAccessRequested: false })
    render(
      <Provider>
        <Probe />
      </Provider>,
    )
    await waitFor(() => expect(html.getAttribute("data-currency")).toBe("INR"))
    html.removeAttribute("data-currency")
    html.removeAttribute("data-billing")
    await waitFor(() => expect(html.getAttribute("data-currency")).toBe("INR"))
    expect(html.getAttribute("data-billing")).toBe("yearly")
  })

  describe("the early-access form's flag", () => {
    /** The form's reading of the state. */
    function FormProbe() {
      const { alreadyRequested, markRequested } = useEarlyAccessRequested()
      return (
        <>
          <output data-testid="requested">{alreadyRequested ? "already requested" : "form"}</output>
          <button onClick={markRequested}>sent</button>
        </>
      )
    }
    /** The form inside a Profiler that counts its renders (mount included). */
    const counted = (renders: { count: number }) => (
      <Provider>
        <Profiler id="form" onRender={() => (renders.count += 1)}>
          <FormProbe />
        </Profiler>
      </Provider>
    )

    it("asks for the visitor record and renders nothing again when it changes nothing the form shows", async () => {
      global.fetch = respond({ country: "IN", currency: "INR", earlyAccessRequested: false })
      const renders = { count: 0 }
      render(counted(renders))
      await waitFor(() => expect(store.getState().visitor?.country).toBe("IN"))
      expect(global.fetch).toHaveBeenCalledTimes(1)
      expect(screen.getByTestId("requested").textContent).toBe("form")
      expect(renders.count).toBe(1)
      // A request accepted in this visit: the form says so when the visitor comes back to it.
      await userEvent.click(screen.getByRole("button", { name: "sent" }))
      expect(screen.getByTestId("requested").textContent).toBe("already requested")
      expect(store.getState().visitor).toMatchObject({ country: "IN", earlyAccessRequested: true })
    })

    it("renders the form again when the record says this browser already asked", async () => {
      global.fetch = respond({ country: "US", currency: "USD", earlyAccessRequested: true })
      const renders = { count: 0 }
      render(counted(renders))
      await waitFor(() => expect(screen.getByTestId("requested").textContent).toBe("already requested"))
      expect(renders.count).toBe(2)
    })
  })

  it("useSiteState explains a missing provider", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {})
    expect(() => render(<Probe />)).toThrow(/SiteStateProvider/)
    error.mockRestore()
  })
})
