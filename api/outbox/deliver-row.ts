import { emailPagePath, type EmailContent } from "../../schema/email-content"
import { EARLY_ACCESS_CONFIRM_PAGE, EARLY_ACCESS_DELETE_PAGE } from "../../contracts/early-access"
import { YOUR_DATA_FORM_PAGE } from "../../contracts/your-data"
import { issueToken } from "../early-access/tokens"
import type { DeliveryConfig } from "../runtime/env"
import { prepareRightsLink } from "../rights/deliver-rights-link"
import type { EarlyAccessRequestsTable, OutboxKind } from "../store/schema"
import type { OutboxRow } from "./claim"
import { payloadOf, siteLink, Undeliverable, type DeliveryContext, type Preparation, type Preparer } from "./delivery"
import { renderConfirmation } from "./render-confirmation"
import { renderStaffEmail, renderStaffWebhook, staffEventOf } from "./render-staff"

// One delivery: read the request as it is now, render the message, and say how to send it (delivery.ts). Rendering
// happens here, at delivery time, so the emailed tokens are created fresh and the database never holds a raw one.
// One preparer per outbox kind, in the registry below.

/** Where staff emails go: NOTIFY_EMAIL, else the site's own address unless a webhook was configured instead. */
export function staffEmailAddress(config: DeliveryConfig, content: EmailContent): string | null {
  return config.notifyEmail ?? (config.notifyWebhookUrl ? null : content.brand.email)
}

/** The request a row is for, as it is now. Deleted by its owner (or by retention) since: nothing to send, ever. */
async function requestOf(row: OutboxRow, { db }: DeliveryContext): Promise<EarlyAccessRequestsTable> {
  const request = await db
    .selectFrom("early_access_requests")
    .selectAll()
    .where("id", "=", row.request_id)
    .executeTakeFirst()
  if (!request) throw new Undeliverable("the request no longer exists", { final: true })
  return request
}

/** "webhook:<host>": which service received a staff notification. */
function webhookVia(url: string): string {
  try {
    return `webhook:${new URL(url).host}`
  } catch {
    return "webhook"
  }
}

const prepareConfirmation: Preparer = async (row, context) => {
  const { db, content, mailer } = context
  const request = await requestOf(row, context)
  const now = context.now()
  const confirmToken = request.confirmed_at ? null : await issueToken(db, request.id, "confirm", now)
  const deleteToken = await issueToken(db, request.id, "delete", now)
  const page = (path: string) => emailPagePath(content, request.language, path)
  const email = renderConfirmation({
    request,
    repeat: payloadOf(row).repeat === true,
    // The pages in the request's language where they are translated (/hi/invite/confirm), else the English ones.
    confirmUrl: confirmToken ? siteLink(context, page(EARLY_ACCESS_CONFIRM_PAGE), confirmToken) : null,
    deleteUrl: siteLink(context, page(EARLY_ACCESS_DELETE_PAGE), deleteToken),
    yourDataUrl: siteLink(context, page(YOUR_DATA_FORM_PAGE)),
    content,
  })
  return {
    via: mailer.via,
    send: () => mailer.send({ deliveryId: row.id, to: { name: request.name, address: request.email }, ...email }),
  }
}

const prepareStaffEmail: Preparer = async (row, context) => {
  const { config, content, mailer } = context
  const request = await requestOf(row, context)
  const address = staffEmailAddress(config, content)
  if (!address) throw new Undeliverable("no staff address: set NOTIFY_EMAIL")
  const email = renderStaffEmail(request, content, staffEventOf(payloadOf(row)))
  return {
    via: mailer.via,
    send: () =>
      mailer.send({
        deliveryId: row.id,
        to: { name: `${content.brand.productName} team`, address },
        replyTo: { name: request.name, address: request.email },
        ...email,
      }),
  }
}

const prepareStaffWebhook: Preparer = async (row, context) => {
  const { config, content } = context
  const request = await requestOf(row, context)
  const url = config.notifyWebhookUrl
  if (!url) throw new Undeliverable("no webhook: set NOTIFY_WEBHOOK_URL")
  const body = JSON.stringify(renderStaffWebhook(request, row.id, content, staffEventOf(payloadOf(row))))
  return {
    via: webhookVia(url),
    send: () => context.postWebhook({ url, deliveryId: row.id, body, secret: config.notifyWebhookSecret }),
  }
}

/** The one registry of outbox kinds: how each is prepared. */
const PREPARERS: Readonly<Record<OutboxKind, Preparer>> = {
  visitor_confirmation: prepareConfirmation,
  staff_email: prepareStaffEmail,
  staff_webhook: prepareStaffWebhook,
  rights_link: prepareRightsLink,
}

/**
 * Reads what the row needs, issues the link tokens and renders the message of one claimed row. Throws Undeliverable
 * when the row can never be sent as things stand.
 */
export async function prepareDelivery(row: OutboxRow, context: DeliveryContext): Promise<Preparation> {
  const prepare: Preparer | undefined = Object.prototype.hasOwnProperty.call(PREPARERS, row.kind)
    ? PREPARERS[row.kind]
    : undefined
  // A kind this version does not know (written by a newer one): leave it for that version, visibly.
  if (!prepare) throw new Error(`unknown outbox kind "${row.kind}"`)
  return prepare(row, context)
}
