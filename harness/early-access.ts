// Shared by the early-access browser and load tests and by tools/bench-api.ts: a fresh SQLite file for
// a server, requests to POST /api/earlyaccess, a bounded worker pool, and reading back what was stored.
import fs from "fs"
import os from "os"
import path from "path"
import { createStore, type EarlyAccessRecord } from "../api/store/store"

/** A SQLite path in a new temporary directory (the file itself is created by the server on first use). */
export function freshSqlite(): { sqlitePath: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "early-access-e2e-"))
  return {
    sqlitePath: path.join(dir, "early-access.sqlite"),
    // Retried: Node 24's rmSync (std::filesystem::remove_all) can report ENOTEMPTY on a directory whose SQLite files a
    // server killed a moment before had open (seen once in CI, in early-access-pipeline's SIGKILL test).
    remove: () => fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }),
  }
}

/** Every stored request, read straight from the file (the server may be running, or dead). */
export async function storedRequests(sqlitePath: string): Promise<EarlyAccessRecord[]> {
  const store = createStore({ kind: "sqlite", path: sqlitePath })
  try {
    return await store.listRequests()
  } finally {
    await store.close()
  }
}

export type SignupBody = { email: string; name: string; company: string; emp_count?: string; website?: string }

export function signup(index: number, tag = "load"): SignupBody {
  return {
    email: `${tag}-${index}@example.com`,
    name: `Person ${index}`,
    company: `Company ${index}`,
    emp_count: "11-50",
  }
}

export function postEarlyAccess(baseUrl: string, body: unknown, timeoutMs = 15_000): Promise<Response> {
  return fetch(`${baseUrl}/api/earlyaccess`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  })
}

/**
 * Runs task(0..count-1) with at most `concurrency` at a time; stops starting new ones once `stop()` is true.
 * A task that throws does not stop the others (its error is what it resolves to).
 */
export async function runPool<T>(
  count: number,
  concurrency: number,
  task: (index: number) => Promise<T>,
  stop: () => boolean = () => false,
): Promise<Array<T | Error>> {
  const results: Array<T | Error> = []
  let next = 0
  async function worker(): Promise<void> {
    while (next < count && !stop()) {
      const index = next++
      try {
        results[index] = await task(index)
      } catch (error) {
        results[index] = error instanceof Error ? error : new Error(String(error))
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker))
  return results
}

/** The p-th percentile (0-100) of ascending `sorted` values, nearest-rank. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!
}
