// What the page knows about the header navigation before its code has arrived (see main-nav.tsx):
// whether it has been asked for, and whether the visitor tapped Menu while it was still static HTML.
// Small on purpose: this module is part of the first load, the navigation is not.

let resolveRequested: () => void = () => {}
const requested = new Promise<void>((resolve) => {
  resolveRequested = resolve
})
let codeLoaded = false
let pendingOpen = false
let stopWatching: (() => void) | undefined

/** Starts fetching the navigation's code (idempotent): called once the page has hydrated, or on intent. */
export function requestNavigation(): void {
  resolveRequested()
}

/** Resolves once something has asked for the navigation. */
export function whenNavigationRequested(): Promise<void> {
  return requested
}

/** From here on React handles events on the navigation itself (hydrating it first if it must). */
export function navigationCodeLoaded(): void {
  codeLoaded = true
}

/** Called by the hydrated navigation: was Menu tapped while it could not respond? Stops watching. */
export function takePendingOpen(): boolean {
  stopWatching?.()
  stopWatching = undefined
  const open = pendingOpen
  pendingOpen = false
  return open
}

const INTENT_EVENTS = ["pointerover", "touchstart", "focusin", "click"] as const

/**
 * Listens (capturing, on the document) for a visitor reaching for the header before the navigation's
 * code has arrived: fetches it at once, and remembers a tap on Menu so the menu opens when ready.
 */
export function watchForEarlyIntent(doc: Document = document): void {
  if (stopWatching) return
  const onIntent = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null
    if (!target?.closest("[data-site-header]")) return
    requestNavigation()
    if (event.type === "click" && !codeLoaded && target.closest("[data-menu-trigger]")) pendingOpen = true
  }
  for (const type of INTENT_EVENTS) doc.addEventListener(type, onIntent, { capture: true, passive: true })
  stopWatching = () => {
    for (const type of INTENT_EVENTS) doc.removeEventListener(type, onIntent, { capture: true })
  }
}
