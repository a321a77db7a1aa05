import { createHmac } from "node:crypto"

// Staff notifications as a signed JSON POST (a Slack incoming webhook accepts the same body and shows `text`).

export const WEBHOOK_TIMEOUT_MS = 5_000

export interface WebhookRequest {
  url: string
  deliveryId: string
  /** The exact bytes sent and signed. */
  body: string
  secret: string | null
}

/** "sha256=<hex HMAC-SHA256 of the body>": a receiver recomputes it with the shared secret and compares. */
export function webhookSignature(body: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`
}

export type WebhookSender = (request: WebhookRequest) => Promise<void>

/** POSTs the body; resolves on a 2xx answer, rejects on anything else, a network error or after 5 s. */
export const postWebhook: WebhookSender = async ({ url, deliveryId, body, secret }) => {
  const response = await fetch(url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "User-Agent": "Shiftwise-Outbox/1",
      "X-Shiftwise-Delivery": deliveryId,
      ...(secret ? { "X-Shiftwise-Signature": webhookSignature(body, secret) } : {}),
    },
    body,
    redirect: "error",
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  })
  // Read to the end so the connection can be reused.
  await response.arrayBuffer().catch(() => undefined)
  if (!response.ok) throw new Error(`webhook answered ${response.status}`)
}
