import { readdirSync } from "node:fs"
import os from "node:os"
import { setLogWriter } from "../runtime/log"
import { insertOutbox, insertRequest } from "../../tests/helpers/api/outbox-db"
import { setLocalDeliveryEnv, tempDir } from "../../tests/helpers/api/temp-env"
import { closeAllStores } from "../store/store"
import { deliverEarlyAccess, outboxRuntime } from "./deliver-early-access"
import { backgroundDelivery, settleBackgroundDeliveries } from "./delivery-mode"
import { startDeliveryWorker, WORKER_NICENESS_STEP, type DeliveryWorker } from "./delivery-worker-supervisor"

// The delivery worker as server/serve.ts runs it: a real child process, niced, restarted when it dies, gone
// when stopped.

jest.setTimeout(60_000)

const temp = tempDir("delivery-worker-")
const logged: string[] = []
let restoreEnv: () => void
let worker: DeliveryWorker

beforeAll(() => {
  setLogWriter((line) => logged.push(line))
  restoreEnv = setLocalDeliveryEnv(temp.dir)
  worker = startDeliveryWorker({ restartDelayMs: 100 })
})

afterAll(async () => {
  await worker.stop()
  await closeAllStores()
  restoreEnv()
  setLogWriter(null)
  temp.remove()
})

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function until<T>(value: () => T | undefined, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const found = value()
    if (found !== undefined) return found
    if (Date.now() > deadline) throw new Error("timed out")
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

async function deliveredThroughTheWorker(): Promise<void> {
  const { db } = await outboxRuntime()
  const request = await insertRequest(db)
  const id = await insertOutbox(db, request.id, "visitor_confirmation", { at: new Date().toISOString() })
  await deliverEarlyAccess([id])
  await settleBackgroundDeliveries()
  const row = await db.selectFrom("outbox").select("delivered_at").where("id", "=", id).executeTakeFirstOrThrow()
  expect(row.delivered_at).not.toBeNull()
  expect(readdirSync(`${temp.dir}/mail`).filter((file) => file.includes(id))).toHaveLength(1)
}

test("runs at a lower CPU priority than the server and delivers what a request wakes it for", async () => {
  expect(backgroundDelivery()).toBe(worker)
  const pid = worker.pid()!
  expect(alive(pid)).toBe(true)
  expect(os.getPriority(pid)).toBe(Math.min(19, os.getPriority() + WORKER_NICENESS_STEP))
  await deliveredThroughTheWorker()
})

test("is restarted, with a log line, when it dies, and a pending settle is answered by the new one", async () => {
  const first = worker.pid()!
  process.kill(first, "SIGKILL")
  await until(() => (alive(first) ? undefined : true))
  const settled = settleBackgroundDeliveries()
  const second = await until(() => worker.pid())
  expect(second).not.toBe(first)
  await settled
  expect(
    logged.some((line) => line.includes('"msg":"delivery_worker_exited"') && line.includes(`"pid":${first}`)),
  ).toBe(true)
  await deliveredThroughTheWorker()
})

test("stops with the server: no process is left and the server delivers for itself again", async () => {
  const pid = worker.pid()!
  await worker.stop()
  expect(alive(pid)).toBe(false)
  expect(backgroundDelivery()).toBeNull()
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(worker.pid()).toBeUndefined()
  expect(logged.filter((line) => line.includes('"msg":"delivery_worker_started"'))).toHaveLength(2)
})
