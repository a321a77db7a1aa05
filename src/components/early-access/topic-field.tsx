/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { EARLY_ACCESS_TOPIC_VALUES, type EarlyAccessTopic } from "../../../contracts/early-access"
import { useFormWords } from "./use-form-words"
import { theme } from "../../../contracts/theme"

type Props = {
  id: string
  defaultValue: EarlyAccessTopic
  error?: string | undefined
}

/** What the visitor wants, as a radio group (three options read better seen at once than in a select). */
export function TopicField({ id, defaultValue, error }: Props) {
  const { words } = useFormWords()
  const errorId = `${id}-error`
  return (
    // ARIA puts the invalid state on the radio group, not on each radio.
    <fieldset
      role="radiogroup"
      css={group}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend css={legend}>{words.form.topic}</legend>
      <div css={options}>
        {EARLY_ACCESS_TOPIC_VALUES.map((topic) => (
          <label key={topic} css={option}>
            <input type="radio" name="topic" value={topic} defaultChecked={topic === defaultValue} css={radio} />
            {words.topics[topic]}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} css={errorStyle}>
          {error}
        </p>
      )}
    </fieldset>
  )
}

const group = css`
  display: grid;
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`
const legend = css`
  padding: 0;
  margin-bottom: ${theme.space[1]};
  font-weight: 650;
  font-size: ${theme.fontSizes.sm};
`
// One option a row: three side by side do not fit the card's width without wrapping "Early access".
const options = css`
  display: grid;
  gap: ${theme.space[2]};
`
/** The whole option is the target (at least the control height), outlined when chosen or focused. */
const option = css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: ${theme.sizes.control};
  padding: 0 ${theme.space[3]};
  border: 1px solid ${theme.colors.subtle};
  border-radius: ${theme.radii.sm};
  font-size: ${theme.fontSizes.md};
  cursor: pointer;
  &:hover {
    border-color: ${theme.colors.text};
  }
  &:has(:checked) {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.surfaceAlt};
  }
  [aria-invalid="true"] & {
    border-color: ${theme.colors.danger};
  }
`
const radio = css`
  width: 1.125rem;
  height: 1.125rem;
  margin: 0;
  flex: none;
  accent-color: ${theme.colors.primary};
`
const errorStyle = css`
  margin: 0;
  color: ${theme.colors.danger};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
`
