import { createHmac } from "node:crypto"

// The distinct id of an anonymous page view: a keyed hash of the client address and user agent under a salt
// that changes every UTC day. The salt is derived from the server secret (an HMAC of the day), so every function
// instance computes the same one without sharing state, and nothing about it is stored or sent anywhere: two
// page views from one client on one day share an id, and the next day's cannot be linked to them.

/** The UTC calendar day of `at`, as YYYY-MM-DD. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10)

export function dailySalt(secret: string, at: Date): Buffer {
  return createHmac("sha256", secret)
    .update(`page-view-salt:${utcDay(at)}`)
    .digest()
}

/** 32 hex characters; the address and user agent cannot be read back from it. */
export function pageViewDistinctId(salt: Buffer, clientAddress: string, userAgent: string): string {
  return createHmac("sha256", salt).update(`${clientAddress}\n${userAgent}`).digest("hex").slice(0, 32)
}
