/** @jsxImportSource @emotion/react */
import { Link } from "gatsby"
import { css } from "@emotion/react"
import { theme } from "../../../contracts/theme"

export type FilterOption = { name: string; path: string; count?: number; current: boolean }

/**
 * Links to a list's static filter pages (a story industry's, a changelog type's) as chips, each with its count; the
 * current one is marked for screen readers (aria-current) and by its look.
 */
export function FilterLinks({ options, labelledBy }: { options: ReadonlyArray<FilterOption>; labelledBy?: string }) {
  return (
    <ul css={list} aria-labelledby={labelledBy}>
      {options.map((option) => (
        <li key={option.path}>
          <Link
            to={option.path}
            css={[chip, option.current && current]}
            aria-current={option.current ? "page" : undefined}
          >
            {option.name}
            {option.count !== undefined && <span css={count}>({option.count})</span>}
          </Link>
        </li>
      ))}
    </ul>
  )
}

const list = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  list-style: none;
  margin: 0;
  padding: 0;
`
const chip = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  min-height: 40px;
  padding: 0 ${theme.space[4]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
  }
`
const current = css`
  background: ${theme.colors.primary};
  border-color: ${theme.colors.primary};
  color: ${theme.colors.primaryText};
  &:hover {
    color: ${theme.colors.primaryText};
  }
`
const count = css`
  font-weight: 400;
  opacity: 0.85;
`
