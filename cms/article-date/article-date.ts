// An article's date as the editor stores it: the wall time the writer typed in the site's zone, with that zone's
// offset at that instant ("2026-10-14T09:00:00+05:30"), one of the forms the schema takes (src/articles/schema.ts
// `instant`). Luxon's zone rules, as for "Publish at" (schema/publish-time.ts): a time the clocks skip is refused,
// one they repeat is the later reading.
import { DateTime } from "luxon"
import { instant } from "../../src/articles/schema"
import { fromSiteTime } from "../../schema/publish-time"

/** The instant a stored value names (as the build reads it), or null when the schema would refuse it. */
export function articleInstant(value: unknown): Date | null {
  const parsed = instant.safeParse(value)
  return parsed.success ? parsed.data : null
}

/** A wall time typed in the zone ("2026-10-14T09:00") as the stored text, or null when it is not a real one there. */
export function articleDateText(typed: string, zone: string): string | null {
  const input = fromSiteTime(typed, zone)
  if (!input.ok) return null
  return DateTime.fromISO(input.utc, { zone }).toISO({ suppressMilliseconds: true, includeOffset: true })
}

/** What the datetime-local input shows for a stored value: its wall time in the zone, or the text as typed. */
export function siteInputValue(value: string, zone: string): string {
  const at = articleInstant(value)
  return at ? DateTime.fromJSDate(at, { zone }).toFormat("yyyy-MM-dd'T'HH:mm") : value
}
