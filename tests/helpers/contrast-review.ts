// The contrast review of what axe leaves "for review" (incomplete color-contrast): text on a gradient, text a fixed
// element (the cookie banner) covers, text partly scrolled out of its box, icon characters. axe cannot pick one
// background colour there; this computes the worst case itself. For each element it walks up its ancestors,
// collecting background colours and every colour stop of each gradient, composites them from the first opaque
// colour (or the page's white) up, and returns the lowest contrast of the text against any background the stops
// can produce, with the ratio WCAG 2.1 AA asks for its size (3 for large text, 4.5 otherwise). Runs in the page.
export type ContrastReview = {
  selector: string
  text: string
  /** The lowest contrast against any background the layers can produce. */
  worst: number
  required: number
  /** What the worst case was computed over: "gradient", "solid" or "image" (unreviewable). */
  over: string
}

/** Page-side function (no closures): pass it to page.evaluate with the elements' selectors. */
export function reviewContrast(selectors: string[]): ContrastReview[] {
  type RGBA = [number, number, number, number]
  const parse = (value: string): RGBA[] =>
    [...value.matchAll(/rgba?\(([^)]+)\)/g)].map((match) => {
      const parts = match[1]!
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number)
      return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1]
    })
  const over = (top: RGBA, below: RGBA): RGBA => {
    const a = top[3]
    return [0, 1, 2].map((i) => top[i]! * a + below[i]! * (1 - a)).concat(1) as RGBA
  }
  const luminance = ([r, g, b]: RGBA) => {
    const channel = (c: number) => {
      const s = c / 255
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
    }
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
  }
  const contrast = (a: RGBA, b: RGBA) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
    return (hi! + 0.05) / (lo! + 0.05)
  }
  return selectors.map((selector) => {
    const element = document.querySelector(selector)
    if (!element) return { selector, text: "", worst: 0, required: 4.5, over: "missing" }
    const style = getComputedStyle(element)
    // Layers from the element outwards, until an opaque colour.
    const layers: RGBA[][] = []
    let kind = "solid"
    for (let node: Element | null = element; node; node = node.parentElement) {
      const s = getComputedStyle(node)
      const [color] = parse(s.backgroundColor)
      if (s.backgroundImage.includes("url(")) kind = "image"
      if (s.backgroundImage.includes("gradient")) {
        kind = kind === "image" ? kind : "gradient"
        layers.push(parse(s.backgroundImage))
      }
      if (color && color[3] > 0) layers.push([color])
      if (color && color[3] === 1) break
    }
    let backgrounds: RGBA[] = [[255, 255, 255, 1]]
    for (const layer of layers.reverse())
      backgrounds = backgrounds.flatMap((below) => layer.map((stop) => over(stop, below)))
    const [foreground] = parse(style.color)
    const size = parseFloat(style.fontSize)
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700)
    const worst = Math.min(...backgrounds.map((background) => contrast(over(foreground!, background), background)))
    return {
      selector,
      text: (element.textContent ?? "").trim().slice(0, 40),
      worst: Math.round(worst * 100) / 100,
      required: large ? 3 : 4.5,
      over: kind,
    }
  })
}
