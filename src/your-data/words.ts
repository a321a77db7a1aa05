// How the "your data" page says what the store holds: times, kinds of email, carriers and rights, in plain words.
import { EARLY_ACCESS_TOPICS } from "../../contracts/early-access"
import type { StoredDeliveryRow } from "../../contracts/your-data"

const TIME = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
  timeZone: "UTC",
})
const DAY = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })

/** "26 November 2026, 09:00 UTC". */
export function timeInWords(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : `${TIME.format(date).replace(" at ", ", ")} UTC`
}

/** "26 November 2028". */
export function dayInWords(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : DAY.format(date)
}

export function topicInWords(topic: string): string {
  return EARLY_ACCESS_TOPICS.find((entry) => entry.value === topic)?.label ?? topic
}

const DELIVERY: Readonly<Record<string, string>> = {
  visitor_confirmation: "Confirmation email, to you",
  rights_link: "Email with the link to this page, to you",
  staff_email: "Notification email, to our team",
  staff_webhook: "Notification in our team's chat",
}

export function deliveryInWords(row: Pick<StoredDeliveryRow, "kind" | "payload">): string {
  const base = DELIVERY[row.kind] ?? row.kind
  return row.kind.startsWith("staff_") && row.payload.includes('"correction"') ? `${base}: your correction` : base
}

/** Who carried it: "our email provider (smtp.example.com)", "our team's chat (hooks.slack.com)". */
export function carrierInWords(via: string | null): string {
  if (!via) return ""
  const [type, host] = via.split(/:(.*)/s)
  if (type === "smtp") return `our email provider${host ? ` (${host})` : ""}`
  if (type === "webhook") return `our team's chat${host ? ` (${host})` : ""}`
  if (type === "file") return "a file on our own server (no email provider)"
  return via
}

const LINKS: Readonly<Record<string, string>> = {
  confirm: "Link to confirm your address",
  delete: "Link to delete your request",
  access: "Link to this page",
  session: "A session on this page",
}
export const linkInWords = (purpose: string): string => LINKS[purpose] ?? purpose

const RIGHTS: Readonly<Record<string, string>> = {
  access: "To see your data",
  correction: "To correct it",
  erasure: "To erase it",
}
export const rightInWords = (kind: string): string => RIGHTS[kind] ?? kind
