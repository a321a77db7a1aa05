/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { theme } from "../../contracts/theme"

/** A list whose bullets are check marks. */
export function CheckList({ items }: { items: ReadonlyArray<string> }) {
  if (!items.length) return null
  return (
    <ul css={list}>
      {items.map((item) => (
        <li key={item} css={entry}>
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" css={icon}>
            <circle cx="10" cy="10" r="10" fill={theme.colors.surfaceAlt} />
            <path
              d="m6 10.2 2.6 2.6L14 7.4"
              fill="none"
              stroke={theme.colors.primary}
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {item}
        </li>
      ))}
    </ul>
  )
}

const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[3]};
`
const entry = css`
  display: flex;
  gap: ${theme.space[3]};
  align-items: flex-start;
`
const icon = css`
  flex: none;
  margin-top: 0.2em;
`
