import { createHash, timingSafeEqual } from "node:crypto"
import { headerValue, type ApiRequest } from "../http/http"

// Staff access by a shared bearer token (ADMIN_TOKEN). Both sides are hashed first, so the comparison takes the
// same time whatever the length or content of the guess.

const digest = (value: string): Buffer => createHash("sha256").update(value, "utf8").digest()

export function hasAdminToken(req: ApiRequest, adminToken: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headerValue(req, "authorization") ?? "")
  return timingSafeEqual(digest(match?.[1] ?? ""), digest(adminToken)) && match !== null
}
