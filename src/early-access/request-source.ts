// Where an early-access request came from, as the browser knows it (docs/operations.md, "Where a request came
// from"): the path of the page the form is sent from, the campaign parameters of an address, and the host of another
// site that linked to the visit. Nothing is kept in a cookie or the browser's storage: a reload, a new tab or a later
// visit starts from its own address. Loaded with the form, not in every page's first load (see arrival.ts).
import {
  REQUEST_SOURCE_LIMITS,
  UTM_PARAMETERS,
  type EarlyAccessSource,
  type UtmParameter,
} from "../../contracts/early-access"
import { arrivalAddress } from "./arrival"

type Campaign = Partial<Record<UtmParameter, string>>

/** The five campaign parameters of an address's query, the first of each, cut to their bound; none when blank. */
export function campaignOf(search: string): Campaign {
  const params = new URLSearchParams(search)
  const campaign: Campaign = {}
  for (const name of UTM_PARAMETERS) {
    const value = params.get(name)?.trim()
    if (value) campaign[name] = Array.from(value).slice(0, REQUEST_SOURCE_LIMITS.utmChars).join("")
  }
  return campaign
}

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
  const own = campaignOf(location.search)
  const arrival = arrivalAddress()
  const campaign = Object.keys(own).length > 0 ? own : arrival ? campaignOf(arrival.search) : {}
  // The document's referrer: the arrival's, which client-side navigation does not change anyway.
  const referrer = externalHost(arrival?.referrer ?? document.referrer, location.host)
  return {
    ...(location.pathname.length <= REQUEST_SOURCE_LIMITS.pathChars ? { landing_path: location.pathname } : {}),
    ...campaign,
    ...(referrer ? { referrer } : {}),
  }
}
