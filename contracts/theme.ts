// The one theme file: design tokens and the media helpers derived from them. Components take every colour from
// here (no raw colours in src/). This file is the source of truth for the brand's palette on the site, in the
// browser's theme-color and in the social images (gatsby/social-images.ts). The emails are the one exception:
// they take their accent from brandColor in content/site.yaml (schema/email-content.ts), which
// contracts/theme.test.ts keeps equal to colors.primary; static/favicon.svg repeats it too and is checked there as well.

/** "#4f46e5" at 14% -> "rgba(79, 70, 229, 0.14)": a token's colour, see-through. */
export function withAlpha(hex: string, alpha: number): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
  return `rgba(${r}, ${g}, ${b}, ${alpha})`
}

const ink = "#0f172a"
const white = "#ffffff"
const primary = "#4f46e5"

export const theme = {
  colors: {
    text: ink,
    muted: "#475569",
    subtle: "#64748b",
    background: white,
    surface: "#f8fafc",
    surfaceAlt: "#eef2ff",
    border: "#e2e8f0",
    primary,
    /** The brand gradient's middle stop (the floating contact card, the social images). */
    violet: "#6d28d9",
    /** The hero's glow of the brand colour. */
    primaryGlow: withAlpha(primary, 0.14),
    primaryHover: "#4338ca",
    primaryText: "#ffffff",
    accent: "#0d9488",
    highlight: "#f59e0b",
    footer: ink,
    footerText: "#cbd5e1",
    footerMuted: "#94a3b8",
    focus: "#f59e0b",
    danger: "#b91c1c",
    dangerSoft: "#fef2f2",
    success: "#047857",
    successSoft: "#ecfdf5",
    /** Badges: the accent's text on its soft background (a changelog's "Improved"), a warning's ("Breaking"). */
    accentText: "#0f766e",
    accentSoft: "#f0fdfa",
    warningText: "#92400e",
    /** Text and marks on dark or brand backgrounds (footer headings, the floating card, the skip link). */
    onDark: white,
    /** Secondary text on the brand gradient. */
    onDarkMuted: withAlpha(white, 0.86),
    /** The social images' tagline on the brand gradient. */
    onDarkSubtle: "#e0e7ff",
    /** Long-form text (legal pages, prose), a shade softer than `text`. */
    proseText: "#1e293b",
    /** Behind a prose blockquote, beside its `highlight` rule. */
    highlightSoft: "#fffbeb",
    /** The sticky header: white, letting the page show through its blur. */
    headerBackground: withAlpha(white, 0.92),
    /** The shade at the edge of a table that scrolls sideways, where more of it lies beyond. */
    scrollShade: withAlpha(ink, 0.22),
  },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSizes: {
    xs: "0.8125rem",
    sm: "0.875rem",
    md: "1rem",
    lg: "1.125rem",
    xl: "1.375rem",
    xxl: "1.875rem",
    /** The home page's heading on a phone. */
    displaySmall: "2.125rem",
    display: "2.5rem",
    hero: "3.25rem",
  },
  lineHeights: { tight: 1.15, snug: 1.35, body: 1.65 },
  space: {
    0: "0",
    1: "0.25rem",
    2: "0.5rem",
    3: "0.75rem",
    4: "1rem",
    5: "1.5rem",
    6: "2rem",
    7: "3rem",
    8: "4rem",
    9: "6rem",
  },
  radii: { sm: "6px", md: "10px", lg: "16px", pill: "999px" },
  shadows: {
    card: `0 1px 2px ${withAlpha(ink, 0.06)}, 0 8px 24px ${withAlpha(ink, 0.08)}`,
    menu: `0 10px 38px -10px ${withAlpha(ink, 0.35)}, 0 10px 20px -15px ${withAlpha(ink, 0.2)}`,
    /** Under the hero's product screenshot, on top of `card`. */
    hero: `0 30px 60px -20px ${withAlpha(ink, 0.35)}`,
  },
  sizes: {
    content: "72rem",
    prose: "46rem",
    header: "72px",
    footerMin: "460px",
    floatingCard: "208px",
    /** Height of buttons and form controls: a comfortable touch target (at least 44px). */
    control: "48px",
    /** The cookie banner's buttons on a phone, where it is a compact bar: still a 44px touch target. */
    controlCompact: "44px",
    /** Width of a card set beside a page intro (the early-access form). */
    introAside: "28rem",
    /** Width of the search page's filters beside its results. */
    filters: "16rem",
  },
  breakpoints: { sm: 640, md: 768, lg: 1024, xl: 1280 },
  /** Stacking order: the header is at 20 and the skip link at 30; the cookie banner sits above both. */
  zIndices: { header: 20, skipLink: 30, cookieBanner: 40 },
} as const

export type Breakpoint = keyof typeof theme.breakpoints

/** `mq.md` is "@media (min-width: 768px)"; `below.md` is the range under it. */
export const mq = Object.fromEntries(
  Object.entries(theme.breakpoints).map(([name, px]) => [name, `@media (min-width: ${px}px)`]),
) as Record<Breakpoint, string>

export const below = Object.fromEntries(
  Object.entries(theme.breakpoints).map(([name, px]) => [name, `@media (max-width: ${px - 0.02}px)`]),
) as Record<Breakpoint, string>

/**
 * A pointer that hovers (a mouse, a trackpad): the only place a control's colours fade. On a phone (hover: none) a tap
 * changes them at once: every CSS transition a tap starts costs its frame the transition's style work and four events
 * (transitionrun, transitionstart …) that React's root listener handles too, 10 to 15 ms of a price switch's tap on a
 * low-tier phone (docs/performance.md, issue 46).
 */
export const withHover = "@media (hover: hover)"
