// The part of posthog-js the site uses: what analytics.ts calls and posthog-client.ts wraps (a module of its own, so
// that neither imports the other).
import type { PostHogConfig, Properties } from "posthog-js"

/** The part of posthog-js the site uses. */
export interface PosthogClient {
  init(token: string, config: Partial<PostHogConfig>): PosthogClient | void
  capture(event: string, properties?: Properties | null, options?: { timestamp?: Date }): unknown
  identify(distinctId: string, userPropertiesToSet?: Properties): void
  group(groupType: string, groupKey: string, groupPropertiesToSet?: Properties): void
  reset(): void
  set_config(config: Partial<PostHogConfig>): void
}
