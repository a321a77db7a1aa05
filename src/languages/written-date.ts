/** "2026-11-26" as a language writes a date: 26 November 2026 (en-IN), 26 नवंबर 2026 (hi-IN). */
export const writtenDate = (day: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  )
