import {
  EARLY_ACCESS_ENDPOINT,
  EARLY_ACCESS_TOPIC_VALUES,
  MESSAGE_MAX_CHARS,
  type EarlyAccessAnswer,
} from "../../contracts/early-access"
import { fillWords, formatNumber, waitMessage, wordsAround, type FormWords } from "../../contracts/early-access-copy"
import { EMPLOYEE_RANGE_VALUES } from "../../contracts/employee-ranges"
import { EARLY_ACCESS_PAGE_STYLES } from "./page-styles"
import { typedText, type FormFields } from "../http/form-submission"
import type { HtmlPage } from "../http/html-page"
import type { PageShell } from "../../schema/email-content"
import type { RequestSource } from "../../contracts/request-source"
import { escapeHtml } from "../outbox/email-text"

// The page a browser shows after sending the early-access form by itself (before hydration, or without
// JavaScript): the same card the React views draw on /invite, in the same words (content/form.yaml, in the language
// the form was sent in; contracts/early-access-copy.ts fills them in).
// Thanks and what was sent, or what went wrong above the form filled in again with what the visitor typed and
// each field's message beside it, so they can correct it and send it again. Every value is escaped here.

/** The fields the visitor fills in, in the form's order. */
const FIELDS = ["email", "name", "company", "emp_count", "topic", "message"] as const

/** What the visitor typed, as they typed it (untrimmed), to fill the form in again. */
export type TypedValues = Record<(typeof FIELDS)[number], string>

/**
 * Where the request came from, as the first post said (api/early-access/source.ts): the form shown again carries it in
 * hidden fields, since the next post's Referer is this page's address, not the page the visitor started from.
 */
type Carried = { source?: RequestSource | null }

export type EarlyAccessOutcome =
  | { kind: "accepted"; answer: EarlyAccessAnswer }
  | ({ kind: "invalid"; values: TypedValues; fields: Readonly<Record<string, string>> } & Carried)
  | ({ kind: "rate-limited"; retryAfterSeconds: number; values: TypedValues | null } & Carried)
  /** Not stored for a reason on our side; `values` when the body could be read. */
  | ({ kind: "failed"; values: TypedValues | null } & Carried)
  | { kind: "cross-site" }
  | { kind: "too-large" }

/** The language the page speaks: its words, how it writes numbers, and where its form lives. */
export type PageSpeech = {
  words: FormWords
  /** The <html lang> and the form's hidden `language` field (the code, "hi"). */
  code: string
  /** How numbers are written (content/languages.yaml: "en-IN", "hi-IN"). */
  locale: string
  /** The form's page in that language (/invite, /hi/invite): where a visitor starts over. */
  formPage: string
  /** The page's logo link and legal links, in that language. */
  shell: PageShell
}

export function typedValues(fields: FormFields): TypedValues {
  return Object.fromEntries(FIELDS.map((name) => [name, typedText(fields, name)])) as TypedValues
}

const e = escapeHtml
/** A writer's sentence, escaped, with its {name} replaced by the HTML given (the address in bold, the *). */
const filled = (template: string, name: string, html: string) => wordsAround(template, name).map(e).join(html)
const ID = "ea-"

const CHECK_ICON =
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"><path d="M5 12.5l4.5 4.5L19 7.5"/></svg>'
const ALERT_ICON =
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round"><path d="M12 7v6"/><path d="M12 17h.01"/></svg>'

function heading(tone: "success" | "danger", title: string): string {
  return `<span class="badge ${tone}" aria-hidden="true">${tone === "success" ? CHECK_ICON : ALERT_ICON}</span><h1>${e(title)}</h1>`
}

function linkButton(to: string, label: string): string {
  return `<a class="button secondary" href="${e(to)}">${e(label)}</a>`
}

function resultView({ words }: PageSpeech, answer: EarlyAccessAnswer): string {
  const RESULT_COPY = words.result
  const topic = words.topics[answer.topic] ?? answer.topic
  const size = words.sizes[answer.emp_count as keyof FormWords["sizes"]] ?? answer.emp_count
  const rows: Array<[string, string, string]> = [
    [RESULT_COPY.rows.name, answer.name, ""],
    [RESULT_COPY.rows.company, answer.company, ""],
    [RESULT_COPY.rows.emp_count, size, ""],
    [RESULT_COPY.rows.topic, topic, ""],
    [RESULT_COPY.rows.message, answer.message, " message"],
  ]
  return [
    `<div class="view">`,
    heading("success", RESULT_COPY.title),
    `<p>${filled(RESULT_COPY.confirmation, "email", `<strong class="echo">${e(answer.email)}</strong>`)}</p>`,
    `<div class="sent"><h2>${e(RESULT_COPY.sentTitle)}</h2><dl>`,
    ...rows
      .filter(([, value]) => value)
      .map(([label, value, extra]) => `<div><dt>${e(label)}</dt><dd class="echo${extra}">${e(value)}</dd></div>`),
    `</dl></div>`,
    linkButton(RESULT_COPY.next.to, RESULT_COPY.next.label),
    `</div>`,
  ].join("\n")
}

/** A label, its control and the server's message for it, right under the control (as FormField does). */
function field(
  words: FormWords,
  name: string,
  label: string,
  required: boolean,
  errors: Readonly<Record<string, string>>,
  control: (props: string) => string,
  hint?: string,
): string {
  const id = ID + name
  const error = errors[name]
  const describedBy = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean)
  const props = [
    `id="${id}"`,
    `name="${name}"`,
    error ? 'aria-invalid="true"' : "",
    describedBy.length ? `aria-describedby="${describedBy.join(" ")}"` : "",
    'class="control"',
  ]
    .filter(Boolean)
    .join(" ")
  const marker = required
    ? `<span class="marker after" aria-hidden="true">*</span>`
    : `<span class="optional"> ${e(words.form.optional)}</span>`
  return [
    `<div class="field">`,
    `<label for="${id}">${e(label)}${marker}</label>`,
    control(props),
    hint ? `<p id="${id}-hint" class="hint">${e(hint)}</p>` : "",
    error ? `<p id="${id}-error" class="error">${e(error)}</p>` : "",
    `</div>`,
  ]
    .filter(Boolean)
    .join("\n")
}

function topicGroup(words: FormWords, value: string, error: string | undefined): string {
  const topics: readonly string[] = EARLY_ACCESS_TOPIC_VALUES
  const chosen = topics.includes(value) ? value : EARLY_ACCESS_TOPIC_VALUES[0]
  const errorId = `${ID}topic-error`
  const invalid = error ? ` aria-invalid="true" aria-describedby="${errorId}"` : ""
  return [
    `<fieldset class="topics" role="radiogroup"${invalid}>`,
    `<legend>${e(words.form.topic)}</legend>`,
    `<div class="options">`,
    ...EARLY_ACCESS_TOPIC_VALUES.map(
      (topic) =>
        `<label class="option"><input type="radio" id="${ID}topic-${topic}" name="topic" value="${topic}"${topic === chosen ? " checked" : ""}>${e(words.topics[topic])}</label>`,
    ),
    `</div>`,
    error ? `<p id="${errorId}" class="error">${e(error)}</p>` : "",
    `</fieldset>`,
  ]
    .filter(Boolean)
    .join("\n")
}

/** The source's values under their names (the body's and the store's alike), null ones left out. */
function hiddenSource(source: RequestSource | null | undefined): string {
  if (!source) return ""
  return Object.entries(source)
    .filter((entry): entry is [string, string] => entry[1] !== null)
    .map(([name, value]) => `<input type="hidden" name="${e(name)}" value="${e(value)}">`)
    .join("")
}

/** The form as EarlyAccessForm draws it, filled in with what was typed, each field's message beside it. */
function form(
  speech: PageSpeech,
  values: TypedValues,
  errors: Readonly<Record<string, string>>,
  source?: RequestSource | null,
): string {
  const { words, code, locale } = speech
  const FORM_COPY = words.form
  const text = (type: string, value: string, extra: string) => (props: string) =>
    `<input ${props} type="${type}"${extra} required value="${e(value)}">`
  const sizes = [
    { value: "", label: FORM_COPY.sizePlaceholder },
    ...EMPLOYEE_RANGE_VALUES.map((value) => ({ value, label: words.sizes[value] })),
  ]
  // A value the list does not have (only a forged request sends one) shows the placeholder.
  const size = sizes.some((range) => range.value === values.emp_count) ? values.emp_count : ""
  const sizeOptions = sizes
    .map(
      (range) =>
        `<option value="${e(range.value)}"${range.value === size ? " selected" : ""}>${e(range.label)}</option>`,
    )
    .join("")
  return [
    `<form class="form" method="post" action="${EARLY_ACCESS_ENDPOINT}" aria-labelledby="${ID}title">`,
    `<div><h2 id="${ID}title">${e(FORM_COPY.title)}</h2>`,
    `<p class="fine" aria-hidden="true">${filled(FORM_COPY.requiredNote, "mark", `<span class="marker">*</span>`)}</p></div>`,
    field(words, "email", FORM_COPY.email, true, errors, (props) =>
      text(
        "email",
        values.email,
        ' inputmode="email" autocomplete="email" autocapitalize="none" spellcheck="false"',
      )(props),
    ),
    field(words, "name", FORM_COPY.name, true, errors, text("text", values.name, ' autocomplete="name"')),
    field(
      words,
      "company",
      FORM_COPY.company,
      true,
      errors,
      text("text", values.company, ' autocomplete="organization"'),
    ),
    field(words, "emp_count", FORM_COPY.size, false, errors, (props) => `<select ${props}>${sizeOptions}</select>`),
    topicGroup(words, values.topic, errors.topic),
    field(
      words,
      "message",
      FORM_COPY.message,
      false,
      errors,
      // The parser drops one newline right after <textarea>: this one, so a message's own first line break stays.
      (props) => `<textarea ${props} rows="4" maxlength="${MESSAGE_MAX_CHARS}">\n${e(values.message)}</textarea>`,
      fillWords(FORM_COPY.messageHint, { max: formatNumber(MESSAGE_MAX_CHARS, locale) }),
    ),
    // Honeypot: out of sight, out of the tab order and of the accessibility tree; only bots fill it in.
    `<div class="offscreen" aria-hidden="true"><label for="${ID}website">Website</label><input id="${ID}website" name="website" type="text" tabindex="-1" autocomplete="off" value=""></div>`,
    hiddenSource(source),
    // The language the form was sent in, so the next post is answered and emailed in it too.
    `<input type="hidden" name="language" value="${e(code)}">`,
    `<div><button type="submit" class="button primary">${e(FORM_COPY.submit)}</button>`,
    `<p class="fine privacy">${e(FORM_COPY.privacy)} <a href="${e(FORM_COPY.privacyLink.to)}">${e(FORM_COPY.privacyLink.label)}</a></p></div>`,
    `</form>`,
  ]
    .filter(Boolean)
    .join("\n")
}

/** What went wrong, above the form filled in again (or a way back to it when nothing could be read). */
function problem(
  speech: PageSpeech,
  title: string,
  lines: string[],
  values: TypedValues | null,
  link: string,
  errors: Readonly<Record<string, string>> = {},
  source?: RequestSource | null,
): string {
  return [
    `<div class="view">`,
    heading("danger", title),
    ...lines,
    values ? "" : linkButton(speech.formPage, link),
    `</div>`,
    values ? form(speech, values, errors, source) : "",
  ]
    .filter(Boolean)
    .join("\n")
}

/** Links to each field with a message, in the form's order (the first one focused by a keyboard user's Tab). */
function errorSummary(fields: Readonly<Record<string, string>>): string {
  const order: readonly string[] = FIELDS
  const items = Object.entries(fields)
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([name, message]) => {
      const target = name === "topic" ? `${ID}topic-${EARLY_ACCESS_TOPIC_VALUES[0]}` : ID + name
      return `<li><a href="#${e(target)}">${e(message)}</a></li>`
    })
  return items.length ? `<ul class="summary">${items.join("")}</ul>` : ""
}

function titleAndMain(speech: PageSpeech, outcome: EarlyAccessOutcome): { title: string; main: string } {
  const { result: RESULT_COPY, error: ERROR_COPY, page: PAGE_COPY } = speech.words
  switch (outcome.kind) {
    case "accepted":
      return { title: RESULT_COPY.title, main: resultView(speech, outcome.answer) }
    case "invalid":
      return {
        title: PAGE_COPY.invalid.title,
        main: problem(
          speech,
          PAGE_COPY.invalid.title,
          [`<p>${e(PAGE_COPY.invalid.text)}</p>`, errorSummary(outcome.fields)],
          outcome.values,
          ERROR_COPY.back,
          outcome.fields,
          outcome.source,
        ),
      }
    case "rate-limited":
      return {
        title: PAGE_COPY.rateLimited.title,
        main: problem(
          speech,
          PAGE_COPY.rateLimited.title,
          [`<p>${e(waitMessage(speech.words, outcome.retryAfterSeconds, speech.locale))}</p>`],
          outcome.values,
          ERROR_COPY.back,
          {},
          outcome.source,
        ),
      }
    case "failed":
      return {
        title: ERROR_COPY.title,
        main: problem(
          speech,
          ERROR_COPY.title,
          outcome.values ? [`<p>${e(PAGE_COPY.failed.text)}</p>`] : [],
          outcome.values,
          ERROR_COPY.back,
          {},
          outcome.source,
        ),
      }
    case "cross-site":
      return {
        title: PAGE_COPY.crossSite.title,
        main: problem(
          speech,
          PAGE_COPY.crossSite.title,
          [`<p>${e(PAGE_COPY.crossSite.text)}</p>`],
          null,
          PAGE_COPY.formLink,
        ),
      }
    case "too-large":
      return {
        title: PAGE_COPY.tooLarge.title,
        main: problem(
          speech,
          PAGE_COPY.tooLarge.title,
          [`<p>${e(PAGE_COPY.tooLarge.text)}</p>`],
          null,
          ERROR_COPY.back,
        ),
      }
  }
}

export function earlyAccessPage(speech: PageSpeech, outcome: EarlyAccessOutcome): HtmlPage {
  const { title, main } = titleAndMain(speech, outcome)
  return {
    title,
    lang: speech.code,
    shell: speech.shell,
    main: `<div class="band"><div class="card">\n${main}\n</div></div>`,
    styles: EARLY_ACCESS_PAGE_STYLES,
  }
}
