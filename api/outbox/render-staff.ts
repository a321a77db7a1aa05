import type { EmailContent } from "../../config/email-content"
import type { EarlyAccessRequestsTable } from "../schema"
import { emailLayout, styles } from "./email-layout"
import { escapeHtml, escapeSlack, fill, fillHtml, headerSafe, type Placeholders } from "./email-text"
import type { RenderedEmail } from "./render-confirmation"

// What staff get for a new request: an email and/or a webhook notification, with every field.

type Request = EarlyAccessRequestsTable

function placeholders(request: Request, content: EmailContent): Placeholders {
  return {
    productName: content.brand.productName,
    name: request.name,
    company: request.company,
    topic: content.copy.staff.topics[request.topic] ?? request.topic,
  }
}

/** Label and value of every field staff see, in order. */
function fields(request: Request, content: EmailContent): Array<[string, string]> {
  return [
    ["Topic", content.copy.staff.topics[request.topic] ?? request.topic],
    ["Name", request.name],
    ["Email", request.email],
    ["Company", request.company],
    ["Employees", request.emp_count || "not given"],
    ["Country", request.country ?? "unknown"],
    ["Received", request.created_at],
    ["Request id", request.id],
  ]
}

export function renderStaffEmail(request: Request, content: EmailContent): RenderedEmail {
  const values = placeholders(request, content)
  const staff = content.copy.staff
  const subject = headerSafe(fill(staff.subject, values))
  const message = request.message || staff.noMessage
  const rows = fields(request, content)
  const text = [
    fill(staff.intro, values),
    rows.map(([label, value]) => `${label}: ${value}`).join("\n"),
    `Message:\n${message}`,
  ].join("\n\n")
  const table =
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;">` +
    rows
      .map(
        ([label, value]) =>
          `<tr><td style="${styles.cellLabel}">${escapeHtml(label)}</td><td style="${styles.cellValue}">${escapeHtml(value)}</td></tr>`,
      )
      .join("") +
    `</table>`
  const body = [
    `<p style="${styles.paragraph}">${fillHtml(staff.intro, values)}</p>`,
    table,
    `<h2 style="${styles.heading}">Message</h2>`,
    `<p style="${styles.quote}">${escapeHtml(message)}</p>`,
  ].join("\n")
  return { subject, text, html: emailLayout({ brand: content.brand, title: subject, preheader: subject, body }) }
}

export interface StaffWebhookBody {
  /** Slack-compatible summary (an incoming webhook shows this). */
  text: string
  event: "early_access.requested"
  delivery_id: string
  request: {
    id: string
    email: string
    name: string
    company: string
    emp_count: string
    topic: string
    message: string
    country: string | null
    created_at: string
  }
}

export function renderStaffWebhook(request: Request, deliveryId: string, content: EmailContent): StaffWebhookBody {
  const values = placeholders(request, content)
  const summary = [
    `*${escapeSlack(fill(content.copy.staff.subject, values))}*`,
    `${escapeSlack(request.email)} · ${escapeSlack(request.emp_count || "size not given")} employees · ${escapeSlack(request.country ?? "unknown country")}`,
    ...(request.message
      ? [
          request.message
            .split("\n")
            .map((line) => `> ${escapeSlack(line)}`)
            .join("\n"),
        ]
      : []),
  ].join("\n")
  return {
    text: summary,
    event: "early_access.requested",
    delivery_id: deliveryId,
    request: {
      id: request.id,
      email: request.email,
      name: request.name,
      company: request.company,
      emp_count: request.emp_count,
      topic: request.topic,
      message: request.message,
      country: request.country,
      created_at: request.created_at,
    },
  }
}
