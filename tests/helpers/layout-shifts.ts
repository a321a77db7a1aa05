// Every layout shift since the page started that the visitor did not cause (CLS counts only those), each named by
// what moved, so that a failure says which element: "0.0812 at 1450 ms: <footer …> x 0→0, y 623→837, w 375→375, h 220→220".

/**
 * Page-side function (no closures): the shifts recorded so far, read from the buffered performance entries; with
 * `afterInput`, also those within 500 ms of a tap, click or key (which CLS leaves out), to show a choice moves nothing.
 */
export function layoutShifts(afterInput = false): Promise<string[]> {
  type Shift = PerformanceEntry & {
    value: number
    hadRecentInput: boolean
    sources: Array<{ node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>
  }
  return new Promise<string[]>((resolve) => {
    const found: string[] = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput && !afterInput) continue
        found.push(
          `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ` +
            entry.sources
              .map(
                (source) =>
                  `${source.node instanceof Element ? source.node.outerHTML.slice(0, 100) : String(source.node?.nodeName)} ` +
                  `x ${Math.round(source.previousRect.x)}→${Math.round(source.currentRect.x)}, ` +
                  `y ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)}, ` +
                  `w ${Math.round(source.previousRect.width)}→${Math.round(source.currentRect.width)}, ` +
                  `h ${Math.round(source.previousRect.height)}→${Math.round(source.currentRect.height)}`,
              )
              .join("; "),
        )
      }
    }).observe({ type: "layout-shift", buffered: true })
    // The buffered entries are delivered in the observer's first callback, within a frame or two.
    setTimeout(() => resolve(found), 300)
  })
}
