import { outboxKindsFor } from "./outbox-kinds"

test.each([
  [{ notifyEmail: null, notifyWebhookUrl: null }, false, ["visitor_confirmation", "staff_email"]],
  [{ notifyEmail: null, notifyWebhookUrl: "https://hooks.slack.com/x" }, false, ["visitor_confirmation", "staff_webhook"]],
  [{ notifyEmail: "team@x.example", notifyWebhookUrl: "https://hooks.slack.com/x" }, false, ["visitor_confirmation", "staff_webhook", "staff_email"]],
  [{ notifyEmail: "team@x.example", notifyWebhookUrl: "https://hooks.slack.com/x" }, true, ["visitor_confirmation"]],
])("%j, repeat %s → %j", (config, repeat, kinds) => {
  expect(outboxKindsFor(config, repeat)).toEqual(kinds)
})
