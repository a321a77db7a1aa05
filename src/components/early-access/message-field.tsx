/** @jsxImportSource @emotion/react */
import { useEffect, useRef, useState } from "react"
import { css } from "@emotion/react"
import { MESSAGE_MAX_CHARS } from "../../../contracts/early-access"
import { countWords } from "../../../contracts/early-access-copy"
import { useFormWords } from "./use-form-words"
import { theme } from "../../../contracts/theme"
import { control, FormField } from "./form-field"
import { visuallyHidden } from "../visually-hidden"

type Props = {
  id: string
  defaultValue: string
  error?: string | undefined
}

/** How long typing must pause before a screen reader is told the count (every keystroke would drown it). */
export const COUNT_ANNOUNCE_DELAY_MS = 800

/** The optional message: a textarea capped at the contract's limit, with a live count of what is left. */
export function MessageField({ id, defaultValue, error }: Props) {
  const { words, locale, firstCounts } = useFormWords()
  // Nothing typed: the build's words, so that hydrating the form creates no Intl object (FormFirstCounts).
  const remaining = (length: number) =>
    length === 0
      ? firstCounts.messageLeft
      : countWords(words.form.messageLeft, "count", MESSAGE_MAX_CHARS - length, locale)
  const [length, setLength] = useState(defaultValue.length)
  const [announced, setAnnounced] = useState("")
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  function handleInput(value: string) {
    setLength(value.length)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setAnnounced(remaining(value.length)), COUNT_ANNOUNCE_DELAY_MS)
  }

  const hintId = `${id}-hint`
  return (
    <FormField id={id} label={words.form.message} optional={words.form.optional} error={error}>
      {(props) => (
        <>
          <textarea
            {...props}
            aria-describedby={[props["aria-describedby"], hintId].filter(Boolean).join(" ")}
            name="message"
            rows={4}
            maxLength={MESSAGE_MAX_CHARS}
            defaultValue={defaultValue}
            onChange={(event) => handleInput(event.currentTarget.value)}
            css={[control, textarea]}
          />
          <p id={hintId} css={visuallyHidden}>
            {firstCounts.messageHint}
          </p>
          {/* Seen by everyone; read out through the polite region below, once typing pauses. */}
          <p aria-hidden="true" css={count}>
            {remaining(length)}
          </p>
          <p aria-live="polite" css={visuallyHidden}>
            {announced}
          </p>
        </>
      )}
    </FormField>
  )
}

const textarea = css`
  resize: vertical;
  line-height: ${theme.lineHeights.snug};
`
const count = css`
  margin: 0;
  justify-self: end;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.subtle};
  font-variant-numeric: tabular-nums;
`
