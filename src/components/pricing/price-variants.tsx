/** @jsxImportSource @emotion/react */
import type { ReactNode } from "react"
import { css, type SerializedStyles } from "@emotion/react"
import { VARIANTS, whileShown, type Variant } from "../../pricing/variants"

type Props = {
  render: (variant: Variant) => ReactNode
  /** How each variant lays out what `render` gives it (each variant is one element, with no wrapper inside). */
  variantCss?: SerializedStyles
  className?: string
}

/**
 * Renders every currency × billing variant of some price text, stacked in one grid cell: the cell is
 * as big as the biggest variant, and only the one matching <html data-currency data-billing> is
 * visible (hidden ones are also out of the accessibility tree), so switching never moves anything.
 */
export function PriceVariants({ render, variantCss, className }: Props) {
  return (
    <div css={stack} className={className}>
      {VARIANTS.map((variant) => (
        <div key={variant.key} data-variant={variant.key} css={[layer, variantCss]}>
          {render(variant)}
        </div>
      ))}
    </div>
  )
}

const stack = css`
  display: grid;
  ${VARIANTS.map((v) => `${whileShown(v)} & > [data-variant="${v.key}"] { visibility: visible; }`).join("\n")}
`
const layer = css`
  grid-area: 1 / 1;
  visibility: hidden;
  min-width: 0;
`
