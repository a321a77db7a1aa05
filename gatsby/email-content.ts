// onPreInit: validates the email copy (content/emails.yaml, brand from site.yaml) and exposes it to the Functions
// as SHIFTWISE_BUILD_EMAIL_CONTENT, and the languages' codes to the browser as GATSBY_LANGUAGE_CODES. Gatsby's functions compiler (onPreBootstrap, after this) inlines every
// `process.env.NAME` that exists at compile time (DefinePlugin), so api/runtime/env.ts's buildTimeEmailContent() becomes
// a string literal in the bundle: on a CDN a Function cannot read content/ from disk.
import path from "path"
import type { GatsbyNode } from "gatsby"
import { readEmailContent } from "../schema/email-content"

export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const contentDir = path.resolve(__dirname, "..", process.env.CONTENT_DIR ?? "content")
  const result = readEmailContent(contentDir)
  if (!result.ok) {
    // site.yaml is checked whole here (its links and card too), so the lead names no one use of it.
    reporter.panic(
      `The content has ${result.errors.length} problem${result.errors.length > 1 ? "s" : ""}:\n  - ${result.errors.join("\n  - ")}`,
    )
    return
  }
  process.env.SHIFTWISE_BUILD_EMAIL_CONTENT = JSON.stringify(result.content)
  // The languages' codes, the default first, for the browser bundle (Gatsby inlines each GATSBY_* variable there when
  // it makes its webpack config, after this): analytics names a page view's language from its path, as the Function
  // does for the anonymous ones (src/telemetry/analytics.ts).
  process.env.GATSBY_LANGUAGE_CODES = result.content.languages.map(({ code }) => code).join(",")
}
