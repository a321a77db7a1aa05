// A story's metric as people read it: "−38%" over "overtime hours", "4.2 hours" over "saved per manager each week".
// The same words on the story, its card, the home page and the social card; plain, so the build imports it too.

/** Units written against the number ("−38%", "3×"); any other unit follows after a space ("4.2 hours"). */
const ATTACHED = new Set(["%", "×", "x", "pp"])

const number = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 })

/** "−38%": the value with a true minus sign and its unit. */
export function metricFigure({ value, unit }: { value: number; unit: string }): string {
  const digits = number.format(Math.abs(value))
  const sign = value < 0 ? "\u2212" : ""
  return ATTACHED.has(unit) ? `${sign}${digits}${unit}` : `${sign}${digits} ${unit}`
}

/** "−38% overtime hours": the figure and what it measures, in one line (alt text, feeds). */
export function metricText(metric: { value: number; unit: string; label: string }): string {
  return `${metricFigure(metric)} ${metric.label}`
}
