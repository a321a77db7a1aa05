// Whether a page scrolls sideways, and if so which elements make it: the outermost elements whose box reaches past
// the page's width (not those a scrolling or clipping ancestor keeps in, such as a table in its own scrolling
// region). A failure names the page and each element, e.g.
//   /blog/fair-weekly-rota at 390 px: <a href="https://www.legislation.gov.uk/uksi/1998/1833/regulation/10"> reaches 530 px of 375
import type { Page } from "playwright-core"

export type SidewaysScroll = { width: number; scrollWidth: number; elements: string[] }

/** Page-side function (no closures): the page's width, how wide its content is, and what reaches past it. */
export function sidewaysScroll(): SidewaysScroll {
  const root = document.documentElement
  const width = root.clientWidth
  const past = (element: Element) => element.getBoundingClientRect().right > width + 0.5
  const keptIn = (element: Element) => {
    for (let up = element.parentElement; up && up !== root; up = up.parentElement)
      if (getComputedStyle(up).overflowX !== "visible") return true
    return false
  }
  const elements =
    root.scrollWidth > width
      ? [...document.body.querySelectorAll("*")]
          .filter(
            (element) => past(element) && !keptIn(element) && !(element.parentElement && past(element.parentElement)),
          )
          .map((element) => {
            const open = /^<[^>]*>/.exec(element.outerHTML)?.[0] ?? `<${element.tagName.toLowerCase()}>`
            return `${open.length > 160 ? `${open.slice(0, 157)}...` : open} reaches ${Math.round(element.getBoundingClientRect().right)} px of ${width}`
          })
      : []
  return { width, scrollWidth: root.scrollWidth, elements }
}

/** What makes `page` scroll sideways, each named with the page's address and width ([] when nothing does). */
export async function sidewaysOverflow(page: Page, where: string): Promise<string[]> {
  const found = await page.evaluate(sidewaysScroll)
  if (found.scrollWidth <= found.width) return []
  // Something is wider than the page even if no element's box says so (a pseudo-element, a shadow): say that.
  const elements = found.elements.length ? found.elements : [`content ${found.scrollWidth} px wide`]
  return elements.map((element) => `${where}: ${element}`)
}
