// Every width an image may be generated at (srcset). Full-width images use the device widths;
// small, fixed images use the icon widths. Tests check every srcset on the built site against ALL_WIDTHS.
export const DEVICE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840]
export const ICON_WIDTHS = [16, 32, 48, 64, 96, 128, 256, 384]
export const ALL_WIDTHS = [...ICON_WIDTHS, ...DEVICE_WIDTHS]
export const IMAGE_BREAKPOINTS = DEVICE_WIDTHS
export const IMAGE_QUALITY = 75
