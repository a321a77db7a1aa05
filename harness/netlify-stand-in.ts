// A stand-in for Netlify's REST API (https://open-api.netlify.com) on 127.0.0.1 and a free port, for the commands
// that read it (ops/netlify/api.ts). It answers GET /api/v1/sites/:site_id with the site and its published deploy,
// and GET /api/v1/sites/:site_id/deploys with the deploys newest first, as Netlify does, after checking the token
// (`Authorization: Bearer <token>`; Netlify answers a wrong one 401). A test publishes deploys (`deploy`), as a
// production `netlify deploy --prod` would, with the title its --message gave, or makes the API fail (`failNext`).
// Every request is recorded.
import http from "http"
import type { AddressInfo } from "net"

export type StandInDeploy = {
  id: string
  title: string | null
  created_at: string
  published_at: string | null
  state: "ready"
  context: "production" | "deploy-preview"
}

export type NetlifyStandIn = {
  /** The API root, for NETLIFY_API_URL ("http://127.0.0.1:<port>/api/v1"). */
  url: string
  token: string
  siteId: string
  requests: Array<{ method: string; path: string }>
  /** A deploy: published to production (the site's published_deploy) unless `draft`. */
  deploy: (deploy: { title: string | null; createdAt: Date; draft?: boolean }) => StandInDeploy
  deploys: () => StandInDeploy[]
  /** The next `count` requests get this answer (after the token check). */
  failNext: (count: number, status: number, message: string) => void
  close: () => Promise<void>
}

export async function startNetlifyStandIn({
  token = "nfp_stand_in_token",
  siteId = "6a1b2c3d-site",
}: { token?: string; siteId?: string } = {}): Promise<NetlifyStandIn> {
  const deploys: StandInDeploy[] = []
  const requests: NetlifyStandIn["requests"] = []
  const failures: Array<{ status: number; message: string }> = []
  let published: StandInDeploy | null = null

  const site = () => ({
    id: siteId,
    name: "shiftwise",
    url: "https://www.shiftwise.app",
    ssl_url: "https://www.shiftwise.app",
    admin_url: "https://app.netlify.com/projects/shiftwise",
    published_deploy: published,
  })

  const server = http.createServer((req, res) => {
    const target = new URL(req.url ?? "/", "http://127.0.0.1")
    requests.push({ method: req.method ?? "GET", path: target.pathname + target.search })
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" })
      res.end(JSON.stringify(body))
    }
    req.resume()
    if (req.headers.authorization !== `Bearer ${token}`) return answer(401, { code: 401, message: "Access Denied" })
    const failure = failures.shift()
    if (failure) return answer(failure.status, { code: failure.status, message: failure.message })
    const match = /^\/api\/v1\/sites\/([^/]+)(\/deploys)?$/.exec(target.pathname)
    if (req.method !== "GET" || !match) return answer(404, { code: 404, message: "Not Found" })
    if (decodeURIComponent(match[1]!) !== siteId) return answer(404, { code: 404, message: "Not Found" })
    if (match[2]) return answer(200, [...deploys].reverse())
    return answer(200, site())
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}/api/v1`,
    token,
    siteId,
    requests,
    deploy: ({ title, createdAt, draft = false }) => {
      const deploy: StandInDeploy = {
        id: `deploy-${deploys.length + 1}`,
        title,
        created_at: createdAt.toISOString(),
        // Netlify publishes a production deploy once its files are in, a little after it was created.
        published_at: draft ? null : new Date(createdAt.getTime() + 20_000).toISOString(),
        state: "ready",
        context: draft ? "deploy-preview" : "production",
      }
      deploys.push(deploy)
      if (!draft) published = deploy
      return deploy
    },
    deploys: () => [...deploys],
    failNext: (count, status, message) => failures.push(...Array.from({ length: count }, () => ({ status, message }))),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
