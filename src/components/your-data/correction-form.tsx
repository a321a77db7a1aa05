/** @jsxImportSource @emotion/react */
import { useContext, useId, useState, type SubmitEvent } from "react"
import { css } from "@emotion/react"
import type { StoredRequestRow, YourDataCorrectionBody } from "../../../contracts/your-data"
import { EMPLOYEE_RANGE_VALUES } from "../../../contracts/employee-ranges"
import { correctYourData, type CorrectionOutcome } from "../../your-data/client"
import { buttonBase, primary } from "../button-link"
import { FilledWords } from "../filled-words"
import { control, FormField, marker } from "../early-access/form-field"
import { theme } from "../../../contracts/theme"
import { fillWords } from "../../../contracts/early-access-copy"
import { PageLanguageContext } from "../../languages/language-context"
import { useFormNames, useYourDataGroup, useYourDataWords } from "./use-your-data-words"

type Props = {
  request: StoredRequestRow
  /** After a stored correction: the page reloads what is held. */
  onCorrected: () => void
  onSessionEnded: () => void
  correct?: typeof correctYourData
}

/** The name, company and company size, as stored, to correct; the server applies the form's rules. */
export function CorrectionForm({ request, onCorrected, onSessionEnded, correct = correctYourData }: Props) {
  const id = useId()
  const words = useYourDataGroup("correction")
  const { sizes } = useFormNames()
  const { locale } = useYourDataWords()
  // The page's language: the server's messages under a field are in it.
  const language = useContext(PageLanguageContext).language?.code
  const [sending, setSending] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [status, setStatus] = useState("")

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const text = (name: string) => {
      const value = data.get(name)
      return typeof value === "string" ? value : ""
    }
    const values: YourDataCorrectionBody = {
      name: text("name"),
      company: text("company"),
      emp_count: text("emp_count"),
      ...(language ? { language } : {}),
    }
    setSending(true)
    setStatus("")
    const result: CorrectionOutcome = await correct(values)
    setSending(false)
    if (result.outcome === "invalid") return setErrors(result.fields)
    setErrors({})
    if (result.outcome === "no-session") return onSessionEnded()
    if (result.outcome === "corrected") {
      const names = result.fields.map((field) => words.fields[field] ?? field)
      setStatus(fillWords(words.saved, { fields: new Intl.ListFormat(locale, { type: "conjunction" }).format(names) }))
      return onCorrected()
    }
    setStatus(
      result.outcome === "unchanged"
        ? words.unchanged
        : result.outcome === "rate-limited"
          ? words.rateLimited
          : words.failed,
    )
  }

  return (
    <form css={form} aria-labelledby={`${id}title`} aria-busy={sending} onSubmit={(event) => void submit(event)}>
      <p id={`${id}title`} css={note}>
        <FilledWords text={words.note} name="mark">
          <span css={marker}>*</span>
        </FilledWords>
      </p>
      <FormField id={`${id}name`} label={words.name} required optional={words.optional} error={errors.name}>
        {(props) => (
          <input
            {...props}
            name="name"
            type="text"
            autoComplete="name"
            required
            defaultValue={request.name}
            css={control}
          />
        )}
      </FormField>
      <FormField id={`${id}company`} label={words.company} required optional={words.optional} error={errors.company}>
        {(props) => (
          <input
            {...props}
            name="company"
            type="text"
            autoComplete="organization"
            required
            defaultValue={request.company}
            css={control}
          />
        )}
      </FormField>
      <FormField id={`${id}size`} label={words.size} optional={words.optional} error={errors.emp_count}>
        {(props) => (
          <select {...props} name="emp_count" defaultValue={request.emp_count} css={control}>
            <option value="">{words.notGiven}</option>
            {EMPLOYEE_RANGE_VALUES.map((value) => (
              <option key={value} value={value}>
                {sizes[value]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <p role="status" css={statusStyle}>
        {status}
      </p>
      <button type="submit" css={[buttonBase, primary, button]} disabled={sending}>
        {sending ? words.sending : words.submit}
      </button>
    </form>
  )
}

const form = css`
  display: grid;
  gap: ${theme.space[4]};
  max-width: 32rem;
`
const note = css`
  margin: 0;
  color: ${theme.colors.muted};
`
const statusStyle = css`
  margin: 0;
  font-weight: 600;
  &:empty {
    position: absolute;
  }
`
const button = css`
  justify-self: start;
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`
