// What the header's Menu does beyond what the browser's popover already does (src/components/main-nav.tsx has the
// markup; the browser opens and closes it on a click, a tap, Escape or a click elsewhere, and exposes the button's
// expanded state): the hover timings (open 200 ms after the mouse arrives, at once when it comes back within 300 ms
// of a close, close 150 ms after it has left the button and the panel), Escape returning focus to the button, the
// arrow keys between the links, closing when focus leaves, closing when a link is followed. One set of listeners on
// the document, installed from gatsby-browser's onClientEntry: it runs before React has hydrated the header (the
// markup is the server's until then) and needs no React render. A tap or a click is the browser's own, so a tap
// opens it at once; a touch never starts a hover timer.

export const MENU_PANEL_ID = "site-menu"
export const MENU_OPEN_DELAY_MS = 200
export const MENU_SKIP_DELAY_MS = 300
export const MENU_CLOSE_DELAY_MS = 150

const TRIGGER = "[data-menu-trigger]"

type Menu = { trigger: HTMLElement; panel: HTMLElement }

const isOpen = (panel: HTMLElement) => panel.matches(":popover-open")

/** Installs the listeners on `doc` (idempotent per document); returns what removes them. */
export function connectDisclosureNav(doc: Document = document): () => void {
  const win = doc.defaultView
  if (!win || typeof HTMLElement.prototype.showPopover !== "function") return () => {}
  let openTimer: number | undefined
  let closeTimer: number | undefined
  let closedAt = Number.NEGATIVE_INFINITY

  const cancelTimers = () => {
    win.clearTimeout(openTimer)
    win.clearTimeout(closeTimer)
    openTimer = closeTimer = undefined
  }

  /** The menu an element belongs to (its button, or its panel and what is inside it). */
  function menuOf(target: EventTarget | null): Menu | null {
    if (!(target instanceof Element)) return null
    const trigger = target.closest<HTMLElement>(TRIGGER)
    if (trigger) {
      const panel = doc.getElementById(trigger.getAttribute("aria-controls") ?? "")
      return panel ? { trigger, panel } : null
    }
    const panel = target.closest<HTMLElement>("[popover]")
    const owner = panel && doc.querySelector<HTMLElement>(`${TRIGGER}[aria-controls="${panel.id}"]`)
    return panel && owner ? { trigger: owner, panel } : null
  }

  const open = ({ panel }: Menu) => {
    cancelTimers()
    if (!isOpen(panel)) panel.showPopover()
  }
  const close = ({ panel }: Menu) => {
    cancelTimers()
    if (isOpen(panel)) panel.hidePopover()
  }
  const links = ({ panel }: Menu) => [...panel.querySelectorAll<HTMLElement>("a[href]")]

  // The panel closed, by whatever means (the button, Escape, a click elsewhere, a timer): the skip-delay window starts.
  const onToggle = (event: Event) => {
    const menu = menuOf(event.target)
    if (!menu || event.target !== menu.panel || isOpen(menu.panel)) return
    cancelTimers()
    closedAt = win.performance.now()
  }

  const onPointerOver = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return
    const menu = menuOf(event.target)
    if (!menu || menuOf(event.relatedTarget)?.trigger === menu.trigger) return
    win.clearTimeout(closeTimer)
    closeTimer = undefined
    if (isOpen(menu.panel) || openTimer !== undefined) return
    // Only the button opens on hover (the panel is hidden until then).
    if (!menu.trigger.contains(event.target as Node)) return
    const delay = win.performance.now() - closedAt < MENU_SKIP_DELAY_MS ? 0 : MENU_OPEN_DELAY_MS
    openTimer = win.setTimeout(() => open(menu), delay)
  }

  const onPointerOut = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return
    const menu = menuOf(event.target)
    if (!menu || menuOf(event.relatedTarget)?.trigger === menu.trigger) return
    win.clearTimeout(openTimer)
    openTimer = undefined
    if (isOpen(menu.panel)) closeTimer = win.setTimeout(() => close(menu), MENU_CLOSE_DELAY_MS)
  }

  const onClick = (event: MouseEvent) => {
    const menu = menuOf(event.target)
    if (!menu) return
    // A click on the button is the browser's toggle; a hover timer started before it must not undo it.
    if (menu.trigger.contains(event.target as Node)) cancelTimers()
    else if ((event.target as Element).closest("a[href]")) close(menu)
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const menu = menuOf(event.target)
    if (!menu) return
    const items = links(menu)
    const at = items.indexOf(event.target as HTMLElement)
    const focus = (index: number) => {
      event.preventDefault()
      items[(index + items.length) % items.length]?.focus()
    }
    switch (event.key) {
      case "Escape":
        if (!isOpen(menu.panel)) return
        event.preventDefault()
        close(menu)
        menu.trigger.focus()
        return
      case "ArrowDown":
        if (event.target === menu.trigger) {
          open(menu)
          return focus(0)
        }
        return at >= 0 ? focus(at + 1) : undefined
      case "ArrowUp":
        if (event.target === menu.trigger) {
          open(menu)
          return focus(-1)
        }
        return at >= 0 ? focus(at - 1) : undefined
      case "Home":
        return at >= 0 ? focus(0) : undefined
      case "End":
        return at >= 0 ? focus(-1) : undefined
    }
  }

  // Focus went from the button or the panel to something that is neither.
  const onFocusOut = (event: FocusEvent) => {
    const menu = menuOf(event.target)
    if (!menu || !(event.relatedTarget instanceof Element)) return
    if (menuOf(event.relatedTarget)?.trigger !== menu.trigger) close(menu)
  }

  const listeners: Array<[string, (event: never) => void]> = [
    ["toggle", onToggle],
    ["pointerover", onPointerOver],
    ["pointerout", onPointerOut],
    ["click", onClick],
    ["keydown", onKeyDown],
    ["focusout", onFocusOut],
  ]
  // Capturing: toggle does not bubble, and a handler of the page's must not hide these from us.
  for (const [type, listener] of listeners) doc.addEventListener(type, listener as EventListener, true)
  return () => {
    cancelTimers()
    for (const [type, listener] of listeners) doc.removeEventListener(type, listener as EventListener, true)
  }
}
