import { IMAGE_QUALITY } from "./images"

/** Where the generated Open Graph image of a page lives: "/" -> "/og/home.png", "/about" -> "/og/about.png". */
export function socialImagePath(slug: string): string {
  return `/og/${slug === "/" ? "home" : slug.slice(1).replace(/\//g, "-")}.png`
}
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const

/**
 * How every social card is written (gatsby/social-images.ts, src/articles/build/cards.ts): a palette PNG at the site's
 * quality, half dithered. Measured on a post's card (docs/performance.md, "Build times"): 51 KB against 57 KB at
 * quality 90 fully dithered, for the same 130 ms of CPU; with no dithering the gradient shows bands.
 */
export const SOCIAL_IMAGE_PNG = { compressionLevel: 9, palette: true, quality: IMAGE_QUALITY, dither: 0.5 } as const
