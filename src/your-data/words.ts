// How the "your data" page says what the store holds: times, kinds of email, carriers and rights, in the words of
// the page's language (content/your-data.yaml's `records`) and as its locale writes times.
import type { StoredDeliveryRow } from "../../contracts/your-data"
import { fillWords } from "../../contracts/early-access-copy"
import type { YourDataWords } from "../../schema/content"

type Records = YourDataWords["records"]

const formats = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>()
function formatsOf(locale: string) {
  let found = formats.get(locale)
  if (!found) {
    found = {
      day: new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
      time: new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "UTC" }),
    }
    formats.set(locale, found)
  }
  return found
}

/** "26 November 2026, 09:00 UTC" (en-IN); "26 नवंबर 2026, 09:00 UTC" (hi-IN). */
export function timeInWords(iso: string, locale: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  const { day, time } = formatsOf(locale)
  return `${day.format(date)}, ${time.format(date)} UTC`
}

/** "26 November 2028". */
export function dayInWords(iso: string, locale: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : formatsOf(locale).day.format(date)
}

/** A name from one of the page's lists (a kind, a purpose, a topic), or the stored value itself for one it lacks. */
export const named = (names: Readonly<Record<string, string>>, value: string): string =>
  Object.prototype.hasOwnProperty.call(names, value) ? names[value]! : value

export function deliveryInWords(row: Pick<StoredDeliveryRow, "kind" | "payload">, words: Records): string {
  const kind = named(words.deliveries, row.kind)
  return row.kind.startsWith("staff_") && row.payload.includes('"correction"')
    ? fillWords(words.correction, { kind })
    : kind
}

/** Who carried it: "our email provider (smtp.example.com)", "our team's chat (hooks.slack.com)". */
export function carrierInWords(via: string | null, words: Records): string {
  if (!via) return ""
  const [type = "", host] = via.split(/:(.*)/s)
  const name = named(words.carriers, type)
  return host && type !== "file" ? `${name} (${host})` : name
}

export const linkInWords = (purpose: string, words: Records): string => named(words.links, purpose)
export const rightInWords = (kind: string, words: Records): string => named(words.rights, kind)
