// Real protocol stand-ins on 127.0.0.1 for what the early-access pipeline delivers: an SMTP server (the
// smtp-server package) that keeps every message as mailparser reads it, and a webhook receiver that can be told
// to fail (answer 500) until a given time. Both record the delivery id each delivery carries.
import http from "node:http"
import type { AddressInfo } from "node:net"
import { simpleParser, type ParsedMail } from "mailparser"
import { SMTPServer } from "smtp-server"

export interface ReceivedMail {
  to: string[]
  /** performance.now() when the message was accepted. */
  at: number
  /** "" and null when the sinks were started with `parse: false`. */
  deliveryId: string
  mail: ParsedMail | null
  /** The message exactly as it arrived (empty with `parse: false`): what a spam filter would read. */
  raw: Buffer
}

export interface ReceivedHook {
  at: number
  deliveryId: string
  status: number
  body: { request?: { email?: string } } & Record<string, unknown>
}

export interface DeliverySinks {
  smtpUrl: string
  webhookUrl: string
  mails: ReceivedMail[]
  /** Every webhook attempt, answered 200 or (while failing) 500. */
  hooks: ReceivedHook[]
  /** Answer 500 to webhook posts until this time (Date.now() milliseconds). */
  failHooksUntil(time: number): void
  close(): Promise<void>
}

/** `parse: false` keeps only recipients and times (the bench: parsing would take CPU from what it measures). */
export async function startDeliverySinks({ parse = true }: { parse?: boolean } = {}): Promise<DeliverySinks> {
  const mails: ReceivedMail[] = []
  const hooks: ReceivedHook[] = []
  let failUntil = 0

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase())
      if (!parse) {
        stream.on("end", () => {
          mails.push({ to, at: performance.now(), deliveryId: "", mail: null, raw: Buffer.alloc(0) })
          callback()
        })
        stream.resume()
        return
      }
      const chunks: Buffer[] = []
      stream.on("data", (chunk: Buffer) => chunks.push(chunk))
      stream.on("end", () => {
        const raw = Buffer.concat(chunks)
        simpleParser(raw)
          .then((mail) => {
            const deliveryId = mail.headers.get("x-shiftwise-delivery")
            const id = typeof deliveryId === "string" ? deliveryId : ""
            mails.push({ to, at: performance.now(), deliveryId: id, mail, raw })
            callback()
          })
          .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))))
      })
    },
  })
  // A sender that dies mid-connection (the pipeline test SIGKILLs a server and its delivery worker on purpose) resets
  // its socket; smtp-server re-emits that on the server, and an 'error' event nobody listens to would end the test run.
  smtp.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "ECONNRESET" && error.code !== "EPIPE") console.error("delivery sinks: SMTP server error", error)
  })
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve))

  const hook = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on("data", (chunk: Buffer) => chunks.push(chunk))
    req.on("end", () => {
      const status = Date.now() < failUntil ? 500 : 200
      let body: ReceivedHook["body"] = {}
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as ReceivedHook["body"]
      } catch {
        // recorded with an empty body; the test then fails on the missing fields
      }
      hooks.push({ at: performance.now(), deliveryId: String(req.headers["x-shiftwise-delivery"] ?? ""), status, body })
      res.statusCode = status
      res.end()
    })
  })
  await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve))

  return {
    smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    webhookUrl: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`,
    mails,
    hooks,
    failHooksUntil: (time) => {
      failUntil = time
    },
    async close() {
      await new Promise<void>((resolve) => smtp.close(resolve))
      hook.closeAllConnections()
      await new Promise<void>((resolve) => hook.close(() => resolve()))
    },
  }
}

/** Polls `done` every 100 ms until it holds or `timeoutMs` passes; returns whether it held. */
export async function eventually(done: () => boolean, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs
  while (!done()) {
    if (Date.now() > until) return false
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return true
}
