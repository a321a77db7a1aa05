// The delivery worker: a child process of the long-lived server, forked at a lower CPU priority by
// delivery-worker-supervisor.ts, so that rendering and sending emails and webhooks never takes CPU the answers
// need. The server only tells it over IPC that a request committed outbox rows; this process claims what is due
// and delivers it in batches with the engine `npm run outbox` uses. Run as a module entry, never imported (the
// supervisor imports its message types only).
import { flushLogs, log } from "../runtime/log"
import { outboxRuntime } from "./deliver-early-access"

/** Server to worker: rows were committed; report back once everything due is attempted; finish and exit. */
export type ToWorker = { type: "wake" } | { type: "settle"; id: number } | { type: "stop" }
/** Worker to server: the answer to `settle` with the same id. */
export type FromWorker = { type: "settled"; id: number }

/** Rows per batch, and how long a wake-up waits for more requests to join its batch. */
const BATCH = 100
const GATHER_MS = 50
/** Past this, a batch still in hand is cut off: its rows go again once their lease runs out (at least once). */
const STOP_WITHIN_MS = 2_000

const state = { running: null as Promise<void> | null, again: false, stopping: false }

// One loop at a time delivers, batch by batch, whatever is due: per-request claims and settles would each be a
// durable write competing with the answers for SQLite's one writer.
async function drain(): Promise<void> {
  try {
    const { engine } = await outboxRuntime({ smtpPool: true })
    const summary = { delivered: 0, failed: 0, dead: 0, dropped: 0 }
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, GATHER_MS))
      state.again = false
      const claimed = await engine.drainBatch(summary, BATCH)
      // Stop once nothing was due and no wake-up arrived meanwhile (failed rows wait for their backoff).
      if (state.stopping || (!claimed && !state.again)) break
    }
  } catch (error) {
    log.error("outbox_deliver_failed", { error })
  }
}

/** Resolves when the loop this wake-up joined or started has found nothing more to do. */
function wake(): Promise<void> {
  if (state.stopping) return state.running ?? Promise.resolve()
  state.again = true
  // Cleared in a callback, which always runs after this assignment (drain() may settle before its first await).
  state.running ??= drain().finally(() => {
    state.running = null
  })
  return state.running
}

/** Finishes the batch in hand (its rows are settled, not left leased), then exits; never outlives the server long. */
async function stop(): Promise<void> {
  state.stopping = true
  setTimeout(() => process.exit(1), STOP_WITHIN_MS).unref()
  await state.running
  await flushLogs()
  process.exit(0)
}

function send(message: FromWorker): void {
  // The server may be gone (then `disconnect` stops this process); a lost answer is not an error here.
  if (process.connected) process.send?.(message, undefined, undefined, () => undefined)
}

process.on("message", (message: ToWorker) => {
  if (message.type === "wake") void wake()
  else if (message.type === "settle") void wake().then(() => send({ type: "settled", id: message.id }))
  else if (message.type === "stop") void stop()
})
// The server died (SIGKILL included) or let go of the channel: no orphan lives on.
process.on("disconnect", () => void stop())
// Ctrl+C reaches the whole process group; the server stops this worker itself, after the batch in hand.
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void stop())

// Rows left due by an earlier server or worker (killed, or restarted after a crash) go out now.
void wake()
