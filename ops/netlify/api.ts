// The part of Netlify's REST API (https://open-api.netlify.com, @netlify/open-api) the scheduled go-live reads: the
// site's published deploy, what production serves now (a rollback in Netlify's UI included). Answers are parsed by
// zod down to the fields read. NETLIFY_API_URL points it elsewhere (the tests' stand-in, harness/netlify-stand-in.ts).
import { z } from "zod"

export const NETLIFY_API = "https://api.netlify.com/api/v1"

export type NetlifySettings = { token: string; siteId: string; apiUrl: string }

/** The settings from the environment, or the sentence saying what is missing. */
export function netlifySettings(
  env: Readonly<Record<string, string | undefined>>,
): NetlifySettings | { missing: string } {
  const token = env.NETLIFY_AUTH_TOKEN?.trim()
  const siteId = env.NETLIFY_SITE_ID?.trim()
  if (!token || !siteId) return { missing: "NETLIFY_AUTH_TOKEN or NETLIFY_SITE_ID is not set" }
  return { token, siteId, apiUrl: (env.NETLIFY_API_URL?.trim() || NETLIFY_API).replace(/\/+$/, "") }
}

const deploySchema = z.object({
  id: z.string(),
  title: z.string().nullable().optional(),
  created_at: z.string(),
  published_at: z.string().nullable().optional(),
})
const siteSchema = z.object({ published_deploy: deploySchema.nullable().optional() }).loose()

export type PublishedDeploy = { id: string; title: string | null; createdAt: Date; publishedAt: Date | null }

export class NetlifyApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = "NetlifyApiError"
  }
}

export function netlifyApi(settings: NetlifySettings, fetchImpl: typeof fetch = fetch) {
  return {
    /** What production serves now: the site's published deploy; null when nothing was ever published. */
    async publishedDeploy(): Promise<PublishedDeploy | null> {
      const url = `${settings.apiUrl}/sites/${encodeURIComponent(settings.siteId)}`
      const response = await fetchImpl(url, {
        headers: { authorization: `Bearer ${settings.token}`, "user-agent": "shiftwise-site-ops" },
        signal: AbortSignal.timeout(30_000),
      })
      if (!response.ok) {
        const hint =
          response.status === 401
            ? " (NETLIFY_AUTH_TOKEN is wrong or expired)"
            : response.status === 404
              ? " (no such site, or the token cannot see it: check NETLIFY_SITE_ID)"
              : ""
        throw new NetlifyApiError(
          response.status,
          `Netlify answered ${response.status} to GET /sites/${settings.siteId}${hint}: ${(await response.text()).slice(0, 200)}`,
        )
      }
      const deploy = siteSchema.parse(await response.json()).published_deploy
      if (!deploy) return null
      return {
        id: deploy.id,
        title: deploy.title ?? null,
        createdAt: new Date(deploy.created_at),
        publishedAt: deploy.published_at ? new Date(deploy.published_at) : null,
      }
    },
  }
}
export type NetlifyApi = ReturnType<typeof netlifyApi>
