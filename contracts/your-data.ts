// The "your data" contract shared by the browser (src/your-data/) and the server (api/rights/): the pages, the
// endpoints, what is sent and what comes back. A person sees, downloads, corrects and erases what the site holds
// about their email address, proving only that they control it (a link sent to it). Dependency-free on purpose.
import type { RequestSource } from "./request-source"

/** The form: an email address and nothing else. The privacy page and every email to a visitor link here. */
export const YOUR_DATA_FORM_PAGE = "/your-data"
/** Where the form leads, whatever the address (the neutral answer). */
export const YOUR_DATA_SENT_PAGE = "/your-data/sent"
/** Where a form sent without the script leads when it could not be taken (not an address, too many requests). */
export const YOUR_DATA_NOT_SENT_PAGE = "/your-data/not-sent"
/** The emailed link's page, with `?token=…`; its button opens the session (a GET never spends the token). */
export const YOUR_DATA_OPEN_PAGE = "/your-data/open"
/** The data itself, for the 30 minutes of the session. */
export const YOUR_DATA_VIEW_PAGE = "/your-data/view"
/** Where a link that was used, expired, altered or never ours leads: it says so and reveals nothing else. */
export const YOUR_DATA_EXPIRED_PAGE = "/your-data/expired"

/** The your-data pages by name, each at its address in the default language (a translation's is under its prefix). */
export const YOUR_DATA_PAGES = {
  form: YOUR_DATA_FORM_PAGE,
  sent: YOUR_DATA_SENT_PAGE,
  notSent: YOUR_DATA_NOT_SENT_PAGE,
  open: YOUR_DATA_OPEN_PAGE,
  view: YOUR_DATA_VIEW_PAGE,
  expired: YOUR_DATA_EXPIRED_PAGE,
} as const
export type YourDataPages = { readonly [name in keyof typeof YOUR_DATA_PAGES]: string }

/** GET: the data as the page shows it ({data, session}); `?download=json` or `?download=csv`: the file. */
export const YOUR_DATA_ENDPOINT = "/api/your-data"
/** POST { email } (JSON, or form-encoded by a form sent without the script). */
export const YOUR_DATA_REQUEST_ENDPOINT = "/api/your-data/request"
/** POST { token }: opens the session (a cookie); GET: whether this browser has one open; DELETE: ends it. */
export const YOUR_DATA_SESSION_ENDPOINT = "/api/your-data/session"
/** POST { name, company, emp_count }, in the session. */
export const YOUR_DATA_CORRECTION_ENDPOINT = "/api/your-data/correction"
/** POST {}, in the session: erases the request with everything kept for it. */
export const YOUR_DATA_ERASURE_ENDPOINT = "/api/your-data/erasure"

/** How long the emailed link works, and how long the session it opens lasts. */
export const YOUR_DATA_LINK_HOURS = 24
export const YOUR_DATA_SESSION_MINUTES = 30

export interface YourDataRequestBody {
  email: string
  /** The page's language (its code): the message under the address, and the page a form leads to, are in it. */
  language?: string
}

/**
 * The answer to POST YOUR_DATA_REQUEST_ENDPOINT: the same bytes whether or not the address is stored (and a form
 * sent without the script is redirected to YOUR_DATA_SENT_PAGE either way).
 */
export const YOUR_DATA_NEUTRAL_ANSWER = {
  status: "received",
  message: `If we hold anything for this address, we have sent it a link to see it. The link works once, for ${YOUR_DATA_LINK_HOURS} hours.`,
} as const
export type YourDataRequestAnswer = typeof YOUR_DATA_NEUTRAL_ANSWER

export interface YourDataSessionBody {
  token: string
}
export interface YourDataSessionAnswer {
  status: "open"
  expires_at: string
}
/** GET YOUR_DATA_SESSION_ENDPOINT: always 200 (having no session is an ordinary state of the page, not an error). */
export type YourDataSessionState = YourDataSessionAnswer | { status: "none" }

export interface YourDataCorrectionBody {
  name: string
  company: string
  /** One of the employee ranges, or "" for "not given". */
  emp_count: string
  /** The page's language (its code): the messages under a field are in it. */
  language?: string
}
export type CorrectableField = Exclude<keyof YourDataCorrectionBody, "language">
export interface YourDataCorrectionAnswer {
  /** "unchanged": the values were already these; nothing was stored or sent. */
  status: "corrected" | "unchanged"
  fields: CorrectableField[]
}

export interface YourDataErasureAnswer {
  status: "erased"
}

/**
 * The kinds of email and notification, of emailed link, of carrier and of request to us that the page names, each
 * worded in content/your-data.yaml (the store's own, api/store/schema.ts; api/rights/data-report.ts checks they agree).
 */
export const DELIVERY_KINDS = ["visitor_confirmation", "rights_link", "staff_email", "staff_webhook"] as const
export const LINK_PURPOSES = ["confirm", "delete", "access", "session"] as const
export const RIGHTS_KINDS = ["access", "correction", "erasure"] as const
/** How a delivery went out (its `sent_via` is "smtp:<host>", "webhook:<host>" or "file"). */
export const CARRIERS = ["smtp", "webhook", "file"] as const

/**
 * Error codes besides the usual ones (invalid_fields, rate_limited, cross_site …): 410 link_expired for any link
 * that does not open a session (used, expired, altered, for another purpose: one answer, revealing nothing), and
 * 401 no_session when the session cookie is missing, ended or older than its 30 minutes.
 */
export type YourDataErrorCode = "link_expired" | "no_session"

// --- What is held, as the download holds it: the store's rows, whole (the link tokens without their hash).

/** The request's row; where it came from is the contract's fields (the page's path, its campaign, the linking site). */
export interface StoredRequestRow extends RequestSource {
  id: string
  email: string
  /** The address trimmed and lower-cased: one request per address whatever its case. */
  email_key: string
  name: string
  company: string
  emp_count: string
  topic: string
  message: string
  country: string | null
  user_agent: string | null
  created_at: string
  confirmed_at: string | null
  confirmation_sent_at: string | null
  corrected_at: string | null
  /** The language the form was sent in (null: the site's default language). */
  language: string | null
}

export interface StoredDeliveryRow {
  id: string
  request_id: string
  kind: string
  payload: string
  created_at: string
  attempts: number
  next_attempt_at: string
  locked_until: string | null
  lock_id: string | null
  delivered_at: string | null
  dead_at: string | null
  last_error: string | null
  sent_via: string | null
}

/** A link or session token; its SHA-256 is left out (a one-way fingerprint, of use to nobody). */
export interface StoredLinkRow {
  request_id: string
  purpose: string
  created_at: string
  expires_at: string
  used_at: string | null
}

export interface StoredRightsRow {
  id: string
  request_id: string
  kind: string
  requested_at: string
  answered_at: string | null
}

/** The services that may receive some of a request on our behalf, each worded in content/your-data.yaml. */
export const PROCESSOR_KINDS = ["email", "chat", "axiom", "posthog", "hosting"] as const

/** What is known of a service that received some of it, from the deliveries that went out and the settings. */
export interface ProcessorFacts {
  kind: (typeof PROCESSOR_KINDS)[number]
  /** The server it went to (the email provider's, the chat's), where the delivery recorded one. */
  host?: string
  /** The email provider: emails to the person, and notification emails to our team. */
  to_you?: number
  to_staff?: number
  /** The team's chat: its notifications. */
  notifications?: number
  /** The hosting provider: its logs keep our lines about the request (no log service is set up). */
  keeps_logs?: boolean
}

/** A service that received some of it: the facts, and in words (the download's, in the site's default language). */
export interface Processor extends ProcessorFacts {
  name: string
  /** What it does for us. */
  role: string
  /** What of the person's data it received. */
  received: string
}

export interface YourDataExport {
  exported_at: string
  request: StoredRequestRow
  /** Emails and staff notifications about the request (kept 30 days after they went out). */
  deliveries: StoredDeliveryRow[]
  links: StoredLinkRow[]
  rights_requests: StoredRightsRow[]
  /** The request is erased automatically on this day at the latest. */
  retention: { erase_by: string; days: number }
  processors: Processor[]
}

/** GET YOUR_DATA_ENDPOINT: what the page shows, and when the session ends. */
export interface YourDataAnswer {
  data: YourDataExport
  session: { expires_at: string }
}

/** The CSV download: one line per stored value (an empty value is an empty or absent one). */
export const YOUR_DATA_CSV_COLUMNS = ["table", "row", "column", "value"] as const
