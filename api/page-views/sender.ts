import { PostHog } from "posthog-node"

// Sends one event to PostHog with posthog-node and settles once PostHog has answered: a serverless instance may
// be frozen as soon as the function has answered, so nothing may be left in a queue. A client per call (cheap:
// no timers, no flag polling without a personal key), so a failure reported on its error channel is this call's.

export type PageViewMessage = { distinctId: string; properties: Record<string, unknown>; timestamp: Date }
export type SendPageView = (
  config: { posthogKey: string; posthogHost: string },
  message: PageViewMessage,
) => Promise<void>

export const sendPageView: SendPageView = async (
  { posthogKey, posthogHost },
  { distinctId, properties, timestamp },
) => {
  // One quick retry: the visitor's page does not wait for this, but the function instance does.
  const client = new PostHog(posthogKey, {
    host: posthogHost,
    flushAt: 1,
    flushInterval: 0,
    fetchRetryCount: 1,
    fetchRetryDelay: 250,
    requestTimeout: 5000,
  })
  let failure: unknown = null
  // captureImmediate never rejects: posthog-node reports a refused or unreachable PostHog on this channel.
  client.on("error", (error: unknown) => (failure ??= error))
  try {
    await client.captureImmediate({ distinctId, event: "$pageview", properties, timestamp, disableGeoip: true })
  } finally {
    await client.shutdown()
  }
  if (failure !== null) throw failure instanceof Error ? failure : new Error("PostHog client error", { cause: failure })
}
