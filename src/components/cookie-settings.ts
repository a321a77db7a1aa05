// The footer's "Cookie settings" button reopens the cookie banner. The footer is a static part (server HTML that React
// does not hydrate), so the button carries this attribute and one listener on the document, installed from
// gatsby-browser's onClientEntry, answers it: before and after React starts, on every page.
import { openCookieSettings } from "../telemetry/site-consent"

export const COOKIE_SETTINGS_ATTRIBUTE = "data-cookie-settings"

export function connectCookieSettings(open: () => void = openCookieSettings, doc: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest(`[${COOKIE_SETTINGS_ATTRIBUTE}]`)) open()
  }
  doc.addEventListener("click", onClick)
  return () => doc.removeEventListener("click", onClick)
}
