// Runs the delivery worker (delivery-worker.ts) beside a long-lived server: forked once, niced so the answers
// keep the CPU when both want it, restarted when it dies, stopped with the server. While it runs, the server
// process is in background-delivery mode and its answer path only sends the worker a wake-up.
import { fork, type ChildProcess } from "node:child_process"
import os from "node:os"
import path from "node:path"
import { loadSiteSecret, runtimeEnv } from "../runtime/env"
import { log } from "../runtime/log"
import { deliverInBackground, type BackgroundDelivery } from "./delivery-mode"
import type { FromWorker, ToWorker } from "./delivery-worker"

const WORKER_MODULE = path.join(__dirname, "delivery-worker.ts")
/** Added to the server's niceness (Linux: 0 normal, 19 lowest). */
export const WORKER_NICENESS_STEP = 10
/** A crash at boot would otherwise fork in a tight loop. */
const RESTART_DELAY_MS = 1_000
/** How long `stop` lets the worker finish the batch in hand before killing it (its rows then wait for their lease). */
const STOP_GRACE_MS = 1_500

export interface DeliveryWorker extends BackgroundDelivery {
  /** The running worker's process id (undefined between a crash and its restart). */
  pid(): number | undefined
  /** Lets the worker finish its batch and waits for it to exit; the process leaves background-delivery mode. */
  stop(): Promise<void>
}

export function startDeliveryWorker({ restartDelayMs = RESTART_DELAY_MS } = {}): DeliveryWorker {
  let child: ChildProcess | null = null
  let exited: Promise<void> = Promise.resolve()
  let stopped = false
  let restartTimer: ReturnType<typeof setTimeout> | undefined
  let wakeQueued = false
  let lastSettle = 0
  const settling = new Map<number, () => void>()

  function send(message: ToWorker): void {
    // A worker that is exiting cannot take it; the restart wakes the new one, which delivers whatever is due.
    if (child?.connected) child.send(message, (error) => error && log.warn("delivery_worker_send_failed", { error }))
  }

  function spawn(): void {
    // TypeScript sources through tsx, as `npm run serve` runs the server. The environment is this process's live
    // one, passed explicitly because a test sandbox (Jest) may hold a different object than Node's own. The site
    // secret too, when it is this process's random one (no SITE_SECRET): the links the worker signs (the "your data"
    // email) are checked by this process.
    const current = fork(WORKER_MODULE, [], {
      execArgv: ["--import", "tsx"],
      env: { ...runtimeEnv(), SITE_SECRET: loadSiteSecret().value },
    })
    child = current
    exited = new Promise((resolve) => current.once("exit", () => resolve()))
    const niceness = Math.min(19, os.getPriority() + WORKER_NICENESS_STEP)
    try {
      if (current.pid !== undefined) os.setPriority(current.pid, niceness)
    } catch (error) {
      log.warn("delivery_worker_priority_failed", { error })
    }
    log.info("delivery_worker_started", { pid: current.pid, niceness })
    current.on("message", (message: FromWorker) => {
      if (message.type !== "settled") return
      settling.get(message.id)?.()
      settling.delete(message.id)
    })
    current.on("error", (error) => log.error("delivery_worker_error", { error }))
    current.once("exit", (code, signal) => {
      if (child === current) child = null
      if (stopped) return
      log.error("delivery_worker_exited", { pid: current.pid, code, signal, restartInMs: restartDelayMs })
      restartTimer = setTimeout(() => {
        if (stopped) return
        spawn()
        // Settles asked of the dead worker are asked again; the new worker drains what is due as it starts.
        for (const id of settling.keys()) send({ type: "settle", id })
      }, restartDelayMs)
    })
  }

  const worker: DeliveryWorker = {
    wake() {
      // One message per turn of the event loop, however many requests committed in it.
      if (wakeQueued || stopped) return
      wakeQueued = true
      setImmediate(() => {
        wakeQueued = false
        send({ type: "wake" })
      })
    },
    settle() {
      if (stopped) return Promise.resolve()
      const id = ++lastSettle
      return new Promise<void>((resolve) => {
        settling.set(id, resolve)
        send({ type: "settle", id })
      })
    },
    pid: () => child?.pid,
    async stop() {
      if (stopped) return exited
      stopped = true
      clearTimeout(restartTimer)
      deliverInBackground(null)
      const current = child
      if (current) {
        send({ type: "stop" })
        const grace = setTimeout(() => current.kill("SIGKILL"), STOP_GRACE_MS)
        await exited
        clearTimeout(grace)
      }
      for (const resolve of settling.values()) resolve()
      settling.clear()
    },
  }
  spawn()
  deliverInBackground(worker)
  return worker
}
