// Reads what a `gatsby build` run with GATSBY_LOGGER=json reports about itself: each activity's duration (Gatsby's
// own, such as "Building production JavaScript and CSS bundles", and the post-build steps' activity timers in
// gatsby/post-build.ts), for tools/bench-build.ts.
export type StepTimes = Map<string, number>

/** Seconds per activity name (an activity that ran twice, such as "Checking for changed pages", adds up). */
export function activityTimes(jsonLines: string): StepTimes {
  const times: StepTimes = new Map()
  for (const line of jsonLines.split("\n")) {
    if (!line.startsWith("{")) continue
    let event: { type?: string; payload?: { id?: string; duration?: number; status?: string } }
    try {
      event = JSON.parse(line) as typeof event
    } catch {
      continue
    }
    const { type, payload } = event
    if (type !== "ACTIVITY_END" || !payload?.id || typeof payload.duration !== "number") continue
    times.set(payload.id, (times.get(payload.id) ?? 0) + payload.duration)
  }
  return times
}

/** Activities that contain others (their time is the sum of what is listed under them), shown but not added up. */
export const CONTAINERS = new Set(["onPreBootstrap", "onPostBuild", "bootstrap"])
