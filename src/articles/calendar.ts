// The day and the month an article falls on, in the site's time zone (site.yaml timeZone): the search index's date
// and the changelog's months. Apart from dates.ts, which the home page's bundle carries.
/** "2026-10-14": the day in the site's time zone (the search index's date, a month's grouping key). */
export function isoDay(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone }).format(
    new Date(iso),
  )
}

/** "November 2026": the month in the site's time zone (the changelog's groups). */
export function formatMonth(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone }).format(new Date(iso))
}
