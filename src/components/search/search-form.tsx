/** @jsxImportSource @emotion/react */
import { useEffect, useId, useRef } from "react"
import { css } from "@emotion/react"
import { buttonBase, primary } from "../button-link"
import { MAX_QUERY_LENGTH } from "../../search/search-query"
import { searchWords } from "../../search/words"
import { theme } from "../../../contracts/theme"

type Props = {
  /** The address's search path: before the page's script runs, the form is an ordinary GET form to it. */
  action: string
  query: string
  /** Each change of the box; also, once hydrated, and on Enter, what the box holds (typed before the script ran). */
  onQuery: (query: string) => void
}

/** The search box. Without JavaScript it is hidden (@media (scripting: none)): the page says why and lists sections. */
export function SearchForm({ action, query, onQuery }: Props) {
  const id = useId()
  const box = useRef<HTMLInputElement>(null)
  // Words typed before the page's script ran are in the box but not in the address: once hydrated, search them.
  useEffect(() => {
    const typed = box.current?.value ?? ""
    if (typed && typed !== query) onQuery(typed)
    // Once, on hydration: afterwards every keystroke reaches onQuery.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only what was typed before hydration
  }, [])
  return (
    <form
      role="search"
      action={action}
      method="get"
      css={form}
      onSubmit={(event) => {
        event.preventDefault()
        const typed = new FormData(event.currentTarget).get("q")
        onQuery(typeof typed === "string" ? typed : query)
      }}
    >
      <label htmlFor={`${id}-q`} css={label}>
        {searchWords.label}
      </label>
      <div css={row}>
        <input
          ref={box}
          id={`${id}-q`}
          name="q"
          type="search"
          value={query}
          onChange={(event) => onQuery(event.target.value)}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${id}-hint`}
          css={input}
        />
        <button type="submit" css={[buttonBase, primary, button]}>
          {searchWords.button}
        </button>
      </div>
      <p id={`${id}-hint`} css={hint}>
        {searchWords.hint}
      </p>
    </form>
  )
}

const form = css`
  display: grid;
  /* The column as wide as the page's, not as the box's own default width. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[2]};
  @media (scripting: none) {
    display: none;
  }
`
const label = css`
  font-weight: 650;
`
const row = css`
  display: flex;
  gap: ${theme.space[2]};
`
/** 16px text (smaller makes iOS zoom in on focus), a touch-sized target, an edge with 3:1 contrast. */
const input = css`
  flex: 1;
  min-width: 0;
  min-height: ${theme.sizes.control};
  padding: ${theme.space[2]} ${theme.space[3]};
  font: inherit;
  font-size: ${theme.fontSizes.md};
  color: ${theme.colors.text};
  background: ${theme.colors.background};
  border: 1px solid ${theme.colors.subtle};
  border-radius: ${theme.radii.sm};
  &:hover {
    border-color: ${theme.colors.text};
  }
  &:focus {
    border-color: ${theme.colors.primary};
  }
`
const button = css`
  flex: none;
`
const hint = css`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`
