import { readdirSync } from "node:fs"
import http from "node:http"
import type { AddressInfo } from "node:net"
import { closeAllStores } from "../store/store"
import { setLogWriter } from "../runtime/log"
import { insertOutbox, insertRequest } from "../../tests/helpers/api/outbox-db"
import { setLocalDeliveryEnv, tempDir } from "../../tests/helpers/api/temp-env"
import { DELIVERY_DEADLINE_MS, deliverEarlyAccess, outboxRuntime } from "./deliver-early-access"
import { deliverInBackground, settleBackgroundDeliveries } from "./delivery-mode"
import { startDeliveryWorker, type DeliveryWorker } from "./delivery-worker-supervisor"

// The entry the request handler awaits: how long it holds the visitor's answer in each kind of process.

const temp = tempDir("deliver-")
let restoreEnv: () => void
let slowHook: http.Server
let worker: DeliveryWorker | undefined
const hookArrivals: string[] = []

beforeAll(async () => {
  setLogWriter(() => undefined)
  // A receiver that answers only after 4 s: longer than the deadline, shorter than the webhook timeout.
  slowHook = http.createServer((req, res) => {
    req.resume()
    setTimeout(() => {
      hookArrivals.push(String(req.headers["x-shiftwise-delivery"]))
      res.end()
    }, 4_000)
  })
  await new Promise<void>((resolve) => slowHook.listen(0, "127.0.0.1", resolve))
  restoreEnv = setLocalDeliveryEnv(temp.dir, {
    NOTIFY_WEBHOOK_URL: `http://127.0.0.1:${(slowHook.address() as AddressInfo).port}/hook`,
  })
})

afterAll(async () => {
  await worker?.stop()
  deliverInBackground(null)
  await closeAllStores()
  restoreEnv()
  setLogWriter(null)
  slowHook.closeAllConnections()
  await new Promise<void>((resolve) => slowHook.close(() => resolve()))
  temp.remove()
})

async function rowsFor(kinds: Array<"visitor_confirmation" | "staff_webhook">): Promise<string[]> {
  const { db } = await outboxRuntime()
  const request = await insertRequest(db)
  const ids: string[] = []
  for (const kind of kinds) ids.push(await insertOutbox(db, request.id, kind, { at: new Date().toISOString() }))
  return ids
}

test("on a Function instance it delivers before answering, but never holds the answer past the deadline", async () => {
  deliverInBackground(null)
  const ids = await rowsFor(["visitor_confirmation", "staff_webhook"])
  const started = performance.now()
  await deliverEarlyAccess(ids)
  const held = performance.now() - started
  expect(held).toBeGreaterThanOrEqual(DELIVERY_DEADLINE_MS - 50)
  expect(held).toBeLessThan(DELIVERY_DEADLINE_MS + 500)
  // The email went out within the deadline; the slow webhook had not answered yet and is still pending.
  expect(readdirSync(`${temp.dir}/mail`).filter((f) => f.includes(ids[0]!))).toHaveLength(1)
  const { db } = await outboxRuntime()
  const webhookRow = await db.selectFrom("outbox").selectAll().where("id", "=", ids[1]!).executeTakeFirstOrThrow()
  expect(webhookRow.delivered_at).toBeNull()
  // The cut-short delivery goes on while the process lives (a frozen instance would leave it to the lease and
  // `npm run outbox`); wait for it to settle so nothing outlives the test.
  for (;;) {
    const row = await db.selectFrom("outbox").select("delivered_at").where("id", "=", ids[1]!).executeTakeFirstOrThrow()
    if (row.delivered_at) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  expect(hookArrivals).toEqual([ids[1]])
})

test("in a long-lived server it does not wait at all; delivery finishes behind the answer, in the worker", async () => {
  // The worker (a child process with this environment) is what server/serve.ts starts.
  worker = startDeliveryWorker()
  const ids = await rowsFor(["visitor_confirmation"])
  const started = performance.now()
  await deliverEarlyAccess(ids)
  expect(performance.now() - started).toBeLessThan(50)
  await settleBackgroundDeliveries()
  const { db } = await outboxRuntime()
  const row = await db.selectFrom("outbox").selectAll().where("id", "=", ids[0]!).executeTakeFirstOrThrow()
  expect(row.delivered_at).not.toBeNull()
  expect(readdirSync(`${temp.dir}/mail`).filter((f) => f.includes(ids[0]!))).toHaveLength(1)
}, 30_000)
