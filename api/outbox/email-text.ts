// Small text helpers for everything visitor-typed that goes into an email or a notification.

export type Placeholders = Readonly<Record<"productName" | "name" | "company" | "topic", string>>

/** Fills {productName}, {name}, {company}, {topic} in a line of copy (content/emails.yaml). */
export function fill(template: string, values: Placeholders): string {
  return template.replace(/\{(productName|name|company|topic)\}/g, (_match, key: keyof Placeholders) => values[key])
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
}

/** Text for an HTML body or attribute: no markup, whatever the visitor typed. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char)
}

/** Fills copy for an HTML body: the copy and the values are both escaped. */
export function fillHtml(template: string, values: Placeholders): string {
  return escapeHtml(fill(template, values))
}

/**
 * Text that goes into a header (a display name, a subject): control characters, CR and LF above all, become
 * spaces, so a name holding "\r\nBcc: x@evil.example" cannot start a header of its own.
 */
export function headerSafe(value: string, max = 200): string {
  const flat = value
    // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
  return Array.from(flat).slice(0, max).join("")
}

/** Slack's mrkdwn: &, < and > are control characters there (links, mentions). */
export function escapeSlack(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
}

/** An error message fit for last_error and logs: no addresses, no newlines, short. */
export function describeFailure(error: unknown): string {
  const code: unknown = error && typeof error === "object" ? Reflect.get(error, "code") : undefined
  const message = error instanceof Error ? error.message : String(error)
  const cleaned = headerSafe(message.replace(/[^\s<>"'()@,;:]+@[^\s<>"'()@,;:]+/g, "<address>"), 300)
  return typeof code === "string" && !cleaned.includes(code) ? `${code}: ${cleaned}` : cleaned
}
