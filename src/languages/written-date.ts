/** "2026-11-26" as a language writes a date: 26 November 2026 (en-IN), 26 नवंबर 2026 (hi-IN). */
export const writtenDate = (day: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  )

/**
 * A day the content or the editor holds ("2026-11-26", or the start of an ISO time) as the language writes it; null
 * when the value is not one yet (a date being typed, an empty field), which Intl would refuse.
 */
export function writtenDay(value: unknown, locale: string): string | null {
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value) ? writtenDate(value.slice(0, 10), locale) : null
}
