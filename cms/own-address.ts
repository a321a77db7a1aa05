// The local editor (`npm run cms`) answers only requests addressed to itself. A web page on any domain can make a
// browser send requests to 127.0.0.1:9100; by DNS rebinding (a name that resolves to the page's server, then to
// 127.0.0.1) it can even read the answers as its own origin, and through decap-server's API read the repository and,
// in --git mode, write and commit. Such requests name the other host (`Host: evil.example:9100`) or come from another
// origin (`Origin: http://evil.example:9100`); both get 403. The class of issue behind Vite's server.allowedHosts and
// webpack-dev-server's allowedHosts. Checked against the port the request actually arrived on, so PORT=0 works.
import type { RequestHandler } from "express"

/** The loopback names a browser on this machine uses for the editor (cms/admin.tsx uses the local backend there). */
const LOOPBACK_NAMES = ["127.0.0.1", "localhost", "[::1]"]

/** "host:port" values this editor answers to: loopback names and the address it listens on, on its own port. */
export function ownHosts(listenHost: string, port: number): Set<string> {
  const listen = listenHost.includes(":") && !listenHost.startsWith("[") ? `[${listenHost}]` : listenHost
  const names = new Set([...LOOPBACK_NAMES, listen.toLowerCase()])
  return new Set([...names].flatMap((name) => [`${name}:${port}`, ...(port === 80 ? [name] : [])]))
}

/** Whether a request with these headers, arriving on `port`, is addressed to this editor. */
export function isOwnRequest(headers: { host?: string; origin?: string }, listenHost: string, port: number): boolean {
  const own = ownHosts(listenHost, port)
  if (!headers.host || !own.has(headers.host.toLowerCase())) return false
  // No Origin: a navigation or a same-origin GET. "null" (a sandboxed frame, a file:// page) is no one we know.
  if (headers.origin === undefined) return true
  try {
    const origin = new URL(headers.origin)
    return origin.protocol === "http:" && origin.pathname === "/" && own.has(origin.host.toLowerCase())
  } catch {
    return false
  }
}

/** Express middleware: 403 for any request not addressed to this editor, before anything else sees it. */
export function ownAddressOnly(listenHost: string): RequestHandler {
  return (req, res, next) => {
    const port = req.socket.localPort ?? 0
    if (isOwnRequest({ host: req.headers.host, origin: req.headers.origin }, listenHost, port)) return next()
    res
      .status(403)
      .type("text/plain")
      .send(`This editor answers only requests to http://${listenHost}:${port} (or localhost) from its own pages.\n`)
  }
}
