import type { Kysely } from "kysely"
import type {
  DELIVERY_KINDS,
  LINK_PURPOSES,
  RIGHTS_KINDS,
  Processor,
  ProcessorFacts,
  StoredDeliveryRow,
  StoredLinkRow,
  StoredRequestRow,
  StoredRightsRow,
  YourDataExport,
} from "../../contracts/your-data"
import { processorInWords } from "../../contracts/processor-words"
import type { YourDataWords } from "../../schema/content"
import type {
  Database,
  EarlyAccessRequestsTable,
  OutboxKind,
  OutboxTable,
  RightsKind,
  RightsRequestsTable,
  TokenPurpose,
} from "../store/schema"
import { loadEmailContent } from "../outbox/email-content"

// Everything the site holds about one request, as the "your data" page shows it and the downloads carry it: the
// store's rows whole (the link tokens without their hash), the day it will be erased, and the services that received
// some of it, said from what the rows and the settings show, never more.

// The contract's row shapes are the tables' (a column added to a table and not to the contract fails here).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const sameRequest: Same<StoredRequestRow, Omit<EarlyAccessRequestsTable, "topic"> & { topic: string }> = true
const sameDelivery: Same<StoredDeliveryRow, Omit<OutboxTable, "kind"> & { kind: string }> = true
const sameRights: Same<StoredRightsRow, Omit<RightsRequestsTable, "kind"> & { kind: string }> = true
// The kinds the page words (content/your-data.yaml) are the store's.
const sameKinds: Same<(typeof DELIVERY_KINDS)[number], OutboxKind> = true
const samePurposes: Same<(typeof LINK_PURPOSES)[number], TokenPurpose> = true
const sameRightsKinds: Same<(typeof RIGHTS_KINDS)[number], RightsKind> = true
void [sameRequest, sameDelivery, sameRights, sameKinds, samePurposes, sameRightsKinds]

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

/** Who received what, from the deliveries that went out (by the carrier recorded on each) and the settings. */
export function processorFacts(
  deliveries: readonly StoredDeliveryRow[],
  settings: ProcessorSettings,
): ProcessorFacts[] {
  const facts: ProcessorFacts[] = []
  const sent = deliveries.filter((row) => row.delivered_at !== null && row.sent_via !== null)
  const carriers = [...new Set(sent.map((row) => row.sent_via ?? ""))]
  for (const via of carriers) {
    const rows = sent.filter((row) => row.sent_via === via)
    const [type, host = ""] = via.split(/:(.*)/s)
    const at = host ? { host } : {}
    if (type === "smtp")
      facts.push({
        kind: "email",
        ...at,
        to_you: rows.filter((row) => row.kind === "visitor_confirmation" || row.kind === "rights_link").length,
        to_staff: rows.filter((row) => row.kind === "staff_email").length,
      })
    else if (type === "webhook") facts.push({ kind: "chat", ...at, notifications: rows.length })
    // "file": written to a file on our own server (no SMTP relay set up): nobody else received it.
  }
  if (settings.axiom) facts.push({ kind: "axiom" })
  if (settings.posthog) facts.push({ kind: "posthog" })
  facts.push({ kind: "hosting", keeps_logs: !settings.axiom })
  return facts
}

/** The same, in words: the site's default language's (the download's), or `words` in `locale`. */
export function processorsOf(
  deliveries: readonly StoredDeliveryRow[],
  settings: ProcessorSettings,
  { words, locale } = defaultWords(),
): Processor[] {
  return processorFacts(deliveries, settings).map((facts) => ({
    ...facts,
    ...processorInWords(facts, words, locale),
  }))
}

function defaultWords(): { words: YourDataWords["processors"]; locale: string } {
  const content = loadEmailContent()
  const language = content.languages[0]!
  return { words: content.yourData[language.code]!.processors, locale: language.locale }
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
