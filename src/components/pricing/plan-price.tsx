/** @jsxImportSource @emotion/react */
import { Fragment, type ReactNode } from "react"
import { css } from "@emotion/react"
import { PriceVariants } from "./price-variants"
import type { PriceViews } from "../../pricing/views"
import type { PriceWords } from "../../pricing/pricing-fragment"
import { theme } from "../../../contracts/theme"

type Props = { views: PriceViews; words: PriceWords; compact?: boolean; className?: string }

/** A text's {placeholders} filled in with elements: ("{amount} per seat", { amount: <span/> }). */
function fill(template: string, values: Readonly<Record<string, ReactNode>>): ReactNode {
  return template
    .split(/(\{[^}]+\})/)
    .map((part, index) => <Fragment key={index}>{values[part.slice(1, -1)] ?? part}</Fragment>)
}

/**
 * A plan's price in every currency and billing period (see PriceVariants): the per-seat monthly
 * amount, what yearly billing totals, and what it saves, in the words of the page's language
 * (pricing.yaml's `words`). `compact` leaves out the saving line.
 */
export function PlanPrice({ views, words, compact = false, className }: Props) {
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
              <span css={unit}>{words.perSeatPerMonth}</span>
            </p>
            <p css={detail}>
              {view.yearlyTotal
                ? fill(words.billedYearly, { amount: <span data-amount="yearly-total">{view.yearlyTotal}</span> })
                : words.billedMonthly}
            </p>
            {!compact && view.savingPercent && (
              <p css={detail}>
                {billing === "yearly" ? (
                  <>
                    <span css={badge}>{fill(words.saveBadge, { percent: view.savingPercent })}</span>{" "}
                    {fill(words.savingPerYear, { amount: <span data-amount="saving">{view.savingAmount}</span> })}
                  </>
                ) : (
                  fill(words.saveWithYearly, { percent: view.savingPercent })
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
