/** @jsxImportSource @emotion/react */
import { useId, useState, type SubmitEvent } from "react"
import { css } from "@emotion/react"
import type { StoredRequestRow, YourDataCorrectionBody } from "../../../contracts/your-data"
import { EMPLOYEE_RANGES } from "../../early-access/employee-ranges"
import { correctYourData, type CorrectionOutcome } from "../../your-data/client"
import { buttonBase, primary } from "../button-link"
import { control, FormField, marker } from "../early-access/form-field"

/** The your-data page is in the default language for now; its words are here. */
const OPTIONAL = "(optional)"
import { theme } from "../../../contracts/theme"

type Props = {
  request: StoredRequestRow
  /** After a stored correction: the page reloads what is held. */
  onCorrected: () => void
  onSessionEnded: () => void
  correct?: typeof correctYourData
}

const NAMES: Readonly<Record<string, string>> = { name: "name", company: "company", emp_count: "company size" }

/** The name, company and company size, as stored, to correct; the server applies the form's rules. */
export function CorrectionForm({ request, onCorrected, onSessionEnded, correct = correctYourData }: Props) {
  const id = useId()
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
    }
    setSending(true)
    setStatus("")
    const result: CorrectionOutcome = await correct(values)
    setSending(false)
    if (result.outcome === "invalid") return setErrors(result.fields)
    setErrors({})
    if (result.outcome === "no-session") return onSessionEnded()
    if (result.outcome === "corrected") {
      setStatus(
        `Saved: your ${result.fields.map((field) => NAMES[field] ?? field).join(" and ")}. Our team has been told of the change.`,
      )
      return onCorrected()
    }
    setStatus(
      result.outcome === "unchanged"
        ? "Nothing to save: these are the details we already hold."
        : result.outcome === "rate-limited"
          ? "Too many changes for now. Please wait a minute and try again."
          : "Something went wrong on our side. Please try again in a moment.",
    )
  }

  return (
    <form css={form} aria-labelledby={`${id}title`} aria-busy={sending} onSubmit={(event) => void submit(event)}>
      <p id={`${id}title`} css={note}>
        Change what is wrong and save. Fields marked <span css={marker}>*</span> are required.
      </p>
      <FormField id={`${id}name`} label="Your name" required optional={OPTIONAL} error={errors.name}>
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
      <FormField id={`${id}company`} label="Company" required optional={OPTIONAL} error={errors.company}>
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
      <FormField id={`${id}size`} label="Company size" optional={OPTIONAL} error={errors.emp_count}>
        {(props) => (
          <select {...props} name="emp_count" defaultValue={request.emp_count} css={control}>
            <option value="">Not given</option>
            {EMPLOYEE_RANGES.map((range) => (
              <option key={range.value} value={range.value}>
                {range.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <p role="status" css={statusStyle}>
        {status}
      </p>
      <button type="submit" css={[buttonBase, primary, button]} disabled={sending}>
        {sending ? "Saving…" : "Save corrections"}
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
