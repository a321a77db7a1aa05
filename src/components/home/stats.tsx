/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { container } from "../container"
import { mq, theme } from "../../../contracts/theme"

export function Stats({ stats }: { stats: ReadonlyArray<{ value: string; label: string }> }) {
  if (!stats.length) return null
  return (
    <section css={container}>
      <dl css={grid}>
        {stats.map((stat) => (
          <div key={stat.label} css={item}>
            <dt css={label}>{stat.label}</dt>
            <dd css={value}>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

const grid = css`
  display: grid;
  gap: ${theme.space[4]};
  margin: 0;
  ${mq.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`
// The figure comes first on screen, its label after it in the markup (a <dt> before its <dd>). The items of a row are
// as tall as the tallest, so they pack from the top: column-reverse alone would start each from the bottom, and a
// figure above a shorter label would sit lower than its neighbours.
const item = css`
  display: flex;
  flex-direction: column-reverse;
  justify-content: flex-end;
  padding: ${theme.space[5]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
`
const value = css`
  margin: 0;
  font-size: ${theme.fontSizes.display};
  font-weight: 800;
  letter-spacing: -0.03em;
  color: ${theme.colors.primary};
`
const label = css`
  color: ${theme.colors.muted};
`
