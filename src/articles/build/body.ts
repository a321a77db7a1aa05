// An article's body as the page shows it, made once at build time from gatsby-transformer-remark's HTML:
//   - every image beside the post (./figure-1.png) becomes a static <picture> (a <source> per extra format if any, the
//     fallback srcset: WebP alone on this site, config/images.ts; width, height, alt), the same markup
//     src/components/responsive-image.tsx renders, with no script;
//   - every h2 and h3 gets an id and becomes a link to itself (the heading anchors), h2s are the table of contents;
//   - footnote back links get a label a screen reader can say.
// Pure, so unit tests call it with fixture HTML.
import { DomUtils, parseDocument } from "htmlparser2"
import render from "dom-serializer"
import { isTag, isText, type Element } from "domhandler"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { intrinsicSize } from "../../components/responsive-image"

export type ArticleBodyHtml = { html: string; headings: Array<{ id: string; text: string }> }

const isRelative = (src: string) => !/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(src)

/** The relative image sources in the HTML, in order, once each. */
export function relativeImageSources(html: string): string[] {
  const document = parseDocument(html)
  const sources = DomUtils.findAll((element) => element.name === "img", document.children)
    .map((element) => element.attribs.src ?? "")
    .filter((src) => src && isRelative(src))
  return [...new Set(sources)]
}

/** "Fair rotas: a start!" -> "fair-rotas-a-start"; repeats get -2, -3 (like GitHub's anchors). */
export function headingSlugger() {
  const seen = new Map<string, number>()
  return (text: string) => {
    const base =
      text
        .toLowerCase()
        .normalize("NFKD")
        .replace(/[\u0300-\u036f]/g, "")
        .replace(/[^a-z0-9\s-]/g, "")
        .trim()
        .replace(/[\s-]+/g, "-") || "section"
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    return count ? `${base}-${count + 1}` : base
  }
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

/** A <picture> of generated image data, as static markup (responsive-image.tsx renders the same for components). */
export function pictureHtml(image: IGatsbyImageData, alt: string): string {
  const { fallback, sources = [] } = image.images
  const { width, height } = intrinsicSize(image)
  const source = sources
    .map(
      (s) =>
        `<source type="${escapeAttribute(s.type ?? "")}" srcset="${escapeAttribute(s.srcSet)}" sizes="${escapeAttribute(s.sizes ?? fallback?.sizes ?? "")}">`,
    )
    .join("")
  const background = image.backgroundColor ? ` style="background-color:${escapeAttribute(image.backgroundColor)}"` : ""
  return (
    `<picture class="article-image"${background}>${source}` +
    `<img src="${escapeAttribute(fallback?.src ?? "")}" srcset="${escapeAttribute(fallback?.srcSet ?? "")}" ` +
    `sizes="${escapeAttribute(fallback?.sizes ?? "")}" width="${width}" height="${height}" alt="${escapeAttribute(alt)}" ` +
    `loading="lazy" decoding="async"></picture>`
  )
}

function replaceWith(element: Element, html: string) {
  const replacement = parseDocument(html).children
  const parent = element.parent
  if (!parent) return
  const index = parent.children.indexOf(element)
  for (const node of replacement) node.parent = parent
  parent.children.splice(index, 1, ...replacement)
}

export function articleBody(html: string, images: ReadonlyMap<string, IGatsbyImageData>): ArticleBodyHtml {
  const document = parseDocument(html)
  const headings: ArticleBodyHtml["headings"] = []
  const slug = headingSlugger()
  const elements = DomUtils.findAll(() => true, document.children)
  for (const element of elements) {
    if (element.name === "img") {
      const image = images.get(element.attribs.src ?? "")
      if (image) replaceWith(element, pictureHtml(image, element.attribs.alt ?? ""))
    } else if (element.name === "h2" || element.name === "h3") {
      const text = DomUtils.textContent(element).trim()
      const id = element.attribs.id || slug(text)
      element.attribs.id = id
      if (element.name === "h2") headings.push({ id, text })
      // The heading links to itself: its address can be copied, and it says the same as the heading.
      const link = parseDocument(`<a class="heading-anchor" href="#${escapeAttribute(id)}"></a>`).children[0]
      if (!link || !isTag(link)) continue
      link.children = element.children
      for (const child of link.children) child.parent = link
      link.parent = element
      element.children = [link]
    } else if (
      element.name === "a" &&
      ("data-footnote-backref" in element.attribs || /\bfootnote-backref\b/.test(element.attribs.class ?? ""))
    ) {
      const note = /(\d+)/.exec(element.attribs.href ?? "")?.[1]
      element.attribs["aria-label"] = note ? `Back to the text of note ${note}` : "Back to the text"
    }
  }
  // An image alone in its paragraph is a figure of the text, not inline in a line of it.
  for (const p of DomUtils.findAll((element) => element.name === "p", document.children)) {
    const children = p.children.filter((child) => !(isText(child) && !child.data.trim()))
    const only = children[0]
    if (children.length === 1 && only && isTag(only) && only.name === "picture") {
      p.name = "figure"
      p.attribs.class = "article-figure"
    }
  }
  return { html: render(document.children), headings }
}
