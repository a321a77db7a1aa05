/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { theme } from "../../../../contracts/theme"
import { FilterLinks, type FilterOption } from "../../components/filter-links"

/** The changelog's types as links (all entries, then each type's page), with how many entries each has. */
export function ChangelogNav({ options }: { options: ReadonlyArray<FilterOption> }) {
  return (
    <nav aria-label="Changelog by type" css={nav}>
      <FilterLinks options={options} />
    </nav>
  )
}

const nav = css`
  margin-bottom: ${theme.space[5]};
`
