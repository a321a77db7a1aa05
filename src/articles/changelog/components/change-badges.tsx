/** @jsxImportSource @emotion/react */
import { css, type SerializedStyles } from "@emotion/react"
import { theme } from "../../../../contracts/theme"
import { changeTypeName } from "../vocabulary"

const TYPE_LOOK: Record<string, SerializedStyles> = {
  new: css`
    background: ${theme.colors.surfaceAlt};
    color: ${theme.colors.primary};
  `,
  improved: css`
    background: ${theme.colors.accentSoft};
    color: ${theme.colors.accentText};
  `,
  fixed: css`
    background: ${theme.colors.successSoft};
    color: ${theme.colors.success};
  `,
  security: css`
    background: ${theme.colors.dangerSoft};
    color: ${theme.colors.danger};
  `,
  deprecated: css`
    background: ${theme.colors.surface};
    color: ${theme.colors.muted};
  `,
}

/** "New", "Fixed", "Security" …: the entry's type, in its colour (and in words, so colour is never the only cue). */
export function TypeBadge({ type }: { type: string }) {
  return <span css={[badge, TYPE_LOOK[type]]}>{changeTypeName(type)}</span>
}

/** A change people must act on. */
export function BreakingBadge() {
  return <span css={[badge, breaking]}>Breaking change</span>
}

/** The plans an entry applies to, as small outlined badges under a label a screen reader says. */
export function PlanBadges({ plans }: { plans: ReadonlyArray<string> }) {
  return (
    <span css={group}>
      <span css={label}>Plans:</span>
      {plans.map((plan) => (
        <span key={plan} css={plan_}>
          {plan}
        </span>
      ))}
    </span>
  )
}

const badge = css`
  display: inline-block;
  padding: 0.1rem ${theme.space[2]};
  border-radius: ${theme.radii.sm};
  font-size: ${theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.04em;
  line-height: 1.7;
  text-transform: uppercase;
  white-space: nowrap;
`
const breaking = css`
  background: ${theme.colors.highlightSoft};
  color: ${theme.colors.warningText};
  box-shadow: inset 0 0 0 1px ${theme.colors.highlight};
`
const group = css`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[1]};
`
const label = css`
  margin-right: ${theme.space[1]};
`
const plan_ = css`
  display: inline-block;
  padding: 0 ${theme.space[2]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.xs};
  font-weight: 600;
  line-height: 1.8;
`
