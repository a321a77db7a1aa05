// Cross-Origin-Opener-Policy and where it is sent, apart from config/headers.ts because the browser's bundle reads
// that module (its PREVIEW_ONLY_ATTRIBUTE) and none of this belongs there. Read by the build (gatsby/cdn-headers.ts),
// the local server (server/site-server.ts) and the Functions (api/http/http.ts).
import { ADMIN_PATH } from "./admin-path"

/**
 * Cross-Origin-Opener-Policy, only where a page holds a person's data or acts for them: the your-data pages, the
 * pages an emailed link opens, the writers' editor, and every answer of the Functions. Elsewhere it would cost a phone
 * visitor who arrives from another site a new renderer process before the first paint (about 150 ms at this
 * machine's speed, more on a phone) and protect nothing: docs/security.md.
 */
export const isolationHeaders: Record<string, string> = { "cross-origin-opener-policy": "same-origin" }
export const ISOLATED_PATHS = ["/your-data", "/invite/confirm", "/invite/delete", ADMIN_PATH] as const
/** The address without a language's prefix (/hi/invite/confirm -> /invite/confirm): a translation acts for them too. */
const withoutLanguage = (pathname: string) => pathname.replace(/^\/[a-z]{2,3}(?=\/)/, "")
export const isIsolatedPath = (pathname: string) =>
  [pathname, withoutLanguage(pathname)].some((candidate) =>
    ISOLATED_PATHS.some((path) => candidate === path || candidate.startsWith(`${path}/`)),
  )
