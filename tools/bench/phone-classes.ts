// The two phones every figure of the benchmark emulates, whatever the day's machine. Lighthouse's simulated
// throttling slows the CPU by a fixed factor (4× on mobile), so a slow host emulates a slower phone than a fast one,
// and figures taken on different days disagree. Here the factor is calibrated before every run to the host's
// benchmarkIndex, as Chrome DevTools' CPU calibration does: multiplier = host score / phone score, for a mid-tier
// phone scoring 1000 (like a Pixel 5) and a low-tier one scoring 264 (a budget Android). A host slower than a class
// cannot emulate it: that class then runs unthrottled (multiplier 1), and the report says so.
//
// The host's score is Lighthouse's own benchmarkIndex function (lighthouse/core/lib/page-functions.js), run in a
// fresh tab of the same Chromium right before the run. Lighthouse 13 also measures it at the start of each run and
// reports it (lhr.environment.benchmarkIndex), but only after the run's settings are fixed, and it refuses to audit
// a run's artifacts again with other settings ("Cannot change settings between gathering and auditing"); so the
// calibration is a short run of its own, and the run's own index is printed beside it to show how close it came.

export type PhoneClass = { name: "mid" | "low"; label: string; score: number }

export const PHONE_CLASSES: readonly PhoneClass[] = [
  { name: "mid", label: "mid-tier phone (benchmarkIndex 1000, like a Pixel 5)", score: 1000 },
  { name: "low", label: "low-tier phone (benchmarkIndex 264, a budget Android)", score: 264 },
]

export function phoneClass(name: string): PhoneClass {
  const found = PHONE_CLASSES.find((phone) => phone.name === name)
  if (!found) throw new Error(`unknown phone class ${name} (${PHONE_CLASSES.map((phone) => phone.name).join(", ")})`)
  return found
}

/** The CPU slowdown that makes this host behave like the phone: at least 1 (a slower host runs unthrottled). */
export function slowdownFor(hostIndex: number, phone: PhoneClass): { multiplier: number; unthrottled: boolean } {
  if (!Number.isFinite(hostIndex) || hostIndex <= 0) throw new Error(`benchmarkIndex ${hostIndex} is not a score`)
  const multiplier = hostIndex / phone.score
  return multiplier <= 1 ? { multiplier: 1, unthrottled: true } : { multiplier, unthrottled: false }
}

/** Lighthouse's benchmarkIndex function as source text, to run in a page (the same code Lighthouse runs). */
export async function benchmarkIndexSource(): Promise<string> {
  const { pageFunctions } = (await import("lighthouse/core/lib/page-functions.js")) as {
    pageFunctions: { computeBenchmarkIndex: () => number }
  }
  return `(${pageFunctions.computeBenchmarkIndex.toString()})()`
}

type CdpAnswer = { id: number; result?: { result?: { value?: unknown } }; error?: { message: string } }

/**
 * The host's benchmarkIndex now, measured as Lighthouse measures it: its function evaluated in a new blank tab of
 * the Chromium listening on `port` (over the DevTools protocol), which is then closed. About one second.
 */
export async function hostBenchmarkIndex(port: number): Promise<number> {
  const base = `http://127.0.0.1:${port}`
  const target = (await (await fetch(`${base}/json/new?about:blank`, { method: "PUT" })).json()) as {
    id: string
    webSocketDebuggerUrl: string
  }
  try {
    const expression = await benchmarkIndexSource()
    const socket = new WebSocket(target.webSocketDebuggerUrl)
    const value = await new Promise<unknown>((resolve, reject) => {
      socket.addEventListener("error", () => reject(new Error(`no DevTools connection to the tab on port ${port}`)))
      socket.addEventListener("open", () =>
        socket.send(JSON.stringify({ id: 1, method: "Runtime.evaluate", params: { expression, returnByValue: true } })),
      )
      socket.addEventListener("message", (event) => {
        const answer = JSON.parse(String(event.data)) as CdpAnswer
        if (answer.id !== 1) return
        if (answer.error) reject(new Error(answer.error.message))
        else resolve(answer.result?.result?.value)
      })
    }).finally(() => socket.close())
    if (typeof value !== "number") throw new Error(`benchmarkIndex came back as ${JSON.stringify(value)}`)
    return value
  } finally {
    await fetch(`${base}/json/close/${target.id}`).catch(() => undefined)
  }
}
