import type { Kysely } from "kysely"
import type { EmailContent } from "../../schema/email-content"
import type { DeliveryConfig } from "../runtime/env"
import type { Database } from "../store/schema"
import type { OutboxRow } from "./claim"
import type { Mailer } from "./mailer"
import type { WebhookSender } from "./webhook"

// What one delivery is made of, for the engine (outbox-engine.ts) and for each kind's preparer (deliver-row.ts's
// registry; the "your data" link's lives in api/rights/). A preparer reads what it needs and renders the message
// (database work), and hands back how to send it (network work): the engine prepares a batch's rows one by one and
// sends them together, so a Function instance never needs more than one database connection at a time.

export interface DeliveryContext {
  db: Kysely<Database>
  config: DeliveryConfig
  content: EmailContent
  mailer: Mailer
  postWebhook: WebhookSender
  now: () => Date
}

/**
 * A delivery that cannot succeed as things stand: its request is gone (`final`: it will never come back), or the
 * rule that queued it no longer applies (a staff email with no staff address, a webhook with no URL: a setting may
 * still be on its way, so it is tried a few more times). The engine dead-letters it with this reason.
 */
export class Undeliverable extends Error {
  readonly final: boolean
  constructor(reason: string, { final = false }: { final?: boolean } = {}) {
    super(reason)
    this.name = "Undeliverable"
    this.final = final
  }
}

/** A rendered message, ready to go; `send` throws when the transport fails (the caller schedules the retry). */
export interface PreparedDelivery {
  /** Who carries it, kept on the row once delivered: "smtp:<relay host>", "file", "webhook:<host>". */
  via: string
  send(): Promise<void>
  /** Database work once the row is marked delivered (the rights log's answer time); a failure is only logged. */
  delivered?(at: Date): Promise<void>
}

/**
 * Nothing is owed after all, and the row is deleted rather than kept: a "your data" link asked for an address that
 * is not stored, or asked again within minutes. The reason is for the log only.
 */
export interface NothingToSend {
  nothingToSend: string
}

export type Preparation = PreparedDelivery | NothingToSend

export type Preparer = (row: OutboxRow, context: DeliveryContext) => Promise<Preparation>

export function payloadOf(row: OutboxRow): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(row.payload)
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** An absolute link to a page of the site: SITE_URL, else the site's address in content/site.yaml. */
export function siteLink(context: Pick<DeliveryContext, "config" | "content">, page: string, token?: string): string {
  const url = new URL(page, `${context.config.siteUrl ?? context.content.brand.siteUrl}/`)
  if (token !== undefined) url.searchParams.set("token", token)
  return url.toString()
}
