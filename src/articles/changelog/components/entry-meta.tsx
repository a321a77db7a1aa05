/** @jsxImportSource @emotion/react */
import { Link } from "gatsby"
import { css } from "@emotion/react"
import { theme } from "../../../../contracts/theme"
import { formatDate } from "../../dates"
import { BreakingBadge, PlanBadges, TypeBadge } from "./change-badges"

type Props = {
  type: string
  /** The type's page, when the badge links to it (not in the editor's preview). */
  typePath?: string
  breaking: boolean
  date: string
  updated?: string | null
  area: string
  version?: string | null
  plans: ReadonlyArray<string>
  timeZone: string
}

/** Under an entry's title: its type (and whether it breaks anything), its date, product area, version and plans. */
export function EntryMeta({ type, typePath, breaking, date, updated, area, version, plans, timeZone }: Props) {
  return (
    <div css={meta}>
      <p css={badges}>
        {typePath ? (
          <Link to={typePath} css={badgeLink}>
            <TypeBadge type={type} />
          </Link>
        ) : (
          <TypeBadge type={type} />
        )}
        {breaking && <BreakingBadge />}
      </p>
      <p css={facts}>
        <time dateTime={date}>{formatDate(date, timeZone)}</time>
        {updated && (
          <span>
            Updated <time dateTime={updated}>{formatDate(updated, timeZone)}</time>
          </span>
        )}
        <span>{area}</span>
        {version && <span>Version {version}</span>}
        <PlanBadges plans={plans} />
      </p>
    </div>
  )
}

const meta = css`
  display: grid;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[5]};
`
const badges = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  margin: 0;
`
const badgeLink = css`
  display: inline-flex;
  text-decoration: none;
`
const facts = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]} ${theme.space[4]};
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`
