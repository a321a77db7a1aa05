// After a successful early-access request: a log event, and in analytics the visitor becomes the person with
// that email, in the group of their company, only once the visitor accepted analytics (the privacy policy
// promises it): before a choice, or after Reject, GPC or DNT, their events stay anonymous.
import type { EarlyAccessAnswer } from "../../contracts/early-access"
import { group, identify } from "./analytics"
import type { AnalyticsConsent } from "./consent"
import { log } from "./log"
import { siteConsent } from "./site-consent"

/** One group per company however it was typed: "  Acme  Corp" and "acme corp" are the same. */
export const companyKey = (company: string) => company.trim().replace(/\s+/g, " ").toLowerCase()

type Request = Pick<EarlyAccessAnswer, "email" | "name" | "company" | "topic">

export function trackEarlyAccessRequest(
  receipt: Request,
  consent: AnalyticsConsent = siteConsent.getSnapshot().consent,
): void {
  // The answer is the same for a new and a repeated email, so there is no "created" to log any more.
  log.info("early_access_requested", { company: receipt.company, topic: receipt.topic })
  if (consent !== "granted") return
  identify(receipt.email.trim().toLowerCase(), { email: receipt.email.trim(), name: receipt.name })
  group("company", companyKey(receipt.company), { name: receipt.company.trim() })
}
