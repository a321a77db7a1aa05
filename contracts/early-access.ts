// The early-access contract shared by the browser (src/) and the server (api/): what is sent, what comes
// back, and the paths. Dependency-free on purpose, so both sides import the one definition.
import type { RequestSourceField } from "./request-source"

export const EARLY_ACCESS_ENDPOINT = "/api/earlyaccess"
/** The page with the form (content/pages/invite.md), where the Function's own pages send a visitor to start over. */
export const EARLY_ACCESS_FORM_PAGE = "/invite"
/** POST { token } from the page a confirmation link opens (a GET never changes state: mail scanners follow links). */
export const EARLY_ACCESS_CONFIRM_ENDPOINT = "/api/earlyaccess/confirm"
/** POST { token } from the page a delete link opens. */
export const EARLY_ACCESS_DELETE_ENDPOINT = "/api/earlyaccess/delete"
/** Pages the email links open, with `?token=…`; each shows a button that POSTs to the endpoint above. */
export const EARLY_ACCESS_CONFIRM_PAGE = "/invite/confirm"
export const EARLY_ACCESS_DELETE_PAGE = "/invite/delete"

/** What the visitor wants; the form's default is early access. */
export const EARLY_ACCESS_TOPICS = [
  { value: "early_access", label: "Early access" },
  { value: "demo", label: "A demo" },
  { value: "support", label: "Support" },
] as const
export type EarlyAccessTopic = (typeof EARLY_ACCESS_TOPICS)[number]["value"]
export const DEFAULT_EARLY_ACCESS_TOPIC: EarlyAccessTopic = "early_access"
export const EARLY_ACCESS_TOPIC_VALUES = EARLY_ACCESS_TOPICS.map((topic) => topic.value) as [
  EarlyAccessTopic,
  ...EarlyAccessTopic[],
]

export const MESSAGE_MAX_CHARS = 2000

/**
 * Where a request came from, sent by the page's script with the form's fields, each field under its stored name
 * (contracts/request-source.ts): the path of the page the form was sent from, the campaign parameters of the address
 * it was opened with, and the host of the site that linked to it. Each is optional; the server cleans them and never
 * refuses a request because of them.
 */
export type EarlyAccessSource = Partial<Record<RequestSourceField, string>>

/** What the visitor fills in (`website` is the honeypot only bots fill in). */
export interface EarlyAccessFields {
  email: string
  name: string
  company: string
  /** One of the employee ranges, or "" when not given. */
  emp_count: string
  topic?: EarlyAccessTopic
  message?: string
  website?: string
}

/**
 * The body of POST /api/earlyaccess. `language`: the code of the form's page's language (its <html lang>), which the
 * request's emails speak; the server takes a language the site has, else the default.
 */
export type EarlyAccessBody = EarlyAccessFields & EarlyAccessSource & { language?: string }

/**
 * The answer to POST /api/earlyaccess: the same status (200) and shape for a new and a repeated email, holding
 * only what was just submitted, normalised, and nothing read from the store.
 */
export interface EarlyAccessAnswer {
  status: "received"
  email: string
  name: string
  company: string
  emp_count: string
  topic: EarlyAccessTopic
  message: string
}

/** The body of POST /api/earlyaccess/confirm and /api/earlyaccess/delete. */
export interface EarlyAccessTokenBody {
  token: string
}

/** 200 answers of the token endpoints. */
export type EarlyAccessTokenAnswer = { status: "confirmed" } | { status: "deleted" }

/**
 * Error codes the token endpoints answer with (in the usual `{ error: { code, message } }` shape):
 * 400 invalid_token (malformed, tampered with, or meant for the other action), 410 token_expired,
 * 410 token_used (already used: the address is already confirmed / the request already deleted).
 */
export type EarlyAccessTokenErrorCode = "invalid_token" | "token_expired" | "token_used"

/** The JSON error shape every Function answers with. */
export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> }
}
