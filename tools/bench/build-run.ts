// One build of a temp copy of the site as `npm run build` runs it (`gatsby build`, then gatsby/after-build.ts), timed
// for tools/bench-build.ts: wall time, CPU time and each of Gatsby's activities (GATSBY_LOGGER=json, the post-build
// steps' activity timers included).
//
// CPU time is user + system of the whole process tree (Gatsby, its query and HTML workers, sharp's threads): each
// command runs under a shell that, once the command has exited, reads its own `cutime`/`cstime` from /proc, which
// the kernel adds up over every descendant that was waited for. Unlike wall time it hardly moves when other builds
// share the cores, so it is the figure to compare on a busy machine; a worker that outlives its parent unwaited would
// be missing from it, so /proc is also sampled twice a second and the larger figure kept.
import { spawn } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { ROOT } from "../../harness/temp-site"
import { activityTimes, type StepTimes } from "./build-steps"

export const load = (): number => Number(os.loadavg()[0]!.toFixed(2))

const TICKS = 100 // USER_HZ, the unit of /proc/<pid>/stat's times on Linux

/** The children's CPU seconds in a /proc/<pid>/stat line (fields 16 and 17, after the command's name). */
export function childrenCpuSeconds(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
  // fields[0] is the state (field 3 of the line), so field n is fields[n - 3].
  return (Number(fields[13]) + Number(fields[14])) / TICKS
}

/** utime + stime (seconds) and parent of every process now running, from /proc. */
function processTable(): Map<number, { ppid: number; cpu: number }> {
  const table = new Map<number, { ppid: number; cpu: number }>()
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8")
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
      table.set(Number(entry), { ppid: Number(fields[1]), cpu: (Number(fields[11]) + Number(fields[12])) / TICKS })
    } catch {
      // gone between the listing and the read
    }
  }
  return table
}

/**
 * Samples the CPU time of every descendant of `root` twice a second; `total()` adds up each one's last sample. It misses
 * a process's last half second and processes shorter than that, so it is a lower bound, against which the kernel's
 * count (children waited for) is checked.
 */
function sampleDescendants(root: number): { stop: () => number } {
  const seen = new Map<number, number>()
  const sample = () => {
    const table = processTable()
    const inTree = (pid: number): boolean => {
      for (let p = pid, depth = 0; p > 1 && depth < 20; p = table.get(p)?.ppid ?? 0, depth++)
        if (p === root) return true
      return false
    }
    for (const [pid, { cpu }] of table) if (pid !== root && inTree(pid)) seen.set(pid, cpu)
  }
  const timer = setInterval(sample, 500)
  return {
    stop: () => {
      clearInterval(timer)
      return [...seen.values()].reduce((sum, cpu) => sum + cpu, 0)
    },
  }
}

export type Run = { output: string; cpuSeconds: number }

export function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      "/bin/sh",
      ["-c", '"$@"; status=$?; cat /proc/$$/stat >&3; exit $status', "sh", command, ...args],
      { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe", "pipe"] },
    )
    let output = ""
    let stat = ""
    const [, stdout, stderr, statPipe] = child.stdio as unknown as NodeJS.ReadableStream[]
    stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()))
    stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()))
    statPipe!.on("data", (chunk: Buffer) => (stat += chunk.toString()))
    const sampler = sampleDescendants(child.pid!)
    child.once("error", reject)
    child.once("close", (code) => {
      const sampled = sampler.stop()
      const counted = childrenCpuSeconds(stat)
      // A worker its parent never waited for is missing from the kernel's count but not from the samples.
      if (sampled > counted * 1.05 + 1)
        console.log(
          `    (CPU: ${sampled.toFixed(1)} s sampled against ${counted.toFixed(1)} s counted; the sample is used)`,
        )
      if (code === 0) resolve({ output, cpuSeconds: Math.max(counted, sampled) })
      else reject(new Error(`${command} ${args.join(" ")} exited with ${code}:\n${output.slice(-4000)}`))
    })
  })
}

export type BuildResult = {
  steps: StepTimes
  gatsbySeconds: number
  afterBuildSeconds: number
  /** user + system, every process of both commands. */
  cpuSeconds: number
}

/** One build as `npm run build` runs it, timed. */
export async function build(dir: string, env: NodeJS.ProcessEnv): Promise<BuildResult> {
  const started = performance.now()
  const gatsby = await run(path.join(ROOT, "node_modules/.bin/gatsby"), ["build"], dir, {
    GATSBY_FEEDBACK_DISABLED: "1",
    GATSBY_LOGGER: "json",
    ...env,
  })
  const gatsbySeconds = (performance.now() - started) / 1000
  const afterStart = performance.now()
  const after = await run(path.join(ROOT, "node_modules/.bin/tsx"), ["gatsby/after-build.ts"], dir, env)
  return {
    steps: activityTimes(gatsby.output),
    gatsbySeconds,
    afterBuildSeconds: (performance.now() - afterStart) / 1000,
    cpuSeconds: gatsby.cpuSeconds + after.cpuSeconds,
  }
}

/** Removes what a cold build must not find: Gatsby's cache and job state, the output, the adapter's copy. */
export function makeCold(dir: string): void {
  for (const entry of [".cache", "public", "source-maps", ".netlify"])
    fs.rmSync(path.join(dir, entry), { recursive: true, force: true })
}
