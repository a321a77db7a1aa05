import { z } from "zod"
import { PAGE_VIEW_MAX_PATH, PAGE_VIEW_MAX_REFERRER } from "../../contracts/page-view"

// The page-view beacon's body: a path and, on a page load, the referrer. Anything else is refused (not dropped),
// so the browser cannot name an event or add properties: the handler builds the event itself.

const BASE = "http://page.invalid"

const path = z
  .string({ error: "path must be text." })
  .min(1, { error: "path is required." })
  .max(PAGE_VIEW_MAX_PATH, { error: `path must be at most ${PAGE_VIEW_MAX_PATH} characters.` })
  .refine(
    (value) =>
      value.startsWith("/") && !value.startsWith("//") && !/[\s\\]/.test(value) && new URL(value, BASE).origin === BASE,
    {
      error: "path must be a path on this site, starting with /.",
    },
  )

const referrer = z
  .string({ error: "referrer must be text." })
  .max(PAGE_VIEW_MAX_REFERRER, { error: `referrer must be at most ${PAGE_VIEW_MAX_REFERRER} characters.` })
  .refine((value) => value === "" || (URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)), {
    error: "referrer must be an http(s) URL.",
  })

export const pageViewSchema = z.strictObject(
  { path, referrer: referrer.optional() },
  { error: "Only path and referrer may be sent." },
)

export type PageViewInput = { pathname: string; search: string; referrer: URL | null }

export type PageViewParse = { ok: true; input: PageViewInput } | { ok: false; fields: Record<string, string> }

export function parsePageView(body: unknown): PageViewParse {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return { ok: false, fields: { body: "Send a JSON object { path, referrer? }." } }
  const result = pageViewSchema.safeParse(body)
  if (!result.success) {
    const fields: Record<string, string> = {}
    for (const issue of result.error.issues) {
      const keys = issue.code === "unrecognized_keys" ? issue.keys : [String(issue.path[0] ?? "body")]
      for (const key of keys)
        fields[key] ??= issue.code === "unrecognized_keys" ? "Only path and referrer may be sent." : issue.message
    }
    return { ok: false, fields }
  }
  const url = new URL(result.data.path, BASE)
  // The site's own beacon leaves them out already (src/telemetry/route-change.ts); anyone else's is not trusted to.
  url.searchParams.delete("token")
  return {
    ok: true,
    input: {
      pathname: url.pathname,
      search: url.search,
      referrer: result.data.referrer ? new URL(result.data.referrer) : null,
    },
  }
}
