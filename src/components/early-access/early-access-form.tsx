/** @jsxImportSource @emotion/react */
import { memo, useContext, useId, useSyncExternalStore, type ChangeEvent, type SubmitEvent, type Ref } from "react"
import { css } from "@emotion/react"
import { DEFAULT_EARLY_ACCESS_TOPIC, EARLY_ACCESS_ENDPOINT } from "../../../contracts/early-access"
import { EMPLOYEE_RANGE_VALUES } from "../../../contracts/employee-ranges"
import {
  isTopic,
  FIELD_NAMES,
  type EarlyAccessValues,
  type FieldErrors,
  type FieldName,
} from "../../early-access/submit-early-access"
import { buttonBase, primary } from "../button-link"
import { theme } from "../../../contracts/theme"
import { cardTitle } from "./card-view"
import { control, FormField, marker } from "./form-field"
import { MessageField } from "./message-field"
import { TopicField } from "./topic-field"
import type { PendingFlag } from "./use-early-access"
import { PageLanguageContext } from "../../languages/language-context"
import { useFormWords } from "./use-form-words"
import { FilledWords } from "../filled-words"

type Props = {
  formRef?: Ref<HTMLFormElement>
  /** The values to show when the form (re)appears; the inputs are the browser's own afterwards. */
  defaultValues: EarlyAccessValues
  errors: FieldErrors
  /** The reducer's sending phase: the form is busy (it follows the submit as a transition). */
  sending: boolean
  /** Set in the submit event itself: the button shows "Sending…" before the next paint (use-early-access.ts). */
  pending?: PendingFlag
  /** A message about the whole form (too many requests), announced politely. */
  notice: string | null
  onSubmit: (values: EarlyAccessValues) => void
  onEdit: (field: FieldName) => void
  /**
   * The path of the page the form is on, as built: posted with a form the browser sends by itself, so the request
   * says which page it came from even when the browser withholds or cuts its Referer (request-source.ts).
   */
  pagePath?: string | undefined
}

// Read from the form itself, not from React state: a bot that sets the honeypot's value without
// typing is still caught.
function readValues(form: HTMLFormElement): EarlyAccessValues {
  const data = new FormData(form)
  const text = (name: keyof EarlyAccessValues) => {
    const value = data.get(name)
    return typeof value === "string" ? value : ""
  }
  const topic = text("topic")
  return {
    email: text("email"),
    name: text("name"),
    company: text("company"),
    emp_count: text("emp_count"),
    topic: isTopic(topic) ? topic : DEFAULT_EARLY_ACCESS_TOPIC,
    message: text("message"),
    website: text("website"),
  }
}

function fieldOf(target: EventTarget): FieldName | null {
  const name =
    target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement
      ? target.name
      : ""
  return (FIELD_NAMES as readonly string[]).includes(name) ? (name as FieldName) : null
}

/**
 * The early-access fields. The browser's constraints (required, type=email) are hints; the server decides. Once
 * hydrated, the script sends them as JSON; before that (or without JavaScript) the browser posts the form itself to
 * the same Function, which answers with a page in the same words (api/early-access/page.ts).
 */
export function EarlyAccessForm({
  formRef,
  defaultValues,
  errors,
  sending,
  pending,
  notice,
  onSubmit,
  onEdit,
  pagePath,
}: Props) {
  const id = useId()
  // The page's language, for a form the browser sends itself (the script sends the page's <html lang>).
  const language = useContext(PageLanguageContext).language?.code
  const { words } = useFormWords()
  const FORM_COPY = words.form
  const ids = {
    title: `${id}title`,
    email: `${id}email`,
    name: `${id}name`,
    company: `${id}company`,
    size: `${id}size`,
    topic: `${id}topic`,
    message: `${id}message`,
    website: `${id}website`,
  }

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    onSubmit(readValues(event.currentTarget))
  }
  function handleChange(event: ChangeEvent<HTMLFormElement>) {
    const field = fieldOf(event.target)
    if (field) onEdit(field)
  }

  return (
    <form
      ref={formRef}
      method="post"
      action={EARLY_ACCESS_ENDPOINT}
      aria-labelledby={ids.title}
      aria-busy={sending}
      css={form}
      onSubmit={handleSubmit}
      onChange={handleChange}
    >
      <div>
        <h2 id={ids.title} css={cardTitle}>
          {FORM_COPY.title}
        </h2>
        <p css={fine} aria-hidden="true">
          <FilledWords text={FORM_COPY.requiredNote} name="mark">
            <span css={marker}>*</span>
          </FilledWords>
        </p>
      </div>

      <FormField id={ids.email} label={FORM_COPY.email} required optional={FORM_COPY.optional} error={errors.email}>
        {(props) => (
          <input
            {...props}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            defaultValue={defaultValues.email}
            css={control}
          />
        )}
      </FormField>
      <FormField id={ids.name} label={FORM_COPY.name} required optional={FORM_COPY.optional} error={errors.name}>
        {(props) => (
          <input
            {...props}
            name="name"
            type="text"
            autoComplete="name"
            required
            defaultValue={defaultValues.name}
            css={control}
          />
        )}
      </FormField>
      <FormField
        id={ids.company}
        label={FORM_COPY.company}
        required
        optional={FORM_COPY.optional}
        error={errors.company}
      >
        {(props) => (
          <input
            {...props}
            name="company"
            type="text"
            autoComplete="organization"
            required
            defaultValue={defaultValues.company}
            css={control}
          />
        )}
      </FormField>
      <FormField id={ids.size} label={FORM_COPY.size} optional={FORM_COPY.optional} error={errors.emp_count}>
        {(props) => (
          <select {...props} name="emp_count" defaultValue={defaultValues.emp_count} css={control}>
            <option value="">{FORM_COPY.sizePlaceholder}</option>
            {EMPLOYEE_RANGE_VALUES.map((range) => (
              <option key={range} value={range}>
                {words.sizes[range]}
              </option>
            ))}
          </select>
        )}
      </FormField>

      <TopicField id={ids.topic} defaultValue={defaultValues.topic} error={errors.topic} />
      <MessageField id={ids.message} defaultValue={defaultValues.message} error={errors.message} />

      {/* Honeypot: out of sight, out of the tab order and of the accessibility tree; only bots fill it in. */}
      <div aria-hidden="true" css={offscreen}>
        <label htmlFor={ids.website}>Website</label>
        <input
          id={ids.website}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue={defaultValues.website}
        />
      </div>
      {/* Read by the Function from a form the browser sends itself; the script sends the page's own address. */}
      {pagePath !== undefined && <input type="hidden" name="landing_path" value={pagePath} />}
      {language && <input type="hidden" name="language" value={language} />}

      <div>
        <p role="status" css={noticeStyle}>
          {notice}
        </p>
        <SubmitButton sending={sending} pending={pending} />
        <p css={[fine, privacy]}>
          {FORM_COPY.privacy} <a href={FORM_COPY.privacyLink.to}>{FORM_COPY.privacyLink.label}</a>
        </p>
      </div>
    </form>
  )
}

const notPending = () => () => {}

/** The submit button: the only part of the form that changes in the submit event. */
const SubmitButton = memo(function SubmitButton({ sending, pending }: { sending: boolean; pending?: PendingFlag }) {
  const FORM_COPY = useFormWords().words.form
  const pressed = useSyncExternalStore(
    pending?.subscribe ?? notPending,
    () => pending?.get() ?? false,
    () => false,
  )
  const busy = sending || pressed
  return (
    <button type="submit" disabled={busy} css={[buttonBase, primary, submit]}>
      {busy ? FORM_COPY.sending : FORM_COPY.submit}
    </button>
  )
})

const form = css`
  display: grid;
  gap: ${theme.space[4]};
`
const fine = css`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`
const privacy = css`
  margin-top: ${theme.space[3]};
`
const offscreen = css`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`
const noticeStyle = css`
  margin: 0;
  &:not(:empty) {
    margin-bottom: ${theme.space[3]};
    padding: ${theme.space[3]} ${theme.space[4]};
    border: 1px solid ${theme.colors.highlight};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.surface};
  }
`
const submit = css`
  width: 100%;
  &:disabled {
    cursor: progress;
    opacity: 0.75;
  }
`
