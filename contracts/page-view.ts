// The anonymous page-view beacon shared by the browser (src/telemetry/page-view-beacon.ts) and the server
// (api/page-views/handler.ts). Dependency-free, so both sides import the one definition.
//
// The path is deliberately neutral: blockers match /pageview, /analytics, /track and /collect.
export const PAGE_VIEW_ENDPOINT = "/api/page-seen"

/** Longest path (with its query) and referrer accepted; longer ones are refused, not cut. */
export const PAGE_VIEW_MAX_PATH = 512
export const PAGE_VIEW_MAX_REFERRER = 512
/** The largest body accepted: the two fields above with JSON's quotes and escapes to spare. */
export const PAGE_VIEW_MAX_BYTES = 2048

/** The body of POST PAGE_VIEW_ENDPOINT: nothing else is accepted, and the server names the event itself. */
export interface PageViewBody {
  /** Path and query of the page viewed, starting with "/". */
  path: string
  /** document.referrer on a page load; absent on a client-side route change. */
  referrer?: string
}
