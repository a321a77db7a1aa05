// An article's content for feeds, taken from its built page (the body the reader sees, after every build step),
// the way Docusaurus does it: feed readers show it out of the site's context, so
//   - every href, src and srcset is absolute (a relative one points at the reader's own address, gatsby#14133);
//   - each <picture> becomes its plain <img> (fallback file, width, height, alt): readers ignore <source> and show
//     wrappers as blank boxes (gatsby#17593); other wrappers (div, span) go, their content stays;
//   - no script, style, noscript or template, no class, style, data-* or event attributes;
//   - a heading's link to itself becomes the heading's text again.
// Pure, so unit tests call it with fixture HTML.
import { DomUtils, parseDocument } from "htmlparser2"
import render from "dom-serializer"
import { isTag, type ChildNode, type Element } from "domhandler"
import { COVER_ATTRIBUTE } from "../markers"

const DROPPED = new Set(["script", "style", "noscript", "template", "link", "meta"])
const UNWRAPPED = new Set(["div", "span", "picture"])
const URL_ATTRIBUTES = ["href", "src", "poster", "cite"]

const absolute = (value: string, base: string) => {
  try {
    return new URL(value.trim(), base).toString()
  } catch {
    return value
  }
}
const absoluteSrcset = (srcset: string, base: string) =>
  srcset
    .split(",")
    .map((candidate) => candidate.trim())
    .filter(Boolean)
    .map((candidate) => {
      const [url = "", ...descriptor] = candidate.split(/\s+/)
      return [absolute(url, base), ...descriptor].join(" ")
    })
    .join(", ")

function replace(element: Element, nodes: ChildNode[]) {
  const parent = element.parent
  if (!parent) return
  for (const node of nodes) node.parent = parent
  parent.children.splice(parent.children.indexOf(element), 1, ...nodes)
}

/** The inner HTML of the first element carrying `attribute`, or null. */
export function markedHtml(pageHtml: string, attribute: string): string | null {
  const document = parseDocument(pageHtml)
  const element = DomUtils.findOne((candidate) => attribute in candidate.attribs, document.children)
  return element ? render(element.children) : null
}

/** The cover's fallback image on the built page: its src (absolute) and width/height, or null. */
export function coverOf(pageHtml: string, pageUrl: string): { url: string; width: number; height: number } | null {
  const document = parseDocument(pageHtml)
  const picture = DomUtils.findOne((candidate) => COVER_ATTRIBUTE in candidate.attribs, document.children)
  const img = picture && DomUtils.findOne((candidate) => candidate.name === "img", picture.children)
  if (!img?.attribs.src) return null
  return {
    url: absolute(img.attribs.src, pageUrl),
    width: Number(img.attribs.width),
    height: Number(img.attribs.height),
  }
}

/** The body HTML rewritten for a feed, every URL resolved against the article's own address. */
export function feedHtml(bodyHtml: string, pageUrl: string): string {
  const document = parseDocument(bodyHtml)
  // Deepest first, so an unwrapped element's children are already clean.
  const elements = DomUtils.findAll(() => true, document.children).reverse()
  for (const element of elements) {
    if (DROPPED.has(element.name)) {
      DomUtils.removeElement(element)
      continue
    }
    for (const name of Object.keys(element.attribs)) {
      if (
        name === "class" ||
        name === "style" ||
        name === "tabindex" ||
        name === "role" ||
        /^(data-|on|aria-)/.test(name)
      )
        delete element.attribs[name]
    }
    for (const name of URL_ATTRIBUTES) {
      const value = element.attribs[name]
      if (value !== undefined) element.attribs[name] = absolute(value, pageUrl)
    }
    if (element.name === "img") {
      // The one file a reader fetches: the fallback at its own size; srcset, sizes and lazy loading are the page's.
      for (const name of ["srcset", "sizes", "loading", "decoding", "fetchpriority"]) delete element.attribs[name]
      element.attribs.alt ??= ""
    } else if (element.attribs.srcset !== undefined) {
      element.attribs.srcset = absoluteSrcset(element.attribs.srcset, pageUrl)
    }
    if (element.name === "source") {
      DomUtils.removeElement(element)
      continue
    }
    const parent = element.parent
    const selfLink =
      element.name === "a" &&
      parent &&
      isTag(parent) &&
      /^h[1-6]$/.test(parent.name) &&
      element.attribs.href?.startsWith(`${pageUrl}#`)
    if (UNWRAPPED.has(element.name) || selfLink) replace(element, element.children)
  }
  return render(document.children).trim()
}
