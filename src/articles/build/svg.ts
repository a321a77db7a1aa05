// What the build asks of a logo (a customer story's, content/customers/<slug>/logo.svg): an SVG whose root has a
// viewBox, so it scales to any box and the page can reserve its space from the box's proportions (no layout shift),
// and nothing that runs or loads anything (the file is served as an image and drawn into the social card).
import { DomUtils, parseDocument } from "htmlparser2"

export type SvgBox = { width: number; height: number }
export type SvgCheck = { ok: true; box: SvgBox } | { ok: false; problem: string }

/** "0 0 240 64" -> { width: 240, height: 64 }; null when it is not four numbers with a positive size. */
export function viewBoxSize(viewBox: string | undefined): SvgBox | null {
  if (!viewBox) return null
  const numbers = viewBox
    .trim()
    .split(/[\s,]+/)
    .map(Number)
  if (numbers.length !== 4 || numbers.some((n) => !Number.isFinite(n))) return null
  const [, , width, height] = numbers as [number, number, number, number]
  return width > 0 && height > 0 ? { width, height } : null
}

export function checkSvg(text: string): SvgCheck {
  const document = parseDocument(text, { xmlMode: true })
  const root = document.children.find((node) => DomUtils.isTag(node))
  if (!root || !DomUtils.isTag(root) || root.name !== "svg") return { ok: false, problem: "is not an SVG image" }
  const box = viewBoxSize(root.attribs.viewBox)
  if (!box)
    return {
      ok: false,
      problem: root.attribs.viewBox
        ? `has a viewBox ("${root.attribs.viewBox}") that is not four numbers with a width and height above 0`
        : 'has no viewBox on its <svg> element (write one such as viewBox="0 0 240 64", the drawing\'s box)',
    }
  for (const element of DomUtils.findAll(() => true, document.children)) {
    if (element.name === "script" || element.name === "foreignObject")
      return { ok: false, problem: `contains a <${element.name}> element, which a logo must not have` }
    for (const [name, value] of Object.entries(element.attribs)) {
      if (/^on/i.test(name)) return { ok: false, problem: `has an event handler (${name}), which a logo must not have` }
      if (/(^|:)href$/i.test(name) && !value.startsWith("#") && !value.startsWith("data:"))
        return { ok: false, problem: `links to ${value}: a logo must be one file, with nothing loaded from elsewhere` }
    }
  }
  return { ok: true, box }
}
