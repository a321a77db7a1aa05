import type { SkippedHeight } from "../below-the-fold"

/**
 * Every section after the hero is below the first screen on a phone and on a desktop: the browser skips it until the
 * visitor scrolls near it, at these heights (px, measured with content/home.yaml's content; the highlights' per row;
 * tests/e2e/below-the-fold.test.ts names new ones when they change).
 */
export const SKIPPED_HEIGHTS = {
  stats: { base: 538.3, sm: 459.2, md: 195.2, lg: 168.8 },
  highlightsPerRow: { base: 850.2, sm: 884.9, md: 938.2, lg: 465.5, xl: 497.2 },
  customers: { base: 1102.6, sm: 808.1, md: 784.8, lg: 758.4 },
  pricing: { base: 1361.5, sm: 1137.3, md: 761.3, lg: 668.9 },
  latest: { base: 882.5, sm: 714.9, md: 653.2, lg: 476.6, xl: 450 },
  cta: { base: 467.6, sm: 344.1, md: 309.6 },
} as const satisfies Record<string, SkippedHeight>

export const times = (height: SkippedHeight, n: number): SkippedHeight =>
  Object.fromEntries(Object.entries(height).map(([key, px]) => [key, Math.round(px * n * 10) / 10])) as SkippedHeight
