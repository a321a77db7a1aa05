// A random id for this page load, sent with every log and web-vital event so one visit's events can be
// grouped. Kept in memory only: nothing is stored in the browser, so it needs no consent.
let session: string | null = null

function randomId(): string {
  const cryptoApi = typeof crypto === "undefined" ? undefined : crypto
  if (cryptoApi && typeof cryptoApi.randomUUID === "function") return cryptoApi.randomUUID()
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`
}

export function pageSession(): string {
  session ??= randomId()
  return session
}
