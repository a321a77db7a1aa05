// Loopback receivers for the early-access deliveries: an SMTP server (smtp-server) and a webhook endpoint, each
// recording when a message for an address arrived. Used by `npm run bench:api` to measure delivery lag.
import http from "node:http"
import type { AddressInfo } from "node:net"
import { SMTPServer } from "smtp-server"

export interface Arrival {
  via: "smtp" | "webhook"
  /** The visitor's address (the SMTP recipient, or the webhook's request.email). */
  email: string
  at: number
}

export interface DeliveryReceivers {
  smtpUrl: string
  webhookUrl: string
  arrivals: Arrival[]
  close(): Promise<void>
}

export async function startDeliveryReceivers(): Promise<DeliveryReceivers> {
  const arrivals: Arrival[] = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      stream.resume()
      stream.on("end", () => {
        const at = performance.now()
        for (const rcpt of session.envelope.rcptTo) arrivals.push({ via: "smtp", email: rcpt.address.toLowerCase(), at })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve))
  const hook = http.createServer((req, res) => {
    let body = ""
    req.setEncoding("utf8")
    req.on("data", (chunk: string) => (body += chunk))
    req.on("end", () => {
      try {
        const email = (JSON.parse(body) as { request?: { email?: string } }).request?.email
        if (email) arrivals.push({ via: "webhook", email: email.toLowerCase(), at: performance.now() })
      } catch {
        // not ours
      }
      res.end()
    })
  })
  await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve))
  return {
    smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    webhookUrl: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`,
    arrivals,
    async close() {
      await new Promise<void>((resolve) => smtp.close(resolve))
      hook.closeAllConnections()
      await new Promise<void>((resolve) => hook.close(() => resolve()))
    },
  }
}
