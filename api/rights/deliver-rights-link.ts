import { YOUR_DATA_FORM_PAGE, YOUR_DATA_OPEN_PAGE } from "../../contracts/your-data"
import { emailPagePath } from "../../schema/email-content"
import { issueToken } from "../early-access/tokens"
import { log } from "../runtime/log"
import { siteLink, type Preparer } from "../outbox/delivery"
import { renderRightsLink } from "./render-rights-link"
import { markRightsAnswered, recordRightsRequest } from "./rights-log"

// Delivering a "your data" link (queued by link-request.ts for any address): here, out of the visitor's sight and
// time, the outbox decides. No stored request for the row's id (the address is unknown, or erased since): nothing to
// send, the row is deleted. A link already owed to the same request within the last 10 minutes: this one is a
// repeat and goes too (so typing someone's address again and again sends them one email, not many). Otherwise the
// access request enters the rights log, a fresh signed token goes into the link, and the email is sent; once it is
// delivered, the log says the request was answered.

export const RESEND_LINK_AFTER_MS = 10 * 60 * 1000

export const prepareRightsLink: Preparer = async (row, context) => {
  const { db, content, mailer } = context
  const request = await db
    .selectFrom("early_access_requests")
    .selectAll()
    .where("id", "=", row.request_id)
    .executeTakeFirst()
  if (!request) return { nothingToSend: "no stored request for this address" }

  // One link per window: none goes when another already went, or when an earlier one is still on its way (the
  // earliest goes: a deterministic order, so two instances delivering two of them at once never both drop theirs).
  const since = new Date(Date.parse(row.created_at) - RESEND_LINK_AFTER_MS).toISOString()
  const earlier = await db
    .selectFrom("outbox")
    .select("id")
    .where("kind", "=", "rights_link")
    .where("request_id", "=", request.id)
    .where("created_at", ">=", since)
    .where("id", "!=", row.id)
    .where((eb) =>
      eb.or([
        eb("delivered_at", "is not", null),
        eb("created_at", "<", row.created_at),
        eb.and([eb("created_at", "=", row.created_at), eb("id", "<", row.id)]),
      ]),
    )
    .executeTakeFirst()
  if (earlier) return { nothingToSend: "a link went to this address less than 10 minutes ago" }

  await recordRightsRequest(db, {
    id: row.id,
    requestId: request.id,
    kind: "access",
    requestedAt: row.created_at,
    answeredAt: null,
  })
  const token = await issueToken(db, request.id, "access", context.now())
  // The pages in the request's language where they are translated, else the English ones.
  const page = (path: string) => emailPagePath(context.content, request.language, path)
  const email = renderRightsLink({
    request,
    openUrl: siteLink(context, page(YOUR_DATA_OPEN_PAGE), token),
    formUrl: siteLink(context, page(YOUR_DATA_FORM_PAGE)),
    content,
  })
  return {
    via: mailer.via,
    send: () => mailer.send({ deliveryId: row.id, to: { name: request.name, address: request.email }, ...email }),
    async delivered(at) {
      await markRightsAnswered(db, row.id, at)
      log.info("your_data_link_sent", {})
    },
  }
}
