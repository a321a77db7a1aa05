// How an article's images are generated: widths from config/images.ts up to the widest the page shows (1200 px:
// the cover across the content column, a body image across the text with a 2x screen in mind), so every srcset
// width is one of the site's allowed widths whatever the source file's width.
import { DEVICE_WIDTHS } from "../../../config/images"

const WIDEST = 1200
const breakpoints = DEVICE_WIDTHS.filter((width) => width <= WIDEST)

/** gatsbyImageData arguments of a body image (and the cover): constrained to 1200 px, sized to the text column. */
export const BODY_IMAGE = {
  layout: "constrained",
  width: WIDEST,
  breakpoints,
  sizes: "(min-width: 784px) 736px, calc(100vw - 48px)",
} as const
