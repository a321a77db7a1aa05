// Queues browser events and POSTs them as JSON arrays to one same-site endpoint: at most one request a
// second, each within the server's limits (contracts/log-ingest-limits.ts), and everything left when the page is
// hidden or left (visibilitychange → hidden, pagehide) with sendBeacon, or fetch keepalive where a beacon is
// refused. Sending never throws and never logs: a failing log pipeline must not feed itself.
import { INGEST_LIMITS } from "../../contracts/log-ingest-limits"

/** Sends one body; `leaving` is true while the page is being hidden or unloaded. */
export type Transport = (endpoint: string, body: string, leaving: boolean) => void

export type BatcherOptions = {
  endpoint: string
  /** Minimum time between two sends. */
  intervalMs?: number
  maxEvents?: number
  maxBatchBytes?: number
  /** Events kept while waiting; the oldest are dropped beyond it. */
  maxQueued?: number
  transport?: Transport
  now?: () => number
  /** Flush on visibilitychange (hidden) and pagehide of this window; null for none. */
  window?: Window | null
}

export type Batcher<E> = {
  push: (event: E) => void
  /** Sends what is queued now: one batch, or all of them when the page is leaving. */
  flush: (leaving?: boolean) => void
  queued: () => number
  /** Events dropped because the queue was full or an event could never fit a batch. */
  dropped: () => number
  dispose: () => void
}

/** Bytes of `text` in UTF-8, what the server counts. */
export function utf8Length(text: string): number {
  let bytes = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 0x80) bytes += 1
    else if (code < 0x800) bytes += 2
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      bytes += 4 // a surrogate pair is one 4-byte character
      i++
    } else bytes += 3
  }
  return bytes
}

export const sendWithBeaconOrFetch: Transport = (endpoint, body, leaving) => {
  try {
    if (leaving && typeof navigator !== "undefined" && typeof navigator.sendBeacon === "function") {
      if (navigator.sendBeacon(endpoint, new Blob([body], { type: "application/json" }))) return
    }
    // keepalive lets the request outlive the page, like a beacon, within the same 64 KiB budget. The answer is
    // read to the end: an unread body keeps the request open (Chromium reports it unfinished until then).
    void fetch(endpoint, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      keepalive: true,
      credentials: "same-origin",
    })
      .then((response) => response.text())
      .catch(() => undefined)
  } catch {
    // Nothing to do: the events are lost, and logging that would only add more.
  }
}

export function createBatcher<E>({
  endpoint,
  intervalMs = 1000,
  maxEvents = INGEST_LIMITS.maxEvents,
  maxBatchBytes = INGEST_LIMITS.maxBatchBytes,
  maxQueued = 1000,
  transport = sendWithBeaconOrFetch,
  now = () => Date.now(),
  window: target = typeof window === "undefined" ? null : window,
}: BatcherOptions): Batcher<E> {
  // Each event serialized once, when queued: the batch body is these joined with commas.
  let queue: string[] = []
  let dropped = 0
  let lastSentAt = -Infinity
  let timer: ReturnType<typeof setTimeout> | null = null

  /** The next batch's events, within both limits; events that could never fit are dropped. */
  function takeBatch(): string[] {
    const batch: string[] = []
    let bytes = 2 // []
    while (queue.length && batch.length < maxEvents) {
      const next = queue[0]!
      const size = utf8Length(next) + (batch.length ? 1 : 0)
      if (bytes + size > maxBatchBytes) {
        if (batch.length) break
        queue.shift()
        dropped++
        continue
      }
      batch.push(next)
      bytes += size
      queue.shift()
    }
    return batch
  }

  function send(leaving: boolean): void {
    const batch = takeBatch()
    if (!batch.length) return
    lastSentAt = now()
    transport(endpoint, `[${batch.join(",")}]`, leaving)
  }

  function schedule(): void {
    if (timer !== null || !queue.length) return
    const wait = Math.max(0, lastSentAt + intervalMs - now())
    timer = setTimeout(() => {
      timer = null
      send(false)
      schedule()
    }, wait)
  }

  function flush(leaving = false): void {
    if (timer !== null) {
      clearTimeout(timer)
      timer = null
    }
    if (leaving) {
      // The page may be gone in a moment: everything goes now, one beacon per batch.
      while (queue.length) send(true)
      return
    }
    send(false)
    schedule()
  }

  function push(event: E): void {
    let json: string
    try {
      json = JSON.stringify(event)
    } catch {
      dropped++
      return
    }
    queue.push(json)
    if (queue.length > maxQueued) {
      queue = queue.slice(queue.length - maxQueued)
      dropped++
    }
    schedule()
  }

  const onVisibility = () => {
    if (target?.document.visibilityState === "hidden") flush(true)
  }
  const onPageHide = () => flush(true)
  // Bubbling listeners: web-vitals reports CLS and INP in capturing ones on the same events, before these run.
  target?.document.addEventListener("visibilitychange", onVisibility)
  target?.addEventListener("pagehide", onPageHide)

  return {
    push,
    flush,
    queued: () => queue.length,
    dropped: () => dropped,
    dispose: () => {
      if (timer !== null) clearTimeout(timer)
      timer = null
      target?.document.removeEventListener("visibilitychange", onVisibility)
      target?.removeEventListener("pagehide", onPageHide)
    },
  }
}
