/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { mq, theme } from "../../../../contracts/theme"
import { FilterLinks, type FilterOption } from "../../components/filter-links"

export type FilterGroup = { id: string; label: string; options: ReadonlyArray<FilterOption> }

/**
 * The story list's filters: all stories, then a link to each industry's and each size's own page (static pages, no
 * script), with how many stories each has.
 */
export function StoryFilters({ all, groups }: { all: FilterOption; groups: ReadonlyArray<FilterGroup> }) {
  return (
    <nav aria-label="Filter customer stories" css={nav}>
      <FilterLinks options={[all]} />
      {groups.map((group) => (
        <div key={group.id} css={row}>
          <span css={label} id={`story-filter-${group.id}`}>
            {group.label}
          </span>
          <FilterLinks options={group.options} labelledBy={`story-filter-${group.id}`} />
        </div>
      ))}
    </nav>
  )
}

const nav = css`
  display: grid;
  gap: ${theme.space[3]};
  margin-bottom: ${theme.space[6]};
`
// On wide screens the label sits on the baseline of the links' first line, not at the middle of all of them: a busy
// phone paints the links as they arrive, and a label centred on a list that grows a second line moved down (a layout
// shift, seen at 1280 px on /customers/size/1001-5000).
const row = css`
  display: grid;
  gap: ${theme.space[2]};
  ${mq.md} {
    grid-template-columns: 8rem minmax(0, 1fr);
    align-items: baseline;
  }
`
const label = css`
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
  color: ${theme.colors.muted};
`
