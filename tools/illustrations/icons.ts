// 24x24 line icons for the drawings (drawn at x,y with a given size), and the coloured tile that holds one.
import { rect } from "./svg"

export type IconName =
  | "grid"
  | "calendar"
  | "clock"
  | "leave"
  | "sheet"
  | "shield"
  | "chart"
  | "sliders"
  | "swap"
  | "alert"
  | "moon"
  | "coffee"
  | "check"
  | "pin"
  | "users"
  | "rupee"
  | "sparkle"
  | "chevronLeft"
  | "chevronRight"
  | "chevronDown"
  | "plus"
  | "search"
  | "bell"
  | "lock"
  | "arrowRight"
  | "dollar"
  | "book"
  | "map"

export const ICON_PATHS: Record<IconName, string> = {
  grid: '<rect x="3" y="3" width="7.5" height="7.5" rx="2"/><rect x="13.5" y="3" width="7.5" height="7.5" rx="2"/><rect x="3" y="13.5" width="7.5" height="7.5" rx="2"/><rect x="13.5" y="13.5" width="7.5" height="7.5" rx="2"/>',
  calendar: '<rect x="3" y="5" width="18" height="16" rx="3"/><path d="M3 10h18M8 3v4M16 3v4"/>',
  clock: '<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3.5 2"/>',
  leave: '<path d="M4 20c4-1 6-4 8-8M12 12c2-4 6-6 8-6-1 4-3 8-8 9"/><path d="M3 21h18"/>',
  sheet: '<rect x="5" y="3" width="14" height="18" rx="2.5"/><path d="M9 8h6M9 12h6M9 16h3"/>',
  shield: '<path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z"/><path d="M8.5 12l2.5 2.5 4.5-5"/>',
  chart: '<path d="M4 20V10M10 20V4M16 20v-7M21 20H3"/>',
  sliders: '<path d="M4 7h10M18 7h2M4 17h4M12 17h8"/><circle cx="16" cy="7" r="2"/><circle cx="10" cy="17" r="2"/>',
  swap: '<path d="M7 4L3 8l4 4M3 8h14M17 12l4 4-4 4M21 16H7"/>',
  alert: '<path d="M12 3l9.5 17h-19z"/><path d="M12 10v4M12 17.2v.3"/>',
  moon: '<path d="M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5z"/>',
  coffee: '<path d="M4 9h13v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5zM17 10h1.5a2.5 2.5 0 0 1 0 5H17M8 3v3M12 3v3"/>',
  check: '<path d="M5 12.5l4.5 4.5L19 7.5"/>',
  pin: '<path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z"/><circle cx="12" cy="9.5" r="2.5"/>',
  users:
    '<circle cx="9" cy="8" r="3.5"/><path d="M2.5 20c.8-3.6 3.4-5.5 6.5-5.5s5.7 1.9 6.5 5.5"/><path d="M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14.8c1.8.7 3 2.4 3.5 5.2"/>',
  rupee: '<path d="M6 4h12M6 8.5h12M9 4c6 0 6 9 0 9H6l8 7"/>',
  sparkle: '<path d="M12 3l2 6 6 2-6 2-2 6-2-6-6-2 6-2z"/>',
  chevronLeft: '<path d="M15 5l-7 7 7 7"/>',
  chevronRight: '<path d="M9 5l7 7-7 7"/>',
  chevronDown: '<path d="M5 9l7 7 7-7"/>',
  plus: '<path d="M12 5v14M5 12h14"/>',
  search: '<circle cx="11" cy="11" r="7"/><path d="M20 20l-4-4"/>',
  bell: '<path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20.5a2.2 2.2 0 0 0 4 0"/>',
  lock: '<rect x="4.5" y="10.5" width="15" height="10.5" rx="2.5"/><path d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2.5"/>',
  arrowRight: '<path d="M4 12h15M13 6l6 6-6 6"/>',
  dollar:
    '<path d="M12 3v18M16.5 7.5c-.8-1.5-2.5-2.3-4.5-2.3-2.6 0-4.5 1.4-4.5 3.4 0 4.8 9.5 2.4 9.5 7.3 0 2-2 3.5-4.8 3.5-2.2 0-4-.9-4.9-2.5"/>',
  book: '<path d="M12 6.5C10 5 7 4.5 3.5 5v13c3.5-.5 6.5 0 8.5 1.5 2-1.5 5-2 8.5-1.5V5C17 4.5 14 5 12 6.5zM12 6.5v13"/>',
  map: '<path d="M3.5 6.5l5.5-2.5 6 2.5 5.5-2.5v13.5l-5.5 2.5-6-2.5-5.5 2.5zM9 4v13.5M15 6.5V20"/>',
}

export function icon(name: IconName, x: number, y: number, size: number, stroke: string, width = 2): string {
  const s = size / 24
  // stroke-width is in icon units, so divide to keep the requested on-screen width.
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="none" stroke="${stroke}" stroke-width="${(width / s).toFixed(2)}" stroke-linecap="round" stroke-linejoin="round">${ICON_PATHS[name]}</g>`
}

/** Coloured rounded square holding an icon. */
export function iconTile(name: IconName, x: number, y: number, size: number, bg: string, fg: string): string {
  const pad = size * 0.22
  return rect(x, y, size, size, size * 0.28, bg) + icon(name, x + pad, y + pad, size - pad * 2, fg, 2.2)
}
