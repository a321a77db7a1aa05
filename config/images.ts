// Every width an image may be generated at (srcset). Full-width images use the device widths;
// small, fixed images use the icon widths. Tests check every srcset on the built site against ALL_WIDTHS.
export const DEVICE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840]
export const ICON_WIDTHS = [16, 32, 48, 64, 96, 128, 256, 384]
export const ALL_WIDTHS = [...ICON_WIDTHS, ...DEVICE_WIDTHS]
export const IMAGE_BREAKPOINTS = DEVICE_WIDTHS
export const IMAGE_QUALITY = 75
/**
 * The one format images are made in (gatsby-plugin-sharp's default, gatsby-config.ts): WebP, which every browser in use
 * reads (Safari since 14, 2020), so its srcset is the <img>'s own and no <source> is needed. Measured per cover
 * (docs/performance.md, "Build times"): at quality 75 AVIF came out larger than WebP for the site's drawings and took
 * over 20 times its CPU; the PNG fallback took 6 times the WebP's and was fetched by no browser that reads WebP.
 */
export const IMAGE_FORMATS = ["webp"] as const
