// Article dates as readers see them: in the site's time zone (site.yaml timeZone), British English, the same on
// the server and in the browser (Intl with an explicit zone and locale, so hydration agrees).

/** "14 October 2026" */
export function formatDate(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone }).format(new Date(iso))
}

/** "14 October 2026, 09:00 (Asia/Kolkata)": when a scheduled article goes live. */
export function formatDateTime(iso: string, timeZone: string): string {
  const time = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone })
  return `${formatDate(iso, timeZone)}, ${time.format(new Date(iso))} (${timeZone})`
}
