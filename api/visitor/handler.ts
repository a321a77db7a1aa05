import { hasEarlyAccessCookie } from "../early-access/cookie"
import { countryFromHeaders, currencyFor, type Currency } from "./geo"
import { allowMethods, safeHandler, sendJson } from "../http/http"

export interface VisitorBody {
  country: string | null
  currency: Currency
  earlyAccessRequested: boolean
}

/** GET /api/visitor: where the visitor is (per the CDN), the currency to show, and whether they signed up. */
export default safeHandler("visitor", (req, res) => {
  if (!allowMethods(req, res, ["GET"])) return
  const country = countryFromHeaders(req)
  const body: VisitorBody = {
    country,
    currency: currencyFor(country),
    earlyAccessRequested: hasEarlyAccessCookie(req),
  }
  sendJson(res, 200, body)
})
