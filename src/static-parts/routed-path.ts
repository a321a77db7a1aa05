// Which links the site's router takes, for link-prefetch.ts and parts-before-navigation.ts (a module of its own, so
// that the second, which is not in the first load's JavaScript, can share it without pulling the first along).
import { isFullLoadPath } from "../../config/client-navigation"

/** The site path a link leads to, if the router would take it (the same rules as gatsby-plugin-catch-links). */
export function routedPath(anchor: HTMLAnchorElement, here: Location = window.location): string | null {
  if (anchor.target && anchor.target !== "_self") return null
  if (anchor.hasAttribute("download")) return null
  let url: URL
  try {
    url = new URL(anchor.href, here.href)
  } catch {
    return null
  }
  if (url.origin !== here.origin) return null
  if (/\.(?!html?$)[a-z0-9]{1,5}$/i.test(url.pathname) || isFullLoadPath(url.pathname)) return null
  if (url.pathname === here.pathname) return null
  return url.pathname
}
