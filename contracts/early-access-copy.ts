// How the words of the early-access card are filled in, for its two renderers: the React views on /invite and the
// landing pages (src/components/early-access/) and the page the Function answers a form submitted without the script
// with (api/early-access/page.ts). The words themselves are content (content/form.yaml and its translations): the
// build puts a page's into its pageContext and the Functions' into their bundle, in the page's or the request's
// language. Both renderers fill them in here, so what a visitor reads cannot drift between the two.
import type { FormWords } from "../schema/content"
import { MESSAGE_MAX_CHARS } from "./early-access"

export type { FormWords }

/**
 * A text split around its {name}, for a renderer that shows the value as an element of its own (the visitor's address
 * in bold, a required field's *): ("On its way to {email}. Open it.", "email") -> ["On its way to ", ". Open it."].
 * The words around it are the writer's, spaces and all, so each language puts the value where its grammar wants it.
 */
export const wordsAround = (template: string, name: string): string[] => template.split(`{${name}}`)

/** A text's {placeholders} filled in: ("{label} is required.", { label: "Email" }) -> "Email is required." */
export function fillWords(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{([^}]+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
  )
}

// One formatter per locale: the message counter asks on every keystroke.
const numberFormats = new Map<string, Intl.NumberFormat>()
const pluralRules = new Map<string, Intl.PluralRules>()

/** A number as the page's locale writes it: "2,000" (en-IN, hi-IN); a lakh as "1,00,000". */
export function formatNumber(count: number, locale: string): string {
  let format = numberFormats.get(locale)
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)))
  return format.format(count)
}

/** The form of a text for a number, in the page's locale: "1 second", "2 seconds"; Hindi's "one" covers 0 and 1. */
export function countWords(
  forms: Readonly<{ one: string; other: string }>,
  placeholder: string,
  count: number,
  locale: string,
): string {
  let rules = pluralRules.get(locale)
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)))
  const form = rules.select(count) === "one" ? forms.one : forms.other
  return fillWords(form, { [placeholder]: formatNumber(count, locale) })
}

/**
 * What the form's first render writes with a number: the message field's hint ("up to 2,000 characters") and its count
 * before anything is typed ("2,000 characters left"). The build writes them (gatsby/pages.ts, into the page's
 * formWords), so hydrating the form needs no Intl: a page's first Intl object costs 16–33 ms of the main thread on this
 * machine unthrottled (ICU starting up), several times that on a low-tier phone, and the form is on every page that
 * asks for a request (docs/performance.md). The first keystroke in the message pays it instead.
 */
export type FormFirstCounts = { messageHint: string; messageLeft: string }

export function formFirstCounts(words: FormWords, locale: string): FormFirstCounts {
  return {
    messageHint: fillWords(words.form.messageHint, { max: formatNumber(MESSAGE_MAX_CHARS, locale) }),
    messageLeft: countWords(words.form.messageLeft, "count", MESSAGE_MAX_CHARS, locale),
  }
}

/** The wait the server asks for (429), shown above the button. */
export const waitMessage = (words: FormWords, seconds: number, locale: string) =>
  countWords(words.wait, "seconds", seconds, locale)
