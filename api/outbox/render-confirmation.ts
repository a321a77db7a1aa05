import { emailCopy, emailLanguage, type EmailContent } from "../../schema/email-content"
import type { EarlyAccessRequestsTable } from "../store/schema"
import { emailLayout, emailStyles, yourDataLink } from "./email-layout"
import { escapeHtml, fill, fillHtml, headerSafe, type Placeholders } from "./email-text"

export interface RenderedEmail {
  subject: string
  text: string
  html: string
}

export interface ConfirmationInput {
  request: EarlyAccessRequestsTable
  /** The same address asked again: the email also says where the request stands. */
  repeat: boolean
  /** null when the address is already confirmed (nothing to confirm). */
  confirmUrl: string | null
  deleteUrl: string
  /** The your-data form, linked at the foot of every email to a visitor. */
  yourDataUrl: string
  content: EmailContent
}

/** The email to the visitor: what happens next, a link to confirm the address, a link to delete the request. */
export function renderConfirmation({
  request,
  repeat,
  confirmUrl,
  deleteUrl,
  yourDataUrl,
  content,
}: ConfirmationInput): RenderedEmail {
  // In the language the request was sent in (content/<language>/emails.yaml over the English).
  const { brand } = content
  const copy = emailCopy(content, request.language)
  const language = emailLanguage(content, request.language)
  const styles = emailStyles(language)
  const c = copy.confirmation
  const values: Placeholders = {
    productName: brand.productName,
    name: request.name,
    company: request.company,
    topic: copy.staff.topics[request.topic] ?? request.topic,
  }
  const next = c.next[request.topic] ?? c.next.early_access
  const status = repeat ? (request.confirmed_at ? c.confirmedStatus : c.unconfirmedStatus) : null
  const subject = headerSafe(fill(repeat ? c.repeatSubject : c.subject, values))

  const text = [
    fill(c.greeting, values),
    fill(c.intro, values),
    ...(status ? [fill(status, values)] : []),
    `${fill(c.nextHeading, values)}\n${fill(next, values)}`,
    ...(confirmUrl ? [`${fill(c.confirmText, values)}\n${fill(c.confirmButton, values)}: ${confirmUrl}`] : []),
    `${fill(c.deleteText, values)}\n${fill(c.deleteLink, values)}: ${deleteUrl}`,
    fill(c.notYou, values),
    fill(c.signOff, values),
    `${fill(c.yourData, values)}\n${fill(c.yourDataLink, values)}: ${yourDataUrl}`,
    `--\n${brand.legalName}\n${brand.address}\n${brand.siteUrl}`,
  ].join("\n\n")

  const p = (html: string, style = styles.paragraph) => `<p style="${style}">${html}</p>`
  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="${styles.link(brand.brandColor)}">${escapeHtml(label)}</a>`
  const body = [
    p(fillHtml(c.greeting, values)),
    p(fillHtml(c.intro, values)),
    ...(status ? [p(`<strong>${fillHtml(status, values)}</strong>`)] : []),
    `<h2 style="${styles.heading}">${fillHtml(c.nextHeading, values)}</h2>`,
    p(fillHtml(next, values)),
    ...(confirmUrl
      ? [
          p(fillHtml(c.confirmText, values)),
          styles.button(confirmUrl, fill(c.confirmButton, values), brand.brandColor),
          p(`${fillHtml(c.linkFallback, values)} ${link(confirmUrl, confirmUrl)}`, styles.small),
        ]
      : []),
    p(`${fillHtml(c.deleteText, values)} ${link(deleteUrl, fill(c.deleteLink, values))}`, styles.small),
    p(fillHtml(c.notYou, values), styles.small),
    p(fillHtml(c.signOff, values)),
  ].join("\n")

  const foot = `${fillHtml(c.yourData, values)} ${yourDataLink(yourDataUrl, fill(c.yourDataLink, values), brand.brandColor)}`
  return {
    subject,
    text,
    html: emailLayout({
      brand,
      language,
      title: subject,
      preheader: fill(c.preheader, values),
      body,
      foot,
    }),
  }
}
