import { emailCopy, emailLanguage, type EmailContent, type PrivacyContact } from "../../schema/email-content"
import { emailLayout, emailStyles, yourDataLink } from "../outbox/email-layout"
import { escapeHtml, fill, fillHtml, headerSafe, type Placeholders } from "../outbox/email-text"
import type { RenderedEmail } from "../outbox/render-confirmation"
import type { EarlyAccessRequestsTable } from "../store/schema"

// The email with the link to the "your data" page: who asked (we hope, the person), what the page shows, how long the
// link lasts, and at its foot who answers privacy requests (DPDP Rules: the contact is in every response) and the form.

export interface RightsLinkInput {
  request: EarlyAccessRequestsTable
  /** The page the link opens, with its token. */
  openUrl: string
  /** The your-data form, to ask for a new link. */
  formUrl: string
  content: EmailContent
}

function contactLines(contact: PrivacyContact): string[] {
  return [`${contact.name}, ${contact.role}`, contact.email, contact.address]
}

export function renderRightsLink({ request, openUrl, formUrl, content }: RightsLinkInput): RenderedEmail {
  // In the language the request was sent in (content/<language>/emails.yaml over the English).
  const { brand } = content
  const copy = emailCopy(content, request.language)
  const r = copy.rights
  const values: Placeholders = {
    productName: brand.productName,
    name: request.name,
    company: request.company,
    topic: copy.staff.topics[request.topic] ?? request.topic,
  }
  const subject = headerSafe(fill(r.subject, values))
  // Their role in the email's language (content/<language>/site.yaml), the rest as site.yaml says it.
  const language = emailLanguage(content, request.language)
  const styles = emailStyles(language)
  const contact = content.shells[language.code]!.privacyContact
  const yourData = `${fill(copy.confirmation.yourData, values)}\n${fill(copy.confirmation.yourDataLink, values)}: ${formUrl}`

  const text = [
    fill(r.greeting, values),
    fill(r.intro, values),
    `${fill(r.button, values)}: ${openUrl}`,
    fill(r.expiry, values),
    fill(r.notYou, values),
    fill(r.signOff, values),
    `${fill(r.contactHeading, values)}\n${contactLines(contact).join("\n")}`,
    yourData,
    `--\n${brand.legalName}\n${brand.address}\n${brand.siteUrl}`,
  ].join("\n\n")

  const p = (html: string, style = styles.paragraph) => `<p style="${style}">${html}</p>`
  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="${styles.link(brand.brandColor)}">${escapeHtml(label)}</a>`
  const body = [
    p(fillHtml(r.greeting, values)),
    p(fillHtml(r.intro, values)),
    styles.button(openUrl, fill(r.button, values), brand.brandColor),
    p(`${fillHtml(r.linkFallback, values)} ${link(openUrl, openUrl)}`, styles.small),
    p(fillHtml(r.expiry, values)),
    p(fillHtml(r.notYou, values), styles.small),
    p(fillHtml(r.signOff, values)),
  ].join("\n")
  const mail = `<a href="mailto:${escapeHtml(contact.email)}" style="color:${brand.brandColor};text-decoration:underline;">${escapeHtml(contact.email)}</a>`
  const foot = [
    `<strong>${fillHtml(r.contactHeading, values)}</strong><br>`,
    `${escapeHtml(`${contact.name}, ${contact.role}`)}<br>${mail}<br>${escapeHtml(contact.address)}`,
    `<br><br>${fillHtml(copy.confirmation.yourData, values)} ${yourDataLink(formUrl, fill(copy.confirmation.yourDataLink, values), brand.brandColor)}`,
  ].join("")
  return {
    subject,
    text,
    html: emailLayout({
      brand,
      language,
      title: subject,
      preheader: fill(r.preheader, values),
      body,
      foot,
    }),
  }
}
