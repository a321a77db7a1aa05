// After a successful early-access request: a log event, and in analytics the visitor becomes the person with
// that email, in the group of their company. Not when the visitor refused analytics (Reject, GPC or DNT):
// their events stay anonymous.
import type { EarlyAccessReceipt } from "../components/early-access/submit-early-access"
import { group, identify } from "./analytics"
import type { AnalyticsConsent } from "./consent"
import { log } from "./log"
import { siteConsent } from "./site-consent"

/** One group per company however it was typed: "  Acme  Corp" and "acme corp" are the same. */
export const companyKey = (company: string) => company.trim().replace(/\s+/g, " ").toLowerCase()

export function trackEarlyAccessRequest(receipt: EarlyAccessReceipt, consent: AnalyticsConsent = siteConsent.getSnapshot().consent): void {
  log.info("early_access_requested", { company: receipt.company, created: receipt.created })
  if (consent === "denied") return
  identify(receipt.email.trim().toLowerCase(), { email: receipt.email.trim(), name: receipt.name })
  group("company", companyKey(receipt.company), { name: receipt.company.trim() })
}
