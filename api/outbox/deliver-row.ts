import type { Kysely } from "kysely"
import type { EmailContent } from "../../config/email-content"
import { EARLY_ACCESS_CONFIRM_PAGE, EARLY_ACCESS_DELETE_PAGE } from "../../contracts/early-access"
import { issueToken } from "../early-access-tokens"
import type { DeliveryConfig } from "../env"
import type { Database } from "../schema"
import type { OutboxRow } from "./claim"
import type { Mailer } from "./mailer"
import { renderConfirmation } from "./render-confirmation"
import { renderStaffEmail, renderStaffWebhook } from "./render-staff"
import type { WebhookSender } from "./webhook"

// One delivery: read the request as it is now, render the message, send it. Rendering happens here, at delivery
// time, so the emailed tokens are created fresh and the database never holds a raw one. The database work comes
// first (prepareDelivery), the sending after (its `send`): the engine prepares a batch's rows one by one and sends
// them together, so a Function instance never needs more than one database connection at a time.

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
  send(): Promise<void>
}

/** Where staff emails go: NOTIFY_EMAIL, else the site's own address unless a webhook was configured instead. */
export function staffEmailAddress(config: DeliveryConfig, content: EmailContent): string | null {
  return config.notifyEmail ?? (config.notifyWebhookUrl ? null : content.brand.email)
}

function payloadOf(row: OutboxRow): { repeat?: unknown } {
  try {
    const parsed: unknown = JSON.parse(row.payload)
    return parsed && typeof parsed === "object" ? parsed : {}
  } catch {
    return {}
  }
}

function pageUrl(config: DeliveryConfig, content: EmailContent, page: string, token: string): string {
  const url = new URL(page, `${config.siteUrl ?? content.brand.siteUrl}/`)
  url.searchParams.set("token", token)
  return url.toString()
}

/**
 * Reads the request, issues the link tokens and renders the message of one claimed row. Throws Undeliverable when
 * the row can never be sent as things stand.
 */
export async function prepareDelivery(row: OutboxRow, context: DeliveryContext): Promise<PreparedDelivery> {
  const { db, config, content, mailer } = context
  const request = await db
    .selectFrom("early_access_requests")
    .selectAll()
    .where("id", "=", row.request_id)
    .executeTakeFirst()
  // Deleted by its owner (or by retention) after the row was written: nothing to send, ever.
  if (!request) throw new Undeliverable("the request no longer exists", { final: true })

  switch (row.kind) {
    case "visitor_confirmation": {
      const now = context.now()
      const confirmToken = request.confirmed_at ? null : await issueToken(db, request.id, "confirm", now)
      const deleteToken = await issueToken(db, request.id, "delete", now)
      const email = renderConfirmation({
        request,
        repeat: payloadOf(row).repeat === true,
        confirmUrl: confirmToken ? pageUrl(config, content, EARLY_ACCESS_CONFIRM_PAGE, confirmToken) : null,
        deleteUrl: pageUrl(config, content, EARLY_ACCESS_DELETE_PAGE, deleteToken),
        content,
      })
      return {
        send: () => mailer.send({ deliveryId: row.id, to: { name: request.name, address: request.email }, ...email }),
      }
    }
    case "staff_email": {
      const address = staffEmailAddress(config, content)
      if (!address) throw new Undeliverable("no staff address: set NOTIFY_EMAIL")
      const email = renderStaffEmail(request, content)
      return {
        send: () =>
          mailer.send({
            deliveryId: row.id,
            to: { name: `${content.brand.productName} team`, address },
            replyTo: { name: request.name, address: request.email },
            ...email,
          }),
      }
    }
    case "staff_webhook": {
      const url = config.notifyWebhookUrl
      if (!url) throw new Undeliverable("no webhook: set NOTIFY_WEBHOOK_URL")
      const body = JSON.stringify(renderStaffWebhook(request, row.id, content))
      return {
        send: () => context.postWebhook({ url, deliveryId: row.id, body, secret: config.notifyWebhookSecret }),
      }
    }
  }
  // A kind this version does not know (written by a newer one): leave it for that version, visibly.
  throw new Error(`unknown outbox kind "${String(row.kind)}"`)
}
