// The ids of the shell's parts that other parts point at.
/** Every page's <main>: the skip link's target. */
export const MAIN_ID = "main"
/**
 * Every page's <footer>, which starts where <main> ends: the browser paints nothing before it is parsed (the
 * rel="expect" link, src/state/render-body.tsx). Chromium stops waiting when the element's start tag is parsed, not
 * its end tag, so the link names the element after <main>, not <main> itself.
 */
export const FOOTER_ID = "site-footer"
