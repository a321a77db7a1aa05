// Where an early-access request came from, as the browser knows it (docs/operations.md, "Where a request came
// from"): the path of the page the form is sent from, the campaign parameters of an address, and the host of another
// site that linked to the visit. Nothing is kept in a cookie or the browser's storage: a reload, a new tab or a later
// visit starts from its own address. Loaded with the form, not in every page's first load (see arrival.ts).
import type { EarlyAccessSource } from "../../contracts/early-access"
import { campaignEntries, campaignOfQuery, REQUEST_SOURCE_LIMITS } from "../../contracts/request-source"
import { arrivalAddress } from "./arrival"

/** The host of `referrer` when it is another site's (this site's own pages are no referrer). */
export function externalHost(referrer: string, ownHost: string): string | undefined {
  try {
    const { host, hostname } = new URL(referrer)
    return hostname && host !== ownHost ? hostname : undefined
  } catch {
    return undefined // "" (typed, bookmarked, or the referrer withheld) or not an address
  }
}

/**
 * Where a request sent now, from `location`, came from. The campaign is taken whole from one address: the page's own
 * when it has any of the five parameters, else the address the site was opened with (so a visitor who arrives on a
 * campaign page and moves to the form through the site's links keeps it). The referrer is the document's, which
 * client-side navigation does not change.
 */
export function requestSource(
  location: Pick<Location, "pathname" | "search" | "host"> = window.location,
): EarlyAccessSource {
  const own = campaignEntries(campaignOfQuery(location.search))
  const arrival = arrivalAddress()
  const campaign = own.length > 0 || !arrival ? own : campaignEntries(campaignOfQuery(arrival.search))
  // The document's referrer: the arrival's, which client-side navigation does not change anyway.
  const referrerHost = externalHost(arrival?.referrer ?? document.referrer, location.host)
  return {
    ...(location.pathname.length <= REQUEST_SOURCE_LIMITS.pathChars ? { landing_path: location.pathname } : {}),
    ...Object.fromEntries(campaign),
    ...(referrerHost ? { referrer_host: referrerHost } : {}),
  }
}
