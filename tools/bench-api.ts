// `npm run bench:api [-- --requests 2000 --concurrency 16]`: load-tests POST /api/earlyaccess on the
// production server (server/serve.ts) over loopback, with a fresh temporary SQLite file and no rate limit.
// Needs an existing build (`npm run build`); builds nothing. Prints throughput, latency percentiles, the
// count of 2xx answers and of stored rows, and exits 1 unless every 2xx answer was stored. A loopback SMTP server
// and webhook receive the deliveries; delivery lag is the time from a request's answer to each arrival
// (measured until 15 s after the last answer).
import fs from "fs"
import path from "path"
import { parseArgs } from "util"
import { ROOT, startServer } from "../harness/server"
import { freshSqlite, percentile, postEarlyAccess, runPool, signup, storedRequests } from "../harness/early-access"
import { startDeliverySinks, type DeliverySinks } from "../harness/delivery-sinks"

const ms = (value: number) => `${value.toFixed(1)} ms`

interface Arrival {
  via: "smtp" | "webhook"
  /** The visitor's address (the SMTP recipient, or the webhook's request.email). */
  email: string
  at: number
}

/** What reached the sinks for the visitors who were answered (staff copies go elsewhere). */
function arrivalsOf(sinks: DeliverySinks): Arrival[] {
  return [
    ...sinks.mails.flatMap((mail) => mail.to.map((email) => ({ via: "smtp" as const, email, at: mail.at }))),
    ...sinks.hooks
      .filter((hook) => hook.status === 200 && hook.body.request?.email)
      .map((hook) => ({ via: "webhook" as const, email: hook.body.request!.email!.toLowerCase(), at: hook.at })),
  ]
}

/** Lag from each answer to the arrivals for that address; waits up to `waitMs` for stragglers. */
async function deliveryLag(
  sinks: DeliverySinks,
  answeredAt: Map<string, number>,
  expected: number,
  waitMs: number,
): Promise<Arrival[]> {
  const until = performance.now() + waitMs
  const ours = () => arrivalsOf(sinks).filter((arrival) => answeredAt.has(arrival.email))
  while (ours().length < expected && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 250))
  return ours()
}

export function printLag(label: string, lags: number[]): void {
  lags.sort((a, b) => a - b)
  console.log(
    `${label}  ${lags.length} arrivals, p50 ${ms(percentile(lags, 50))}  p99 ${ms(percentile(lags, 99))}  max ${ms(lags.at(-1) ?? NaN)}`,
  )
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback
  if (!/^\d+$/.test(value) || Number(value) < 1)
    throw new Error(`--${name} must be a positive whole number, not "${value}"`)
  return Number(value)
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { requests: { type: "string" }, concurrency: { type: "string" } } })
  const requests = positiveInt(values.requests, 2000, "requests")
  const concurrency = positiveInt(values.concurrency, 16, "concurrency")

  if (
    !fs.existsSync(path.join(ROOT, "public", "index.html")) ||
    !fs.existsSync(path.join(ROOT, ".cache", "functions", "manifest.json"))
  ) {
    console.error(
      "No build found (public/ and .cache/functions/). Run `npm run build` first; the benchmark builds nothing.",
    )
    return 1
  }

  const db = freshSqlite()
  const receivers = await startDeliverySinks({ parse: false })
  const server = await startServer({
    SQLITE_PATH: db.sqlitePath,
    EARLYACCESS_RATE_LIMIT: "0",
    SMTP_URL: receivers.smtpUrl,
    NOTIFY_WEBHOOK_URL: receivers.webhookUrl,
    NOTIFY_EMAIL: "team@bench.example",
  })
  try {
    console.log(
      `POST ${server.url}/api/earlyaccess: ${requests} requests, concurrency ${concurrency}, SQLite ${db.sqlitePath}`,
    )
    const latencies: number[] = []
    const answered: string[] = []
    const answeredAt = new Map<string, number>()
    const statuses = new Map<string, number>()
    const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1)
    const started = performance.now()
    await runPool(requests, concurrency, async (index) => {
      const sent = performance.now()
      try {
        const body = signup(index, "bench")
        const response = await postEarlyAccess(server.url, body, 30_000)
        await response.arrayBuffer()
        count(String(response.status))
        if (response.ok) {
          answered.push(body.email)
          answeredAt.set(body.email.toLowerCase(), performance.now())
        }
      } catch (error) {
        count(error instanceof Error ? error.name : "error")
      } finally {
        latencies.push(performance.now() - sent)
      }
    })
    const seconds = (performance.now() - started) / 1000

    latencies.sort((a, b) => a - b)
    const ok = answered.length
    const rows = await storedRequests(db.sqlitePath)
    const stored = rows.length
    const storedEmails = new Set(rows.map((row) => row.email))
    const missing = answered.filter((email) => !storedEmails.has(email)).length
    console.log(`requests/s   ${(requests / seconds).toFixed(1)} (${requests} in ${seconds.toFixed(2)} s)`)
    console.log(
      `latency      p50 ${ms(percentile(latencies, 50))}  p95 ${ms(percentile(latencies, 95))}  p99 ${ms(percentile(latencies, 99))}  max ${ms(latencies.at(-1) ?? NaN)}`,
    )
    console.log(
      `answers      ${[...statuses]
        .sort()
        .map(([key, n]) => `${key}: ${n}`)
        .join(", ")}`,
    )
    console.log(`2xx          ${ok}`)
    // A failed answer is a defect, not noise: show the server's own account of it.
    if (ok < requests) {
      const errors = server
        .output()
        .split("\n")
        .filter((line) => /"level":"error"/.test(line))
      console.log(`server errors (${errors.length}, first 3):\n${errors.slice(0, 3).join("\n")}`)
    }
    console.log(`stored rows  ${stored}${missing ? ` (${missing} answered 2xx but not stored)` : ""}`)
    // Each new request: a confirmation email and a staff email (to the team's address) plus a webhook.
    const arrivals = await deliveryLag(receivers, answeredAt, ok * 2, ok ? 15_000 : 0)
    if (arrivals.length) {
      const lagOf = (arrival: Arrival) => arrival.at - (answeredAt.get(arrival.email) ?? arrival.at)
      printLag("delivery lag (email)  ", arrivals.filter((a) => a.via === "smtp").map(lagOf))
      printLag("delivery lag (webhook)", arrivals.filter((a) => a.via === "webhook").map(lagOf))
    } else {
      console.log("delivery     nothing arrived within 15 s of the last answer (see the server's log)")
    }
    if (stored !== ok || missing > 0 || ok === 0) {
      if (ok === 0) console.error("No request succeeded.")
      else if (missing > 0) console.error(`${missing} requests answered 2xx are not in the store.`)
      // Extra rows are requests the client gave up on (timeout, reset) after the server had stored them.
      else
        console.error(
          `Stored rows (${stored}) differ from 2xx answers (${ok}): some requests stored but not answered in time.`,
        )
      return 1
    }
    return 0
  } finally {
    await server.stop()
    await receivers.close()
    db.remove()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
