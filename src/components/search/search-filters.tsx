/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { searchWords } from "../../search/words"
import { below, mq, theme } from "../../../contracts/theme"

export type FilterOption = { value: string; count: number; checked: boolean }
export type FilterGroup = { name: "kinds" | "tags"; legend: string; options: FilterOption[] }

type Props = {
  /** The panel's id, for its FiltersToggle. */
  id: string
  /** Shown on a narrow screen (FiltersToggle says); on a wide one the filters always show, beside the results. */
  open: boolean
  groups: FilterGroup[]
  onToggle: (name: FilterGroup["name"], value: string) => void
  onClear: () => void
}

/** Checkboxes per filter (kind, tag), each with its number of results; a group with no values is left out. */
export function SearchFilters({ id, open, groups, onToggle, onClear }: Props) {
  const shown = groups.filter((group) => group.options.length > 0)
  if (shown.length === 0) return null
  const anyChecked = shown.some((group) => group.options.some((option) => option.checked))
  return (
    <section id={id} aria-label={searchWords.filters} css={[panel, !open && folded]}>
      {shown.map((group) => (
        <fieldset key={group.name} css={fieldset}>
          <legend css={legend}>{group.legend}</legend>
          <ul css={list}>
            {group.options.map((option) => (
              <li key={option.value}>
                <label css={choice}>
                  <input
                    type="checkbox"
                    name={group.name}
                    value={option.value}
                    checked={option.checked}
                    onChange={() => onToggle(group.name, option.value)}
                    css={checkbox}
                  />
                  <span>{option.value}</span>
                  <span css={count}>{option.count}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
      {anyChecked && (
        <button type="button" onClick={onClear} css={clear}>
          {searchWords.clearFilters}
        </button>
      )}
    </section>
  )
}

type ToggleProps = {
  /** The panel's id, once there is a panel (the index has loaded and has something to filter by). */
  controls: string | null
  open: boolean
  /** How many filters are on. */
  on: number
  onClick: () => void
}

/**
 * On a narrow screen the filters fold behind this one button, which says how many are on, so that the first result
 * shows in the first screen. It is there from the first render (disabled until there is something to filter by), so
 * nothing moves when the index arrives; on a wide screen it is hidden and the filters stand beside the results.
 */
export function FiltersToggle({ controls, open, on, onClick }: ToggleProps) {
  return (
    <button
      type="button"
      css={toggle}
      disabled={!controls}
      aria-expanded={controls ? open : undefined}
      aria-controls={controls ?? undefined}
      onClick={onClick}
    >
      {searchWords.filtersToggle}
      {on > 0 && <span css={badge}>{searchWords.filtersOn(on)}</span>}
      <svg css={chevron} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </button>
  )
}

const panel = css`
  display: grid;
  gap: ${theme.space[4]};
  align-content: start;
  ${mq.lg} {
    grid-area: filters;
  }
`
const folded = css`
  ${below.lg} {
    display: none;
  }
`
const toggle = css`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: ${theme.sizes.control};
  padding: 0 ${theme.space[4]};
  border: 1px solid ${theme.colors.subtle};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.background};
  font: inherit;
  font-weight: 650;
  color: ${theme.colors.text};
  cursor: pointer;
  &:hover:enabled {
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
  }
  &:disabled {
    cursor: default;
    color: ${theme.colors.subtle};
  }
  &[aria-expanded="true"] svg {
    transform: rotate(180deg);
  }
  ${mq.lg} {
    display: none;
  }
`
const badge = css`
  padding: 0 ${theme.space[2]};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.primary};
  color: ${theme.colors.primaryText};
  font-size: ${theme.fontSizes.sm};
`
const chevron = css`
  display: inline-block;
  flex: none;
`
const fieldset = css`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`
const legend = css`
  padding: 0;
  margin-bottom: ${theme.space[2]};
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${theme.colors.muted};
`
const list = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`
/** A chip: the whole of it toggles the checkbox, at least the control's height to touch. */
const choice = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: ${theme.sizes.control};
  padding: 0 ${theme.space[4]};
  border: 1px solid ${theme.colors.subtle};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.background};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.surfaceAlt};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`
const checkbox = css`
  width: 1.125rem;
  height: 1.125rem;
  margin: 0;
  accent-color: ${theme.colors.primary};
`
const count = css`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
  font-variant-numeric: tabular-nums;
`
const clear = css`
  justify-self: start;
  min-height: ${theme.sizes.control};
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: ${theme.colors.primary};
  text-decoration: underline;
  cursor: pointer;
`
