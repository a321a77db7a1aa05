// The median every benchmark reports (tools/bench.ts's tables, bench:build, bench:taps): of an even count, the mean
// of the two middle values; NaN for no values (printed as "n/a").
export function median(values: readonly number[]): number {
  if (!values.length) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
