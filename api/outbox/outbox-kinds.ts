import type { DeliveryConfig } from "../env"
import type { OutboxKind } from "../schema"

/**
 * The outbox rows the request handler writes with a request: the visitor's confirmation always (on a repeat with
 * payload {"repeat":true}, at most every 10 minutes); for a new request the staff webhook when NOTIFY_WEBHOOK_URL
 * is set and the staff email when NOTIFY_EMAIL is set, or when no NOTIFY_* is set at all (then to the site's email).
 */
export function outboxKindsFor(config: Pick<DeliveryConfig, "notifyEmail" | "notifyWebhookUrl">, repeat: boolean): OutboxKind[] {
  if (repeat) return ["visitor_confirmation"]
  const kinds: OutboxKind[] = ["visitor_confirmation"]
  if (config.notifyWebhookUrl) kinds.push("staff_webhook")
  if (config.notifyEmail || !config.notifyWebhookUrl) kinds.push("staff_email")
  return kinds
}
