import type { Kysely } from "kysely"
import type {
  Processor,
  StoredDeliveryRow,
  StoredLinkRow,
  StoredRequestRow,
  StoredRightsRow,
  YourDataExport,
} from "../../contracts/your-data"
import type { Database, EarlyAccessRequestsTable, OutboxTable, RightsRequestsTable } from "../store/schema"

// Everything the site holds about one request, as the "your data" page shows it and the downloads carry it: the
// store's rows whole (the link tokens without their hash), the day it will be erased, and the services that received
// some of it, said from what the rows and the settings show, never more.

// The contract's row shapes are the tables' (a column added to a table and not to the contract fails here).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const sameRequest: Same<StoredRequestRow, Omit<EarlyAccessRequestsTable, "topic"> & { topic: string }> = true
const sameDelivery: Same<StoredDeliveryRow, Omit<OutboxTable, "kind"> & { kind: string }> = true
const sameRights: Same<StoredRightsRow, Omit<RightsRequestsTable, "kind"> & { kind: string }> = true
void [sameRequest, sameDelivery, sameRights]

const DAY_MS = 24 * 60 * 60 * 1000

export interface ProcessorSettings {
  /** AXIOM_TOKEN is set: the server's and the browser's log lines go to Axiom. */
  axiom: boolean
  /** A PostHog key is set: the browser identifies a visitor who accepted analytics when they send the form. */
  posthog: boolean
}

export interface CollectOptions {
  now: Date
  retentionDays: number
  settings: ProcessorSettings
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** Who received what, from the deliveries that went out (by the carrier recorded on each) and the settings. */
export function processorsOf(deliveries: readonly StoredDeliveryRow[], settings: ProcessorSettings): Processor[] {
  const processors: Processor[] = []
  const sent = deliveries.filter((row) => row.delivered_at !== null && row.sent_via !== null)
  const carriers = [...new Set(sent.map((row) => row.sent_via ?? ""))]
  for (const via of carriers) {
    const rows = sent.filter((row) => row.sent_via === via)
    const [type, host = ""] = via.split(/:(.*)/s)
    if (type === "smtp") {
      const toYou = rows.filter((row) => row.kind === "visitor_confirmation" || row.kind === "rights_link").length
      const toStaff = rows.filter((row) => row.kind === "staff_email").length
      const parts = [
        ...(toYou ? [`your name and email address, to deliver ${plural(toYou, "email", "emails")} to you`] : []),
        ...(toStaff
          ? [`your request's details, in ${plural(toStaff, "notification email", "notification emails")} to our team`]
          : []),
      ]
      processors.push({
        name: `Our email provider${host ? ` (${host})` : ""}`,
        role: "Delivers the emails we send",
        received: `${parts.join("; and ")}.`,
      })
    } else if (type === "webhook") {
      processors.push({
        name: `Our team's chat${host ? ` (${host})` : ""}`,
        role: "Receives our staff notifications",
        received: `Your name, email address, company, company size, topic, message and country, and the page, campaign and site you came from, in ${plural(rows.length, "notification", "notifications")}.`,
      })
    }
    // "file": written to a file on our own server (no SMTP relay set up): nobody else received it.
  }
  if (settings.axiom)
    processors.push({
      name: "Axiom (axiom.co)",
      role: "Our log service: keeps the website's server and browser logs for up to 90 days",
      received:
        "The log lines written about your request: your company name, country and topic, not your email address or name.",
    })
  if (settings.posthog)
    processors.push({
      name: "PostHog (posthog.com)",
      role: "Product analytics, only with your consent",
      received:
        "Your email address, name and company, but only if you had accepted analytics cookies in the browser you sent the form from: that browser then told PostHog who you are. Our server does not record whether you had; our privacy contact can delete you there.",
    })
  processors.push({
    name: "Our hosting provider",
    role: "Runs this website and its database",
    received: `Everything on this page, which it stores for us; its network told us the country your request came from.${settings.axiom ? "" : " Its logs keep the lines we write about your request: your company name, country and topic."}`,
  })
  return processors
}

/** Everything held for the request, or null when it no longer exists. */
export async function collectYourData(
  db: Kysely<Database>,
  requestId: string,
  { now, retentionDays, settings }: CollectOptions,
): Promise<YourDataExport | null> {
  const request = await db
    .selectFrom("early_access_requests")
    .selectAll()
    .where("id", "=", requestId)
    .executeTakeFirst()
  if (!request) return null
  const deliveries = await db
    .selectFrom("outbox")
    .selectAll()
    .where("request_id", "=", requestId)
    .orderBy("created_at")
    .orderBy("id")
    .execute()
  const links: StoredLinkRow[] = await db
    .selectFrom("early_access_tokens")
    .select(["request_id", "purpose", "created_at", "expires_at", "used_at"])
    .where("request_id", "=", requestId)
    .orderBy("created_at")
    .orderBy("purpose")
    .execute()
  const rights = await db
    .selectFrom("rights_requests")
    .selectAll()
    .where("request_id", "=", requestId)
    .orderBy("requested_at")
    .orderBy("id")
    .execute()
  return {
    exported_at: now.toISOString(),
    request,
    deliveries,
    links,
    rights_requests: rights,
    retention: {
      erase_by: new Date(Date.parse(request.created_at) + retentionDays * DAY_MS).toISOString(),
      days: retentionDays,
    },
    processors: processorsOf(deliveries, settings),
  }
}
