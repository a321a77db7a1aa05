// The address the site was opened with in this tab, noted when the site's script starts (gatsby-browser's
// onClientEntry), before any client-side navigation changes it: its query and the document's referrer, as they are.
// Kept in memory only, for as long as the page is open. Read when the form is sent (request-source.ts); this file is
// in every page's first load, so it does nothing more than note the two strings.

export type Arrival = { search: string; referrer: string }

let arrival: Arrival | null = null

export function rememberArrival(): void {
  arrival ??= { search: window.location.search, referrer: document.referrer }
}

export function arrivalAddress(): Arrival | null {
  return arrival
}

/** Forgets the arrival (tests only: a page load has one). */
export function forgetArrival(): void {
  arrival = null
}
