// When a failed delivery is tried again: 30 s after the first failure, doubling, never more than 15 minutes apart
// (the scheduled `npm run outbox` runs every 15 minutes anyway).
export const FIRST_RETRY_MS = 30_000
export const MAX_RETRY_MS = 15 * 60_000

/** Delay before the next attempt, given how many attempts have failed so far (1 after the first failure). */
export function retryDelayMs(failedAttempts: number): number {
  const exponent = Math.max(0, failedAttempts - 1)
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(exponent, 20))
}
