/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { EarlyAccessAnswer } from "../../../contracts/early-access"
import type { FormWords } from "../../../contracts/early-access-copy"
import { FilledWords } from "../filled-words"
import { useFormWords } from "./use-form-words"
import { ButtonLink } from "../button-link"
import { theme } from "../../../contracts/theme"
import { CardView } from "./card-view"

export const CheckIcon = () => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.5"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </svg>
)

/**
 * Replaces the form once the server has the request. The server answers a new and a repeated email alike,
 * echoing only what was just sent, so this shows the visitor their own words and reveals nothing stored.
 */
export function ResultView({ answer }: { answer: EarlyAccessAnswer }) {
  const { words } = useFormWords()
  const RESULT_COPY = words.result
  // The value itself for one the list does not know (only a forged answer has one); "" for none.
  const topic = words.topics[answer.topic] ?? answer.topic
  const size = words.sizes[answer.emp_count as keyof FormWords["sizes"]] ?? answer.emp_count
  const rows: Array<[string, string]> = [
    [RESULT_COPY.rows.name, answer.name],
    [RESULT_COPY.rows.company, answer.company],
    [RESULT_COPY.rows.emp_count, size],
    [RESULT_COPY.rows.topic, topic],
    [RESULT_COPY.rows.message, answer.message],
  ]
  return (
    <CardView title={RESULT_COPY.title} tone="success" icon={<CheckIcon />} focusOnMount>
      <p>
        <FilledWords text={RESULT_COPY.confirmation} name="email">
          <strong css={echo}>{answer.email}</strong>
        </FilledWords>
      </p>
      <div css={sent}>
        <h3 css={sentTitle}>{RESULT_COPY.sentTitle}</h3>
        <dl css={list}>
          {rows
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label} css={row}>
                <dt>{label}</dt>
                <dd css={[echo, label === RESULT_COPY.rows.message && message]}>{value}</dd>
              </div>
            ))}
        </dl>
      </div>
      <ButtonLink to={RESULT_COPY.next.to} variant="secondary">
        {RESULT_COPY.next.label}
      </ButtonLink>
    </CardView>
  )
}

// Visitor-typed text can be one long word (an email address): let it wrap anywhere instead of overflowing.
const echo = css`
  overflow-wrap: anywhere;
  color: ${theme.colors.text};
`
const sent = css`
  justify-self: stretch;
  padding: ${theme.space[3]} ${theme.space[4]};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
`
const sentTitle = css`
  margin: 0 0 ${theme.space[2]};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`
const list = css`
  display: grid;
  gap: ${theme.space[2]};
  margin: 0;
  font-size: ${theme.fontSizes.sm};
`
const row = css`
  display: grid;
  grid-template-columns: 6.5rem minmax(0, 1fr);
  gap: ${theme.space[3]};
  dt {
    color: ${theme.colors.muted};
  }
  dd {
    margin: 0;
  }
`
// The message keeps the visitor's line breaks.
const message = css`
  white-space: pre-wrap;
`
