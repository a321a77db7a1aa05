import { randomBytes } from "node:crypto"
import path from "node:path"
import { posthogHost } from "../../config/rewrites"

// The one place the server reads its configuration.
// Gatsby's function bundler (webpack DefinePlugin) replaces every `process.env.NAME` in the source with its value
// at *build* time and the bare `process.env` with `{}`. Reaching the live process through a computed property of
// globalThis is invisible to that rewrite, so values are read at request time and no secret lands in a bundle.
// Nothing else in api/ may mention process.env (env.test.ts enforces it).

export type RawEnv = Readonly<Record<string, string | undefined>>

interface RuntimeProcess {
  env: RawEnv
  cwd(): string
}

function runtimeProcess(): RuntimeProcess | undefined {
  const candidate: unknown = Reflect.get(globalThis, "process")
  if (typeof candidate !== "object" || candidate === null) return undefined
  const env: unknown = Reflect.get(candidate, "env")
  const cwd: unknown = Reflect.get(candidate, "cwd")
  if (typeof env !== "object" || env === null || typeof cwd !== "function") return undefined
  return { env: env as RawEnv, cwd: () => String(cwd.call(candidate)) }
}

/** The live environment of the running process (never a build-time copy). */
export function runtimeEnv(): RawEnv {
  return runtimeProcess()?.env ?? {}
}

export interface ApiConfig {
  /** PostgreSQL connection string; when null the SQLite file store is used. */
  databaseUrl: string | null
  /** Absolute path of the SQLite database file (or ":memory:"). */
  sqlitePath: string
  /** Early-access requests per minute per client; 0 turns the limiter off. */
  rateLimitPerMinute: number
  /** Take the client address from CDN/proxy headers instead of the socket. */
  trustProxy: boolean
}

export const DEFAULT_SQLITE_PATH = "data/early-access.sqlite"
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 10

function nonEmpty(value: string | undefined): string | null {
  const trimmed = value?.trim()
  return trimmed ? trimmed : null
}

function parseLimit(value: string | undefined): number {
  const raw = nonEmpty(value)
  if (raw === null || !/^\d+$/.test(raw)) return DEFAULT_RATE_LIMIT_PER_MINUTE
  return Number(raw)
}

function parseFlag(value: string | undefined): boolean {
  const raw = nonEmpty(value)?.toLowerCase()
  return raw === "1" || raw === "true"
}

/** Typed configuration with working defaults: a missing or malformed value never crashes a request. */
export function loadConfig(env: RawEnv = runtimeEnv(), cwd: string = runtimeProcess()?.cwd() ?? "."): ApiConfig {
  const sqlitePath = nonEmpty(env.SQLITE_PATH) ?? DEFAULT_SQLITE_PATH
  return {
    databaseUrl: nonEmpty(env.DATABASE_URL),
    sqlitePath: sqlitePath === ":memory:" ? sqlitePath : path.resolve(cwd, sqlitePath),
    rateLimitPerMinute: parseLimit(env.EARLYACCESS_RATE_LIMIT),
    trustProxy: parseFlag(env.TRUST_PROXY),
  }
}

export interface AxiomConfig {
  /** An Axiom API token with ingest permission; never sent to the browser. */
  token: string
  dataset: string
  /** Axiom's API origin; null means Axiom's default (tests point it at a fake on loopback). */
  url: string | null
}

export const DEFAULT_AXIOM_DATASET = "shiftwise-site"

/** Where logs and web vitals go: Axiom when AXIOM_TOKEN is set, otherwise (null) standard output. */
export function loadAxiomConfig(env: RawEnv = runtimeEnv()): AxiomConfig | null {
  const token = nonEmpty(env.AXIOM_TOKEN)
  if (!token) return null
  return { token, dataset: nonEmpty(env.AXIOM_DATASET) ?? DEFAULT_AXIOM_DATASET, url: nonEmpty(env.AXIOM_URL) }
}

export interface EarlyAccessPipelineConfig {
  /** The site's public origin (SITE_URL), for the same-site check; null means only the request's own host counts. */
  siteOrigin: string | null
  /** Bearer token for GET /api/admin/requests; null turns the endpoint off (404). */
  adminToken: string | null
  /** Where staff notifications are POSTed; null means no webhook. */
  notifyWebhookUrl: string | null
  /** Where staff notification emails go; null means the site's own address when no webhook is set either. */
  notifyEmail: string | null
  /** Requests older than this many days are erased by the maintenance step. */
  retentionDays: number
}

export const DEFAULT_RETENTION_DAYS = 730

function parseOrigin(value: string | undefined): string | null {
  const raw = nonEmpty(value)
  if (!raw) return null
  try {
    const url = new URL(raw)
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null
  } catch {
    return null
  }
}

function parseDays(value: string | undefined): number {
  const raw = nonEmpty(value)
  return raw !== null && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : DEFAULT_RETENTION_DAYS
}

/** Settings of the early-access pipeline (same-site check, staff access, notifications, retention). */
export function loadPipelineConfig(env: RawEnv = runtimeEnv()): EarlyAccessPipelineConfig {
  return {
    siteOrigin: parseOrigin(env.SITE_URL),
    adminToken: nonEmpty(env.ADMIN_TOKEN),
    notifyWebhookUrl: nonEmpty(env.NOTIFY_WEBHOOK_URL),
    notifyEmail: nonEmpty(env.NOTIFY_EMAIL),
    retentionDays: parseDays(env.EARLYACCESS_RETENTION_DAYS),
  }
}

export interface DeliveryConfig {
  /** SMTP relay, e.g. smtps://user:pass@smtp.example.com:465; null writes every email as an .eml file instead. */
  smtpUrl: string | null
  /** The From of every email; null means the product name at the site's own address (see content/site.yaml). */
  mailFrom: string | null
  /** Where staff notifications are POSTed (a Slack incoming webhook works); null means no webhook. */
  notifyWebhookUrl: string | null
  /** Signs each webhook body (X-Shiftwise-Signature: sha256=HMAC); null sends it unsigned. */
  notifyWebhookSecret: string | null
  /** Staff address for new requests; null means the site's email when no NOTIFY_* is set at all, else none. */
  notifyEmail: string | null
  /** Public origin for the links in emails; null means siteUrl in content/site.yaml. */
  siteUrl: string | null
  /** Folder of the .eml files written without SMTP_URL (absolute). */
  mailDir: string
  /** content/ on disk, where tsx/jest/CLI runs read the email copy (a built Function has it inlined). */
  contentDir: string
}

export const DEFAULT_MAIL_DIR = "data/mail"

/** Where emails and staff notifications go; nothing set means .eml files and an email to the site's address. */
export function loadDeliveryConfig(
  env: RawEnv = runtimeEnv(),
  cwd: string = runtimeProcess()?.cwd() ?? ".",
): DeliveryConfig {
  return {
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM),
    notifyWebhookUrl: nonEmpty(env.NOTIFY_WEBHOOK_URL),
    notifyWebhookSecret: nonEmpty(env.NOTIFY_WEBHOOK_SECRET),
    notifyEmail: nonEmpty(env.NOTIFY_EMAIL),
    siteUrl: nonEmpty(env.SITE_URL)?.replace(/\/+$/, "") ?? null,
    mailDir: path.resolve(cwd, nonEmpty(env.MAIL_DIR) ?? DEFAULT_MAIL_DIR),
    contentDir: path.resolve(cwd, nonEmpty(env.CONTENT_DIR) ?? "content"),
  }
}

/**
 * The email copy and brand, validated and serialised by the build (gatsby/email-content.ts) into this one
 * variable, which the function bundler inlines as a string literal: a Function on a CDN cannot read content/.
 * The only process.env the server reads on purpose at build time; undefined under tsx, jest and the CLI,
 * which read the YAML from disk instead.
 */
export function buildTimeEmailContent(): string | undefined {
  // Written out whole so DefinePlugin can replace it; a try because a bare runtime has no `process`.
  try {
    return process.env.SHIFTWISE_BUILD_EMAIL_CONTENT
  } catch {
    return undefined
  }
}

export interface PageViewConfig {
  /** The PostHog project key (public: the same as GATSBY_POSTHOG_KEY); null means page views are not recorded. */
  posthogKey: string | null
  /** PostHog's ingestion origin, the one the analytics proxy forwards to. */
  posthogHost: string
}

/** POSTHOG_KEY (a runtime variable) or GATSBY_POSTHOG_KEY, and POSTHOG_HOST, read per request. */
export function loadPageViewConfig(env: RawEnv = runtimeEnv()): PageViewConfig {
  return { posthogKey: nonEmpty(env.POSTHOG_KEY) ?? nonEmpty(env.GATSBY_POSTHOG_KEY), posthogHost: posthogHost(env) }
}

export type SiteSecret = { value: string; configured: boolean }

// Without SITE_SECRET each process draws its own: page-view ids then differ between function instances (and
// restarts), so production sets it. Kept on globalThis like the other per-process state (process-singleton.ts).
const PROCESS_SECRET = Symbol.for("shiftwise.api.process-site-secret")

/** SITE_SECRET (at least 32 characters is wise), or a random secret for this process when it is unset. */
export function loadSiteSecret(env: RawEnv = runtimeEnv()): SiteSecret {
  const configured = nonEmpty(env.SITE_SECRET)
  if (configured) return { value: configured, configured: true }
  if (!Reflect.has(globalThis, PROCESS_SECRET))
    Reflect.set(globalThis, PROCESS_SECRET, randomBytes(32).toString("base64url"))
  return { value: Reflect.get(globalThis, PROCESS_SECRET) as string, configured: false }
}
