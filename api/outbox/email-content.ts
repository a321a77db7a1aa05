import { readEmailContent, type EmailContent } from "../../schema/email-content"
import { buildTimeEmailContent, loadDeliveryConfig } from "../runtime/env"

// The email copy and brand: inlined by the build into a Function bundle, read from content/ on disk otherwise.
let cached: { key: string; content: EmailContent } | null = null

export function loadEmailContent(contentDir: string = loadDeliveryConfig().contentDir): EmailContent {
  const inlined = buildTimeEmailContent()
  const key = inlined ? "build" : contentDir
  if (cached?.key === key) return cached.content
  let content: EmailContent
  if (inlined) content = JSON.parse(inlined) as EmailContent
  else {
    const result = readEmailContent(contentDir)
    if (!result.ok) throw new Error(`The email content is invalid:\n  - ${result.errors.join("\n  - ")}`)
    content = result.content
  }
  cached = { key, content }
  return content
}
