/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { mq, theme } from "../../../../contracts/theme"
import { metricFigure } from "../metric"

export type MetricData = { value: number; unit: string; label: string }

/** A story's results in numbers: the figure large, what it measures under it. */
export function StoryMetrics({ metrics }: { metrics: ReadonlyArray<MetricData> }) {
  return (
    <dl css={grid}>
      {metrics.map((metric) => (
        <div key={metric.label} css={item}>
          <dt css={label}>{metric.label}</dt>
          <dd css={figure}>{metricFigure(metric)}</dd>
        </div>
      ))}
    </dl>
  )
}

const grid = css`
  display: grid;
  gap: ${theme.space[4]};
  margin: 0;
  ${mq.sm} {
    grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  }
`
const item = css`
  display: flex;
  flex-direction: column-reverse;
  gap: ${theme.space[1]};
  padding: ${theme.space[4]} ${theme.space[5]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
`
const figure = css`
  margin: 0;
  font-size: ${theme.fontSizes.display};
  font-weight: 800;
  letter-spacing: -0.03em;
  line-height: ${theme.lineHeights.tight};
  color: ${theme.colors.primary};
`
const label = css`
  color: ${theme.colors.muted};
`
