import type { Kysely } from "kysely"
import type { EarlyAccessStore } from "../store/store"
import { loadConfig, type ApiConfig } from "../runtime/env"
import { sendError, type ApiRequest, type ApiResponse } from "../http/http"
import { requireSameSite } from "../http/same-site"
import type { Database } from "../store/schema"
import { clearSessionCookie, readSession, type Session } from "./session"

// What every session-bound "your data" endpoint checks first.

export interface SessionDeps {
  openStore: (config: ApiConfig) => EarlyAccessStore
  now: () => Date
}

export const NO_SESSION_MESSAGE =
  "Your session has ended (it lasts 30 minutes) or this browser has none. Ask for a new link on the your-data page."

/** The session and the database, or null once a 401 no_session (and a cleared cookie) has been answered. */
export async function requireSession(
  req: ApiRequest,
  res: ApiResponse,
  { openStore, now }: SessionDeps,
  { sameSite }: { sameSite: boolean },
): Promise<{ session: Session; db: Kysely<Database>; config: ApiConfig } | null> {
  if (sameSite && !requireSameSite(req, res)) return null
  const config = loadConfig()
  const db = await openStore(config).database()
  const session = await readSession(req, db, now())
  if (session) return { session, db, config }
  clearSessionCookie(req, res)
  sendError(res, 401, "no_session", NO_SESSION_MESSAGE)
  return null
}
