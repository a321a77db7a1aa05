// Workaround for Gatsby 5.16.x with React 19: the root's hydration is time-sliced. Gatsby's production-app.js calls
// react-dom's hydrateRoot outside any transition, so React hydrates the root (everything outside the layout's
// Suspense boundaries) at the default, blocking priority: one long task. Inside startTransition the same
// hydration runs at transition priority, yielding to the browser every few milliseconds (and to a visitor's
// input). gatsby-browser's replaceHydrateFunction returns this renderer; it keeps Gatsby's own choice of
// createRoot for pages whose server HTML is empty (client-only routes), where Gatsby checks whether
// #gatsby-focus-wrapper has children, and reports errors where Gatsby's renderer would (its onUncaughtError and
// onCaughtError go to the site's logger instead: the site registers no plugin for them) plus the recoverable ones
// (a hydration mismatch) with a mark the browser tests assert is never set.
//
// Upstream: gatsbyjs/gatsby#19226 (no API for how the root renders, beyond replacing it); the technique:
// vercel/next.js#40683 and reactjs/react.dev#5040 (hydrate in a transition so the root's hydration does not block).
// Remove when: Gatsby hydrates inside a transition itself, or `npm run bench` shows no TBT gain (docs/performance.md
// has the figures). src/hydrate-in-transition.test.ts fails when Gatsby's production-app.js stops choosing its
// renderer the way this copy does, and tests/e2e/hydration.test.ts asserts no mismatch and the server HTML kept.
import { startTransition, type ReactNode } from "react"
import { createRoot, hydrateRoot, type ErrorInfo } from "react-dom/client"
import { log } from "./telemetry/log"

/** Set on every recoverable error (a hydration mismatch among them): tests/e2e/hydration.test.ts expects none. */
export const RECOVERABLE_ERROR_MARK = "site:recoverable-error"

const report = (kind: string) => (error: unknown, info: ErrorInfo) => {
  if (kind === "react_recoverable_error") performance.mark(RECOVERABLE_ERROR_MARK)
  log.error(kind, { error, componentStack: info.componentStack ?? null })
}

const options = {
  onUncaughtError: report("react_uncaught_error"),
  onCaughtError: report("react_caught_error"),
  onRecoverableError: report("react_recoverable_error"),
}

/** Gatsby's test: server HTML is there when the focus wrapper it renders has children. */
export function hasServerHtml(doc: Document = document): boolean {
  return (doc.getElementById("gatsby-focus-wrapper")?.children.length ?? 0) > 0
}

export function renderRoot(element: ReactNode, container: Element | null): void {
  if (!container) throw new Error("src/hydrate-in-transition.ts: Gatsby passed no #___gatsby element to render into")
  if (!hasServerHtml()) {
    createRoot(container, options).render(element)
    return
  }
  startTransition(() => {
    hydrateRoot(container, element, options)
  })
}
