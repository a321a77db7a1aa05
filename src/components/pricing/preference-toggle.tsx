import { useEffect, useRef, type KeyboardEvent } from "react"
import { GLOBAL_CLASSES as C } from "../global-classes"
import { PREFERENCE_GROUP_ATTRIBUTE, syncPreferenceRadios } from "../../state/preference-radios"

export type ToggleOption<T extends string> = { value: T; label: string; symbol?: string }

type Props<T extends string> = {
  /** The group's accessible name, e.g. "Currency". */
  label: string
  /** The <html> attribute mirroring this preference: it styles the selected option from first paint. */
  attribute: string
  options: ReadonlyArray<ToggleOption<T>>
  /** The option checked in the server's HTML (the default); the document's attribute decides after that. */
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

/**
 * A segmented control that is an ARIA radio group: arrow keys move the choice, one tab stop. React renders it once and
 * never again for a choice: `onChange` sets the preference, whose <html> attribute styles the selected option, and
 * src/state/connect-browser.ts sets each option's aria-checked and tabindex from that same attribute
 * (`syncPreferenceRadios`), so a tap repaints the prices and the switch without a React render.
 */
export function PreferenceToggle<T extends string>({ label, attribute, options, value, onChange }: Props<T>) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([])
  // A group React renders afresh (after a navigation, or a hydration error) starts from the default: bring it in line.
  useEffect(syncPreferenceRadios, [])

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
    <div
      role="radiogroup"
      aria-label={label}
      className={C.priceSwitch}
      {...{ [PREFERENCE_GROUP_ATTRIBUTE]: attribute }}
    >
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
            className={C.priceSwitchOption}
            onClick={() => onChange(option.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {option.symbol && (
              <span aria-hidden="true" className={C.priceSwitchSymbol}>
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
