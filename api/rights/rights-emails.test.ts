import { loadEmailContent } from "../outbox/email-content"
import { renderConfirmation } from "../outbox/render-confirmation"
import { renderStaffEmail, renderStaffWebhook, staffEventOf } from "../outbox/render-staff"
import type { EarlyAccessRequestsTable } from "../store/schema"
import { renderRightsLink } from "./render-rights-link"
import { NO_SOURCE } from "../early-access/source"

// The words of the rights emails, checked against content/ itself: the "your data" link email names the privacy
// contact from site.yaml at its foot; every email to a visitor links the your-data form; staff hear of a correction.

const content = loadEmailContent()
const contact = content.brand.privacyContact

const request: EarlyAccessRequestsTable = {
  id: "0b6f3c1e-0000-4000-8000-000000000001",
  email: "priya@example.com",
  email_key: "priya@example.com",
  name: 'Priya <img src=x onerror="alert(1)">',
  company: "Acme & Sons",
  emp_count: "51-200",
  topic: "demo",
  message: "",
  country: "IN",
  user_agent: "jest",
  created_at: "2026-11-26T09:00:00.000Z",
  confirmed_at: null,
  confirmation_sent_at: null,
  corrected_at: null,
  language: null,
  ...NO_SOURCE,
}
const openUrl = "https://shiftwise.example/your-data/open?token=abc.def"
const formUrl = "https://shiftwise.example/your-data"

describe("the your-data link email", () => {
  const email = renderRightsLink({ request, openUrl, formUrl, content })

  test("says what the link opens and for how long, in both parts", () => {
    expect(email.subject).toBe(`Your link to the data ${content.brand.productName} holds about you`)
    for (const part of [email.text, email.html]) {
      expect(part).toContain(openUrl.replace("&", "&amp;"))
      expect(part).toContain("The link works once, for 24 hours.")
      expect(part).toContain("30 minutes")
    }
  })

  test("names the privacy contact from site.yaml at its foot, and links the form", () => {
    expect(contact.name).toBeTruthy()
    for (const part of [email.text, email.html]) {
      expect(part).toContain(contact.name)
      expect(part).toContain(contact.role)
      expect(part).toContain(contact.email)
      expect(part).toContain(contact.address)
      expect(part).toContain(formUrl)
    }
    const foot = email.html.slice(email.html.lastIndexOf("max-width:560px"))
    expect(foot).toContain(contact.email)
    expect(foot).toContain(`href="${formUrl}"`)
    expect(email.text.indexOf(contact.address)).toBeGreaterThan(email.text.indexOf(openUrl))
  })

  test("escapes what the visitor typed", () => {
    expect(email.html).not.toContain("<img")
    expect(email.html).toContain("Hi Priya &lt;img src=x onerror=&quot;alert(1)&quot;&gt;,")
  })
})

test("the your-data link email of a request sent in Hindi is in Hindi, with the same link and contact", () => {
  const hindi = content.translations.hi!.rights
  const email = renderRightsLink({ request: { ...request, language: "hi" }, openUrl, formUrl, content })
  expect(email.subject).toBe(hindi.subject.replace("{productName}", content.brand.productName))
  expect(email.html).toContain('<html lang="hi">')
  for (const part of [email.text, email.html]) {
    expect(part).toContain(hindi.expiry)
    expect(part).not.toContain("The link works once, for 24 hours.")
    expect(part).toContain(openUrl)
    expect(part).toContain(contact.email)
    // The contact's role as content/hi/site.yaml says it; their name and address as site.yaml does.
    expect(part).toContain(`${contact.name}, ${content.shells.hi!.privacyContact.role}`)
    expect(part).not.toContain(contact.role)
    // The foot's your-data line comes from the Hindi confirmation copy too.
    expect(part).toContain(content.translations.hi!.confirmation.yourDataLink)
  }
})

test("the confirmation email links the your-data form too", () => {
  const email = renderConfirmation({
    request,
    repeat: false,
    confirmUrl: "https://shiftwise.example/invite/confirm?token=c",
    deleteUrl: "https://shiftwise.example/invite/delete?token=d",
    yourDataUrl: formUrl,
    content,
  })
  expect(email.text).toContain(`${content.copy.confirmation.yourDataLink}: ${formUrl}`)
  expect(email.html).toContain(`href="${formUrl}"`)
})

describe("staff told of a correction", () => {
  const corrected = { ...request, company: "Acme Retail", corrected_at: "2026-11-26T09:05:00.000Z" }
  const event = staffEventOf({ event: "correction", fields: ["company", "bogus"] })

  test("reads the event from the outbox row's payload; anything else is a new request", () => {
    expect(event).toEqual({ type: "corrected", fields: ["company"] })
    expect(staffEventOf({})).toEqual({ type: "requested" })
    expect(staffEventOf({ event: "correction", fields: "name" })).toEqual({ type: "corrected", fields: [] })
  })

  test("by email: its own subject, the changed field marked, the values as they are now", () => {
    const email = renderStaffEmail(corrected, content, event)
    expect(email.subject).toBe('Request corrected: Priya <img src=x onerror="alert(1)">, Acme Retail')
    expect(email.text).toContain("Company (corrected): Acme Retail")
    expect(email.text).toContain("Name: Priya")
    expect(email.html).toContain("<strong>Acme Retail</strong>")
  })

  test("by webhook: early_access.corrected with the fields that changed", () => {
    const body = renderStaffWebhook(corrected, "delivery-1", content, event)
    expect(body).toMatchObject({ event: "early_access.corrected", corrected: ["company"], delivery_id: "delivery-1" })
    expect(body.request.company).toBe("Acme Retail")
    expect(body.text).toContain("Corrected: company")
    expect(renderStaffWebhook(request, "delivery-2", content)).not.toHaveProperty("corrected")
  })
})
