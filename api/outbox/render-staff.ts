import { emailLanguage, type EmailContent } from "../../schema/email-content"
import type { CorrectableField } from "../../contracts/your-data"
import { campaignEntries, requestSourceOf, type RequestSource } from "../../contracts/request-source"
import type { EarlyAccessRequestsTable } from "../store/schema"
import { emailLayout, emailStyles } from "./email-layout"
import { escapeHtml, escapeSlack, fill, fillHtml, headerSafe, type Placeholders } from "./email-text"
import type { RenderedEmail } from "./render-confirmation"

// What staff get for a new request, and when its owner corrects it on the your-data page: an email and/or a
// webhook notification, with every field as it is now (the payload of a correction names the fields, not values).

type Request = EarlyAccessRequestsTable

const CORRECTABLE: readonly CorrectableField[] = ["name", "company", "emp_count"]

/** What happened to the request: it came in, or its owner corrected these fields. */
export type StaffEvent = { type: "requested" } | { type: "corrected"; fields: CorrectableField[] }

/** The event an outbox row's payload describes ({} for a new request, {event: "correction", fields} otherwise). */
export function staffEventOf(payload: Record<string, unknown>): StaffEvent {
  if (payload.event !== "correction") return { type: "requested" }
  const listed = Array.isArray(payload.fields) ? payload.fields : []
  return { type: "corrected", fields: CORRECTABLE.filter((field) => listed.includes(field)) }
}

const FIELD_OF: Readonly<Record<CorrectableField, string>> = {
  name: "Name",
  company: "Company",
  emp_count: "Employees",
}

function placeholders(request: Request, content: EmailContent): Placeholders {
  return {
    productName: content.brand.productName,
    name: request.name,
    company: request.company,
    topic: content.copy.staff.topics[request.topic] ?? request.topic,
  }
}

/**
 * Where the request came from (api/early-access/source.ts): the page, each campaign parameter under its own name (or
 * "none"), the referring site.
 */
function sourceFields(request: Request): Array<[string, string]> {
  const campaign = campaignEntries(request)
  return [
    ["Page", request.landing_path ?? "not known"],
    ...(campaign.length > 0 ? campaign : [["Campaign", "none"] as [string, string]]),
    ["Referred by", request.referrer_host ?? "no other site"],
  ]
}

/** The language the request was sent in, as staff read it: its name in itself and its code ("हिन्दी (hi)"). */
export function languageLabel(request: Pick<Request, "language">, content: EmailContent): string {
  const { name, code } = emailLanguage(content, request.language)
  return `${name} (${code})`
}

/** Label and value of every field staff see, in order. */
function fields(request: Request, content: EmailContent): Array<[string, string]> {
  return [
    ["Topic", content.copy.staff.topics[request.topic] ?? request.topic],
    // Which language to answer in: the visitor's emails and pages are in it.
    ["Language", languageLabel(request, content)],
    ["Name", request.name],
    ["Email", request.email],
    ["Company", request.company],
    ["Employees", request.emp_count || "not given"],
    ["Country", request.country ?? "unknown"],
    ...sourceFields(request),
    ["Received", request.created_at],
    ["Request id", request.id],
  ]
}

export function renderStaffEmail(
  request: Request,
  content: EmailContent,
  event: StaffEvent = { type: "requested" },
): RenderedEmail {
  const values = placeholders(request, content)
  const staff = content.copy.staff
  // In the default language, as staff read it; a visitor's words in another script fall back to the system's fonts.
  const language = emailLanguage(content, null)
  const styles = emailStyles(language)
  const corrected = event.type === "corrected" ? event.fields.map((field) => FIELD_OF[field]) : []
  const subject = headerSafe(fill(event.type === "corrected" ? staff.correctionSubject : staff.subject, values))
  const intro = event.type === "corrected" ? staff.correctionIntro : staff.intro
  const message = request.message || staff.noMessage
  const rows = fields(request, content)
  const mark = (label: string) => (corrected.includes(label) ? `${label} (corrected)` : label)
  const text = [
    fill(intro, values),
    rows.map(([label, value]) => `${mark(label)}: ${value}`).join("\n"),
    `Message:\n${message}`,
  ].join("\n\n")
  const table =
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;">` +
    rows
      .map(
        ([label, value]) =>
          `<tr><td style="${styles.cellLabel}">${escapeHtml(mark(label))}</td><td style="${styles.cellValue}">${corrected.includes(label) ? `<strong>${escapeHtml(value)}</strong>` : escapeHtml(value)}</td></tr>`,
      )
      .join("") +
    `</table>`
  const body = [
    `<p style="${styles.paragraph}">${fillHtml(intro, values)}</p>`,
    table,
    `<h2 style="${styles.heading}">Message</h2>`,
    `<p style="${styles.quote}">${escapeHtml(message)}</p>`,
  ].join("\n")
  return {
    subject,
    text,
    html: emailLayout({
      brand: content.brand,
      language,
      title: subject,
      preheader: subject,
      body,
    }),
  }
}

export interface StaffWebhookBody {
  /** Slack-compatible summary (an incoming webhook shows this). */
  text: string
  event: "early_access.requested" | "early_access.corrected"
  delivery_id: string
  /** early_access.corrected: the fields the person changed (their new values are in `request`). */
  corrected?: CorrectableField[]
  request: {
    id: string
    email: string
    name: string
    company: string
    emp_count: string
    topic: string
    message: string
    country: string | null
    /** The code of the language the form was sent in (content/languages.yaml). */
    language: string
    created_at: string
    /** Where it came from: the page's path, the five campaign parameters, the referring site; null when none. */
    source: RequestSource
  }
}

export function renderStaffWebhook(
  request: Request,
  deliveryId: string,
  content: EmailContent,
  event: StaffEvent = { type: "requested" },
): StaffWebhookBody {
  const values = placeholders(request, content)
  const staff = content.copy.staff
  const summary = [
    `*${escapeSlack(fill(event.type === "corrected" ? staff.correctionSubject : staff.subject, values))}*`,
    ...(event.type === "corrected"
      ? [`Corrected: ${event.fields.map((field) => FIELD_OF[field].toLowerCase()).join(", ")}`]
      : []),
    `${escapeSlack(request.email)} · ${escapeSlack(request.emp_count || "size not given")} employees · ${escapeSlack(request.country ?? "unknown country")} · written in ${escapeSlack(languageLabel(request, content))}`,
    [
      `From page ${escapeSlack(request.landing_path ?? "not known")}`,
      ...campaignEntries(request).map(([name, value]) => `${name}=${escapeSlack(value)}`),
      ...(request.referrer_host ? [`referred by ${escapeSlack(request.referrer_host)}`] : []),
    ].join(" · "),
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
    event: event.type === "corrected" ? "early_access.corrected" : "early_access.requested",
    delivery_id: deliveryId,
    ...(event.type === "corrected" ? { corrected: event.fields } : {}),
    request: {
      id: request.id,
      email: request.email,
      name: request.name,
      company: request.company,
      emp_count: request.emp_count,
      topic: request.topic,
      message: request.message,
      country: request.country,
      language: emailLanguage(content, request.language).code,
      created_at: request.created_at,
      source: requestSourceOf(request),
    },
  }
}
