// The one theme file: design tokens and the media helpers derived from them.
export const theme = {
  colors: {
    text: "#0f172a",
    muted: "#475569",
    subtle: "#64748b",
    background: "#ffffff",
    surface: "#f8fafc",
    surfaceAlt: "#eef2ff",
    border: "#e2e8f0",
    primary: "#4f46e5",
    primaryHover: "#4338ca",
    primaryText: "#ffffff",
    accent: "#0d9488",
    highlight: "#f59e0b",
    footer: "#0f172a",
    footerText: "#cbd5e1",
    footerMuted: "#94a3b8",
    focus: "#f59e0b",
    danger: "#b91c1c",
    dangerSoft: "#fef2f2",
    success: "#047857",
    successSoft: "#ecfdf5",
  },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSizes: { xs: "0.8125rem", sm: "0.875rem", md: "1rem", lg: "1.125rem", xl: "1.375rem", xxl: "1.875rem", display: "2.5rem", hero: "3.25rem" },
  lineHeights: { tight: 1.15, snug: 1.35, body: 1.65 },
  space: { 0: "0", 1: "0.25rem", 2: "0.5rem", 3: "0.75rem", 4: "1rem", 5: "1.5rem", 6: "2rem", 7: "3rem", 8: "4rem", 9: "6rem" },
  radii: { sm: "6px", md: "10px", lg: "16px", pill: "999px" },
  shadows: {
    card: "0 1px 2px rgba(15, 23, 42, 0.06), 0 8px 24px rgba(15, 23, 42, 0.08)",
    menu: "0 10px 38px -10px rgba(15, 23, 42, 0.35), 0 10px 20px -15px rgba(15, 23, 42, 0.2)",
  },
  sizes: {
    content: "72rem",
    prose: "46rem",
    header: "72px",
    footerMin: "460px",
    floatingCard: "208px",
    /** Height of buttons and form controls: a comfortable touch target (at least 44px). */
    control: "48px",
    /** Width of a card set beside a page intro (the early-access form). */
    introAside: "28rem",
  },
  breakpoints: { sm: 640, md: 768, lg: 1024, xl: 1280 },
  /** Stacking order: the header is at 20 and the skip link at 30; the cookie banner sits above both. */
  zIndices: { header: 20, skipLink: 30, cookieBanner: 40 },
} as const

export type SiteTheme = typeof theme

type Breakpoint = keyof typeof theme.breakpoints

/** `mq.md` is "@media (min-width: 768px)"; `below.md` is the range under it. */
export const mq = Object.fromEntries(
  Object.entries(theme.breakpoints).map(([name, px]) => [name, `@media (min-width: ${px}px)`]),
) as Record<Breakpoint, string>

export const below = Object.fromEntries(
  Object.entries(theme.breakpoints).map(([name, px]) => [name, `@media (max-width: ${px - 0.02}px)`]),
) as Record<Breakpoint, string>
