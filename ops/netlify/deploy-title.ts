// A production deploy's title on Netlify (`netlify deploy --message`, shown in Netlify's deploy list) names the build's
// clock, the instant that decided which articles it shows (config/build.ts buildClock, BUILD_NOW). Scheduled
// publishing reads it back from the live deploy (ops/publish-scheduled/go-live.ts): an article dated after that
// instant is not live yet, one dated at or before it is. Written and read here only, so the two cannot drift.

const CLOCK = /\bbuilt for (\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z)\b/

/** "main at 1a2b3c4, built for 2026-10-14T03:30:00Z, https://github.com/…/runs/1". */
export function deployTitle({ label, buildNow, runUrl }: { label: string; buildNow: Date | null; runUrl: string }) {
  return [label, buildNow ? `built for ${buildNow.toISOString().replace(/\.\d{3}Z$/, "Z")}` : null, runUrl]
    .filter(Boolean)
    .join(", ")
}

/** The build clock a deploy's title names, or null (a deploy made by hand, or before titles carried it). */
export function buildClockOf(title: string | null | undefined): Date | null {
  const match = CLOCK.exec(title ?? "")
  if (!match?.[1]) return null
  const at = new Date(match[1])
  return Number.isNaN(at.getTime()) ? null : at
}
