// Scheduled publishing's times (docs/cms.md "Scheduled publishing"). An entry's "Publish at" is stored in UTC in
// its own file (`publishAt: "2026-03-01T03:30:00Z"`), and shown and entered in the site's time zone
// (`timeZone` in content/site.yaml). The editor's widget (cms/publish-at/), the content schema and
// `npm run publish-scheduled` (ops/publish-scheduled/) all convert through here, with luxon's IANA zone rules:
// a wall time that does not exist (the hour the clocks skip) is refused, and one that happens twice (the hour
// they repeat) is the later of the two, so nothing is published before any reading of its time.
import { DateTime, IANAZone } from "luxon"

/** How a publish time is stored: UTC, to the second, with a Z. */
export const PUBLISH_AT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/

/** What the datetime-local input shows and takes: a wall time in the site's zone, to the minute. */
export const SITE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/

export function isTimeZone(zone: string): boolean {
  return IANAZone.isValidZone(zone)
}

/**
 * A file's publishAt as an instant: the stored text, or a Date (a YAML reader that turns an unquoted
 * timestamp into one, as the build's front matter reader does). Absent or empty is null; anything else throws.
 */
export function publishAtOf(value: unknown): Date | null {
  if (value === undefined || value === null || value === "") return null
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value
  if (typeof value === "string" && PUBLISH_AT_PATTERN.test(value)) {
    const date = new Date(value)
    if (!Number.isNaN(date.getTime()) && storedForm(date) === value) return date
  }
  const shown = typeof value === "string" ? value : JSON.stringify(value)
  throw new Error(`${shown} is not a publish time in UTC written like "2026-03-01T03:30:00Z"`)
}

/** The stored text of an instant (seconds kept, milliseconds dropped). */
export function storedForm(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z")
}

export type SiteTimeInput =
  | { ok: true; utc: string; /** The wall time happens twice; `utc` is its later reading. */ repeated: boolean }
  | { ok: false; reason: "skipped" | "invalid" }

/** A wall time in the site's zone ("2026-03-01T09:00") as the stored UTC text. */
export function fromSiteTime(local: string, zone: string): SiteTimeInput {
  if (!SITE_TIME_PATTERN.test(local)) return { ok: false, reason: "invalid" }
  const time = DateTime.fromISO(local, { zone })
  if (!time.isValid) return { ok: false, reason: "invalid" }
  // luxon moves a time the clocks skip forward by the gap: it no longer reads as what was typed.
  if (time.toFormat("yyyy-MM-dd'T'HH:mm") !== local) return { ok: false, reason: "skipped" }
  const readings = time.getPossibleOffsets()
  const latest = readings.reduce((a, b) => (a.toMillis() >= b.toMillis() ? a : b), time)
  return { ok: true, utc: storedForm(latest.toJSDate()), repeated: readings.length > 1 }
}

/** The stored UTC text as the site's wall time, for the input ("2026-03-01T09:00"). */
export function toSiteTime(utc: string | Date, zone: string): string {
  return siteDateTime(utc, zone).toFormat("yyyy-MM-dd'T'HH:mm")
}

/** "Sunday 1 March 2026, 09:00 (Asia/Kolkata, UTC+05:30)": what a writer reads in the editor and on the PR. */
export function describeSiteTime(utc: string | Date, zone: string): string {
  const time = siteDateTime(utc, zone)
  return `${time.toFormat("cccc d LLLL yyyy, HH:mm")} (${zone}, UTC${time.toFormat("ZZ")})`
}

function siteDateTime(utc: string | Date, zone: string): DateTime {
  const date = typeof utc === "string" ? new Date(utc) : utc
  return DateTime.fromJSDate(date, { zone }).setLocale("en-GB")
}
