/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { PriceVariants } from "./price-variants"
import type { PriceViews } from "../../pricing/views"
import { theme } from "../../../contracts/theme"

type Props = { views: PriceViews; compact?: boolean; className?: string }

/**
 * A plan's price in every currency and billing period (see PriceVariants): the per-seat monthly
 * amount, what yearly billing totals, and what it saves. `compact` leaves out the saving line.
 */
export function PlanPrice({ views, compact = false, className }: Props) {
  return (
    <PriceVariants
      className={className}
      variantCss={block}
      render={({ key, billing }) => {
        const view = views.find((v) => v.key === key)
        if (!view) throw new Error(`PlanPrice: no price texts for ${key}`)
        return (
          <>
            <p css={amountLine}>
              <span data-amount="per-month" css={amount}>
                {view.perMonth}
              </span>
              <span css={unit}>per seat per month</span>
            </p>
            <p css={detail}>
              {view.yearlyTotal ? (
                <>
                  <span data-amount="yearly-total">{view.yearlyTotal}</span> per seat, billed yearly
                </>
              ) : (
                "Billed monthly"
              )}
            </p>
            {!compact && view.savingPercent && (
              <p css={detail}>
                {billing === "yearly" ? (
                  <>
                    <span css={badge}>Save {view.savingPercent}</span>{" "}
                    <span data-amount="saving">{view.savingAmount}</span> per seat a year
                  </>
                ) : (
                  <>Save {view.savingPercent} with yearly billing</>
                )}
              </p>
            )}
          </>
        )
      }}
    />
  )
}

const block = css`
  display: grid;
  gap: ${theme.space[1]};
  p {
    margin: 0;
  }
`
const amountLine = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${theme.space[2]};
`
const amount = css`
  font-size: ${theme.fontSizes.display};
  font-weight: 800;
  letter-spacing: -0.03em;
  line-height: ${theme.lineHeights.tight};
  font-variant-numeric: tabular-nums;
`
const unit = css`
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`
const detail = css`
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`
const badge = css`
  display: inline-block;
  padding: 0 ${theme.space[2]};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.success};
  color: ${theme.colors.primaryText};
  font-weight: 700;
`
