// The tables of the early-access store, as Kysely sees them: the one description both engines share
// (SQLite and PostgreSQL; see migrations.ts). Times are ISO-8601 UTC text, which sorts by time on both.
import type { EarlyAccessTopic } from "../../contracts/early-access"
import type { RequestSource } from "../../contracts/request-source"
import type { Generated } from "kysely"

/**
 * A request, and where it came from (its columns are the contract's fields: the page's path, the five campaign
 * parameters, the referring site's host; docs/operations.md, "Where a request came from").
 */
export interface EarlyAccessRequestsTable extends RequestSource {
  id: string
  email: string
  /** Trimmed, lower-cased email: one request per address whatever its case. */
  email_key: string
  name: string
  company: string
  emp_count: string
  topic: EarlyAccessTopic
  /** "" when the visitor wrote nothing. */
  message: string
  country: string | null
  user_agent: string | null
  created_at: string
  /** When the visitor confirmed the address through the emailed link; null until then. */
  confirmed_at: string | null
  /** When a confirmation email was last queued for this address (re-sent on a repeat at most every 10 minutes). */
  confirmation_sent_at: string | null
  /** When the person last corrected their name, company or size on the "your data" page; null if never. */
  corrected_at: string | null
  /** The code of the language the form was sent in (content/languages.yaml); null: the default language's. */
  language: string | null
}

/** A stored request as staff see it. */
export type EarlyAccessRecord = Omit<EarlyAccessRequestsTable, "email_key" | "confirmation_sent_at">

export type NewEarlyAccessRequest = Omit<EarlyAccessRecord, "id" | "confirmed_at" | "corrected_at" | "language"> & {
  language?: string | null
}

/**
 * confirm, delete: the confirmation email's links. access: the "your data" email's link (signed, 24 h, one use).
 * session: the "your data" session that link opens (signed, 30 minutes, in a cookie).
 */
export type TokenPurpose = "confirm" | "delete" | "access" | "session"

/** Single-purpose, expiring tokens for the emailed links and the "your data" session; only their SHA-256 is stored. */
export interface EarlyAccessTokensTable {
  token_hash: string
  request_id: string
  purpose: TokenPurpose
  created_at: string
  expires_at: string
  used_at: string | null
}

/** rights_link: the email with a link to the "your data" page, to the address that asked for it. */
export type OutboxKind = "visitor_confirmation" | "staff_webhook" | "staff_email" | "rights_link"

/**
 * Deliveries owed for a request, written in the same transaction as the request itself. `id` doubles as the
 * delivery id receivers dedupe on. A row is claimed by setting `lock_id`/`locked_until` (a lease), and done
 * when `delivered_at` is set, or given up when `dead_at` is (a dead letter; `last_error` says why).
 */
export interface OutboxTable {
  id: string
  request_id: string
  kind: OutboxKind
  /** JSON object with whatever the delivery needs beyond the request row (for example `{"repeat":true}`). */
  payload: string
  created_at: string
  attempts: number
  next_attempt_at: string
  locked_until: string | null
  lock_id: string | null
  delivered_at: string | null
  /** When the row was given up as undeliverable (its request is gone, or the rule that queued it no longer applies). */
  dead_at: string | null
  last_error: string | null
  /** Who carried it once delivered: "smtp:<relay host>", "file" (an .eml, no SMTP_URL), "webhook:<host>". */
  sent_via: string | null
}

/** Counters for the rate limit shared by every instance (used with PostgreSQL): this window and the one before. */
export interface RateLimitCountersTable {
  bucket: string
  window_start: string
  hits: number
  /** The hits of the window before window_start (0 when that window had none). */
  previous_hits: Generated<number>
}

export type RightsKind = "access" | "correction" | "erasure"

/**
 * The rights log: each access, correction or erasure a person asked for, with when it was asked and answered, so
 * staff can show the legal deadlines were met. Holds no more than the request's id and the kind: it outlives an
 * erasure, and then names nobody.
 */
export interface RightsRequestsTable {
  id: string
  request_id: string
  kind: RightsKind
  requested_at: string
  /** null until answered (access: when the email with the link went out). */
  answered_at: string | null
}

export interface Database {
  early_access_requests: EarlyAccessRequestsTable
  early_access_tokens: EarlyAccessTokensTable
  outbox: OutboxTable
  rate_limit_counters: RateLimitCountersTable
  rights_requests: RightsRequestsTable
}
