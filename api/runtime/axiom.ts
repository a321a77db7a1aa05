// The server's one door to Axiom (@axiomhq/js). With AXIOM_TOKEN set, events go to AXIOM_DATASET; without it they
// are written to standard output as JSON lines, so a machine with no Axiom account still sees every event.
// The configuration is read per call (api/runtime/env.ts): the token is never part of a bundle.
import { Axiom, AxiomWithoutBatching, type ClientOptions } from "@axiomhq/js"
import { loadAxiomConfig, type AxiomConfig } from "./env"
import { processSingleton } from "./process-singleton"

export type AxiomEvent = Record<string, unknown>
export type LineWriter = (line: string) => void

export type ShipResult = { ok: true; destination: "axiom" | "stdout" } | { ok: false; error: string }

export const stdoutLines: LineWriter = (line) => {
  process.stdout.write(line + "\n")
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

function clientOptions(config: AxiomConfig, onError: (error: Error) => void): ClientOptions {
  return { token: config.token, ...(config.url ? { url: config.url } : {}), onError }
}

/**
 * Sends one batch now and reports whether it arrived (the log-ingest Functions answer accordingly).
 * @axiomhq/js never rejects an ingest: it reports failures through onError and returns zero counts.
 */
export async function shipEvents(
  events: readonly AxiomEvent[],
  config: AxiomConfig | null = loadAxiomConfig(),
  writeLine: LineWriter = stdoutLines,
): Promise<ShipResult> {
  if (!config) {
    for (const event of events) writeLine(JSON.stringify(event))
    return { ok: true, destination: "stdout" }
  }
  if (events.length === 0) return { ok: true, destination: "axiom" }
  let failure: unknown = null
  const client = new AxiomWithoutBatching(clientOptions(config, (error) => (failure = error)))
  const status = await client.ingest(config.dataset, [...events])
  if (failure) return { ok: false, error: describe(failure) }
  if (status.failed > 0) return { ok: false, error: `Axiom rejected ${status.failed} of ${events.length} events` }
  return { ok: true, destination: "axiom" }
}

// The server logger's events, batched by @axiomhq/js (sent every second or 1000 events). One client per
// configuration, kept per process: Gatsby re-requires a function module on every request under `serve`.
const loggers = processSingleton("axiom-log-clients", () => new Map<string, Axiom>())

function loggerFor(config: AxiomConfig, writeLine: LineWriter): Axiom {
  const key = JSON.stringify([config.url, config.dataset, config.token])
  let client = loggers.get(key)
  if (!client) {
    client = new Axiom(
      clientOptions(config, (error) =>
        // Not through the logger: that would queue the failure for the Axiom that just failed.
        writeLine(
          JSON.stringify({
            level: "error",
            msg: "axiom_ingest_failed",
            time: new Date().toISOString(),
            error: describe(error),
          }),
        ),
      ),
    )
    loggers.set(key, client)
  }
  return client
}

/** Queues one server log event for Axiom. */
export function queueLogEvent(event: AxiomEvent, config: AxiomConfig, writeLine: LineWriter = stdoutLines): void {
  loggerFor(config, writeLine).ingest(config.dataset, event)
}

/** Sends whatever the server logger queued, giving up after `timeoutMs` (a request must not hang on logging). */
export async function flushLogEvents(timeoutMs = 2_000): Promise<void> {
  if (loggers.size === 0) return
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs)
  })
  try {
    await Promise.race([Promise.all([...loggers.values()].map((client) => client.flush())), timeout])
  } catch {
    // Failures were already reported through onError.
  } finally {
    clearTimeout(timer)
  }
}
