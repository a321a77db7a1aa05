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
// time, so the emailed tokens are created fresh and the database never holds a raw one.

export interface DeliveryContext {
  db: Kysely<Database>
  config: DeliveryConfig
  content: EmailContent
  mailer: Mailer
  postWebhook: WebhookSender
  now: () => Date
}

export type DeliveryOutcome = "sent" | "dropped"

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

/** Sends one claimed row; throws when the transport fails (the caller schedules the retry). */
export async function deliverRow(row: OutboxRow, context: DeliveryContext): Promise<DeliveryOutcome> {
  const { db, config, content, mailer } = context
  const request = await db
    .selectFrom("early_access_requests")
    .selectAll()
    .where("id", "=", row.request_id)
    .executeTakeFirst()
  // Deleted by its owner (or by retention) since the row was written: nothing to send, nothing to keep.
  if (!request) return "dropped"

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
      await mailer.send({ deliveryId: row.id, to: { name: request.name, address: request.email }, ...email })
      return "sent"
    }
    case "staff_email": {
      const address = staffEmailAddress(config, content)
      if (!address) throw new Error("no staff address: set NOTIFY_EMAIL")
      const email = renderStaffEmail(request, content)
      await mailer.send({
        deliveryId: row.id,
        to: { name: `${content.brand.productName} team`, address },
        replyTo: { name: request.name, address: request.email },
        ...email,
      })
      return "sent"
    }
    case "staff_webhook": {
      if (!config.notifyWebhookUrl) throw new Error("no webhook: set NOTIFY_WEBHOOK_URL")
      const body = JSON.stringify(renderStaffWebhook(request, row.id, content))
      await context.postWebhook({
        url: config.notifyWebhookUrl,
        deliveryId: row.id,
        body,
        secret: config.notifyWebhookSecret,
      })
      return "sent"
    }
  }
  // A kind this version does not know (written by a newer one): leave it for that version, visibly.
  throw new Error(`unknown outbox kind "${String(row.kind)}"`)
}
