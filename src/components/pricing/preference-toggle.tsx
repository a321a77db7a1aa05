import { useRef, type KeyboardEvent } from "react"
import { css } from "@emotion/react"
import { theme } from "../../theme"

export type ToggleOption<T extends string> = { value: T; label: string; symbol?: string }

type Props<T extends string> = {
  /** The group's accessible name, e.g. "Currency". */
  label: string
  /** The <html> attribute mirroring this preference: it styles the selected option from first paint. */
  attribute: string
  options: ReadonlyArray<ToggleOption<T>>
  value: T
  onChange: (value: T) => void
}

const STEPS: Record<string, number | "first" | "last"> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
  Home: "first",
  End: "last",
}

/** A segmented control that is an ARIA radio group: arrow keys move the choice, one tab stop. */
export function PreferenceToggle<T extends string>({ label, attribute, options, value, onChange }: Props<T>) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([])

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = STEPS[event.key]
    if (step === undefined) return
    event.preventDefault()
    const count = options.length
    const next = step === "first" ? 0 : step === "last" ? count - 1 : (index + step + count) % count
    const option = options[next]
    if (!option) return
    onChange(option.value)
    buttons.current[next]?.focus()
  }

  return (
    <div role="radiogroup" aria-label={label} css={[group, selectedFrom(attribute, options)]}>
      {options.map((option, index) => {
        const checked = option.value === value
        return (
          <button
            key={option.value}
            ref={(element) => {
              buttons.current[index] = element
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            data-option={option.value}
            css={button}
            onClick={() => onChange(option.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {option.symbol && (
              <span aria-hidden="true" css={symbol}>
                {option.symbol}
              </span>
            )}
            {option.label}
          </button>
        )
      })}
    </div>
  )
}

// The selected look follows <html>, not aria-checked, so it is right before React hydrates.
const selectedFrom = (attribute: string, options: ReadonlyArray<ToggleOption<string>>) => css`
  ${options
    .map(
      (o) => `html[${attribute}="${o.value}"] & > [data-option="${o.value}"] {
        background: ${theme.colors.background};
        color: ${theme.colors.primary};
        box-shadow: ${theme.shadows.card};
      }`,
    )
    .join("\n")}
`
const group = css`
  display: inline-flex;
  gap: ${theme.space[1]};
  padding: ${theme.space[1]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surface};
`
const button = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  padding: ${theme.space[2]} ${theme.space[4]};
  border: 0;
  border-radius: ${theme.radii.pill};
  background: transparent;
  color: ${theme.colors.muted};
  font: inherit;
  font-size: ${theme.fontSizes.sm};
  font-weight: 650;
  cursor: pointer;
  transition:
    background-color 120ms ease,
    color 120ms ease,
    box-shadow 120ms ease;
  &:hover {
    color: ${theme.colors.text};
  }
`
const symbol = css`
  color: ${theme.colors.subtle};
`
