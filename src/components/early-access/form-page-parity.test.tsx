import { formWordsWrapper, speechIn } from "../../../tests/helpers/form-words"
import { render } from "@testing-library/react"
import type { EarlyAccessAnswer } from "../../../contracts/early-access"
import { earlyAccessPage, typedValues, type EarlyAccessOutcome } from "../../../api/early-access/page"
import { EarlyAccess } from "./early-access"
import { ErrorView } from "./error-view"
import { ResultView } from "./result-view"

// The page the Function answers a form sent without the script with (api/early-access/page.ts) draws the same card
// as the React views: the same words, and a form with the same controls, so a visitor who sends it before hydration
// or without JavaScript meets what the others meet, and can send it again. If either side changes, this fails.

/** The server's page content as a DOM (no React in it: plain HTML the Function writes). */
function serverCard(outcome: EarlyAccessOutcome): HTMLElement {
  const doc = new DOMParser().parseFromString(earlyAccessPage(speechIn(), outcome).main, "text/html")
  return doc.querySelector<HTMLElement>(".card")!
}

const words = (element: Element) => (element.textContent ?? "").replace(/\s+/g, " ").trim()
/** The card's text, block by block (headings, paragraphs, list terms, links and buttons), in reading order. */
const blocks = (element: Element) => [...element.querySelectorAll("h1, h2, h3, p, dt, dd, a, button")].map(words)

type ControlShape = Record<string, string | boolean | null>

/** What a visitor (and the browser's own validation and autofill) meets in each control of a form, in order. */
function controls(form: HTMLFormElement): ControlShape[] {
  const doc = form.ownerDocument
  return [...form.querySelectorAll("input, select, textarea, button")].map((element) => {
    const id = element.getAttribute("id")
    const label = id ? doc.querySelector(`label[for="${id}"]`) : null
    const shape: ControlShape = {
      tag: element.tagName.toLowerCase(),
      name: element.getAttribute("name"),
      type: element.getAttribute("type"),
      required: element.hasAttribute("required"),
      autocomplete: element.getAttribute("autocomplete"),
      inputmode: element.getAttribute("inputmode"),
      maxlength: element.getAttribute("maxlength"),
      tabindex: element.getAttribute("tabindex"),
      value:
        element.tagName === "INPUT" && element.getAttribute("type") === "radio" ? element.getAttribute("value") : null,
      // A radio's label wraps it; the others are labelled by `for`.
      label: words(label ?? element.closest("label") ?? element),
    }
    if (element instanceof HTMLSelectElement)
      shape.options = [...element.options].map((option) => `${option.value}=${option.text}`).join("|")
    return shape
  })
}

describe("the Function's page and the React card", () => {
  it("have the same form: controls, names, types, constraints, labels, options, method and action", () => {
    const { container } = render(<EarlyAccess alreadyRequested={false} />, { wrapper: formWordsWrapper() })
    const reactForm = container.querySelector("form")!
    const pageForm = serverCard({ kind: "invalid", values: typedValues({}), fields: {} }).querySelector("form")!
    expect(controls(pageForm)).toEqual(controls(reactForm))
    expect(controls(reactForm).map((control) => control.name)).toEqual([
      "email",
      "name",
      "company",
      "emp_count",
      "topic",
      "topic",
      "topic",
      "message",
      "website",
      "language",
      null,
    ])
    for (const form of [reactForm, pageForm]) {
      expect(form.getAttribute("method")).toBe("post")
      expect(form.getAttribute("action")).toBe("/api/earlyaccess")
    }
    const titleOf = (form: HTMLFormElement) =>
      words(form.ownerDocument.getElementById(form.getAttribute("aria-labelledby")!)!)
    expect(titleOf(pageForm)).toBe(titleOf(reactForm))
    expect(words(pageForm.querySelector("legend")!)).toBe(words(reactForm.querySelector("legend")!))
    const privacy = (form: HTMLFormElement) => words([...form.querySelectorAll("p")].at(-1)!)
    expect(privacy(pageForm)).toBe(privacy(reactForm))
    expect(pageForm.querySelector('a[href="/privacy"]')).not.toBeNull()
  })

  it("carry the page's path in a hidden field: the card from the page it is on, the Function's page from the first post", () => {
    const { container } = render(<EarlyAccess alreadyRequested={false} pagePath="/for/retail" />, {
      wrapper: formWordsWrapper(),
    })
    const reactForm = container.querySelector("form")!
    const source = {
      landing_path: "/for/retail",
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      utm_term: null,
      utm_content: null,
      referrer_host: null,
    }
    const pageForm = serverCard({ kind: "invalid", values: typedValues({}), fields: {}, source }).querySelector("form")!
    expect(controls(pageForm)).toEqual(controls(reactForm))
    const hidden = (form: HTMLFormElement) =>
      [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map(
        (input) => `${input.name}=${input.value}`,
      )
    expect(hidden(reactForm)).toEqual(["landing_path=/for/retail", "language=en"])
    expect(hidden(pageForm)).toEqual(hidden(reactForm))
    // Without a page (a test, a preview), there is no path: the Function then reads the Referer.
    const { container: bare } = render(<EarlyAccess alreadyRequested={false} />, { wrapper: formWordsWrapper() })
    expect(hidden(bare.querySelector("form")!)).toEqual(["language=en"])
  })

  it("speak Hindi alike on a Hindi page: the same form, words and notice, and the next post stays Hindi", () => {
    const { container } = render(<EarlyAccess alreadyRequested={false} pagePath="/hi/invite" />, {
      wrapper: formWordsWrapper("hi"),
    })
    const reactForm = container.querySelector("form")!
    const outcome: EarlyAccessOutcome = { kind: "invalid", values: typedValues({}), fields: {}, source: null }
    const doc = new DOMParser().parseFromString(earlyAccessPage(speechIn("hi"), outcome).main, "text/html")
    const pageForm = doc.querySelector("form")!
    // The server's page has no landing path here (no source): compare everything else.
    const withoutPath = (form: HTMLFormElement) => controls(form).filter((control) => control.name !== "landing_path")
    expect(withoutPath(pageForm)).toEqual(withoutPath(reactForm))
    expect(words(reactForm)).toContain("अपनी टीम के बारे में बताइए")
    expect(words(reactForm)).toContain("हम यह जानकारी इसलिए सहेजते हैं")
    expect(words(reactForm)).not.toMatch(/Work email|Request early access|We store these details/)
    for (const form of [reactForm, pageForm]) {
      expect(form.querySelector<HTMLInputElement>('input[name="language"]')!.value).toBe("hi")
      expect(form.querySelector('a[href="/hi/privacy"]')!.textContent).toBe("हम आपके डेटा को कैसे संभालते हैं")
    }
    expect(earlyAccessPage(speechIn("hi"), outcome).lang).toBe("hi")
  })

  it("thank the visitor in the ResultView's words, with what they sent", () => {
    const answer: EarlyAccessAnswer = {
      status: "received",
      email: "ada@example.com",
      name: "Ada Lovelace",
      company: "Analytical Engines",
      emp_count: "11-50",
      topic: "demo",
      message: "Two sites,\nnight shifts.",
    }
    const { container } = render(<ResultView answer={answer} />, { wrapper: formWordsWrapper() })
    const page = serverCard({ kind: "accepted", answer })
    expect(blocks(page)).toEqual(blocks(container))
    expect(words(page)).toContain(
      "Thank you, we have your request A confirmation email is on its way to ada@example.com.",
    )
    expect(blocks(page)).toEqual(
      expect.arrayContaining(["What you sent", "Name", "Ada Lovelace", "Company size", "11–50 employees", "A demo"]),
    )
    expect(page.querySelector('a[href="/features"]')).not.toBeNull()
  })

  it("say what went wrong in the ErrorView's words, and lead back to the form", () => {
    const { container } = render(<ErrorView onBack={() => {}} />, { wrapper: formWordsWrapper() })
    const page = serverCard({ kind: "failed", values: null })
    expect(blocks(page)).toEqual(blocks(container))
    expect(blocks(page)).toEqual(["Something went wrong, try again", "Back to the form"])
    expect(page.querySelector('a[href="/invite"]')?.textContent).toBe("Back to the form")
  })
})
