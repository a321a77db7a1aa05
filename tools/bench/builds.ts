// The builds the benchmark compares, each built from cold and served on loopback in a process of its own:
// - keyed: the site as it ships (PostHog key set), a temp copy, served by server/serve.ts with POSTHOG_HOST at a
//   PostHog stand-in, so the analytics path runs as in production;
// - coop: the same keyed build served the same way but with Cross-Origin-Opener-Policy on every page (serve-build.ts),
//   as before issue 46 kept it to the pages that hold a person's data, so that header's cost shows on its own line;
// - plain: this checkout without a key (`npm run build`), served by server/serve.ts;
// - starter: the official Gatsby starter (a copy of --starter DIR: npm ci, gatsby build, the same precompression as
//   ours), served as we are served (serve-build.ts: our server's code, our security headers but the CSP, our
//   compression and cache rules).
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { precompress } from "../../gatsby/precompress"
import { startFakePosthog } from "../../harness/fake-upstreams"
import { startServer } from "../../harness/server"
import { makeTempSite } from "../../harness/temp-site"

export const ROOT = path.resolve(__dirname, "../..")
export const DEFAULT_STARTER = path.resolve(ROOT, "../shared/peers/gatsby-starter-default")
const BENCH_KEY = "phc_bench"

/** The three builds, or an extra one named on the command line (--extra NAME=DIR). */
export type BuildName = "keyed" | "coop" | "plain" | "starter" | (string & {})
export const BUILD_LABELS: Record<string, string> = {
  keyed: "as shipped (key set)",
  coop: "with COOP on every page",
  plain: "keyless",
  starter: "Gatsby starter",
}

export type ServedBuild = {
  name: BuildName
  url: string
  routes: string[]
  buildSeconds?: number
  stop: () => Promise<void>
}

const env = { ...process.env, GATSBY_FEEDBACK_DISABLED: "1", CI: "true" }

/** Runs a command to completion; returns how long it took in seconds. */
export function timed(command: string, args: string[], cwd: string, extraEnv: Record<string, string> = {}): number {
  const start = Date.now()
  const run = spawnSync(command, args, {
    cwd,
    env: { ...env, ...extraEnv },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    maxBuffer: 64 * 1024 * 1024,
  })
  if (run.status !== 0)
    throw new Error(
      `${command} ${args.join(" ")} failed in ${cwd}:\n${run.stdout.slice(-4000)}\n${run.stderr.slice(-4000)}`,
    )
  return (Date.now() - start) / 1000
}

/** Where the keyed build stays between runs, so `--skip-build` can measure it again without rebuilding. */
const KEYED_DIR = path.join(os.tmpdir(), "shiftwise-bench-keyed")

export async function serveKeyed(routes: string[], skipBuild: boolean): Promise<ServedBuild> {
  let buildSeconds: number | undefined
  if (!skipBuild || !fs.existsSync(path.join(KEYED_DIR, "public/index.html"))) {
    fs.rmSync(KEYED_DIR, { recursive: true, force: true })
    makeTempSite([], KEYED_DIR)
    console.log(`cold build with a PostHog key (temp copy ${KEYED_DIR})…`)
    buildSeconds = timed(path.join(ROOT, "node_modules/.bin/gatsby"), ["build"], KEYED_DIR, {
      GATSBY_POSTHOG_KEY: BENCH_KEY,
    })
  }
  const posthog = await startFakePosthog()
  const server = await startServer({ POSTHOG_HOST: posthog.url, POSTHOG_KEY: BENCH_KEY }, 30_000, KEYED_DIR)
  return {
    name: "keyed",
    url: server.url,
    routes,
    buildSeconds,
    stop: async () => {
      await server.stop()
      await posthog.close()
    },
  }
}

/** Our own variants of serving a build, and the starter's serving: tools/bench/serve-build.ts. */
const SERVE_BUILD = path.join(ROOT, "tools/bench/serve-build.ts")

/**
 * The keyed build (serveKeyed builds it first) served as it ships but with Cross-Origin-Opener-Policy on every page: a
 * page that carries COOP makes the browser swap its browsing context group on arrival from a page whose policy
 * differs (about:blank, as Lighthouse arrives; another site, on a phone: tools/bench/arrival.ts).
 */
export async function serveKeyedWithCoop(routes: string[]): Promise<ServedBuild> {
  if (!fs.existsSync(path.join(KEYED_DIR, "public/index.html")))
    throw new Error("--builds coop measures the keyed build: list keyed before it, or run once with keyed")
  const posthog = await startFakePosthog()
  const server = await startServer({ POSTHOG_HOST: posthog.url, POSTHOG_KEY: BENCH_KEY }, 30_000, KEYED_DIR, [
    SERVE_BUILD,
    "--coop-everywhere",
    KEYED_DIR,
  ])
  return {
    name: "coop",
    url: server.url,
    routes,
    stop: async () => {
      await server.stop()
      await posthog.close()
    },
  }
}

export async function servePlain(routes: string[], skipBuild: boolean): Promise<ServedBuild> {
  let buildSeconds: number | undefined
  if (!skipBuild) {
    console.log("cold build without a key (gatsby clean + npm run build)…")
    timed(path.join(ROOT, "node_modules/.bin/gatsby"), ["clean"], ROOT)
    buildSeconds = timed("npm", ["run", "build"], ROOT, { GATSBY_POSTHOG_KEY: "" })
  } else if (!fs.existsSync(path.join(ROOT, "public/index.html")))
    throw new Error("--skip-build: there is no build in public/ to measure. Run `npm run build` first.")
  const posthog = await startFakePosthog()
  const server = await startServer({ POSTHOG_HOST: posthog.url })
  return {
    name: "plain",
    url: server.url,
    routes,
    buildSeconds,
    stop: async () => {
      await server.stop()
      await posthog.close()
    },
  }
}

/**
 * The starter from `source`. A folder that already holds its node_modules and a build (`public/index.html`) is
 * served as it is (a copy you prepared as its PEER.md says, e.g. /work/starter); otherwise the source is copied to a
 * temp folder (without node_modules, .cache, public) and installed and built there, so a read-only checkout works.
 */
export async function serveStarter(source: string): Promise<ServedBuild> {
  if (!fs.existsSync(path.join(source, "package.json")))
    throw new Error(
      `The official Gatsby starter is not at ${source}. Pass --starter DIR (a copy of gatsbyjs/gatsby-starter-default ` +
        "with its package-lock.json), or measure our builds alone with --builds keyed,plain.",
    )
  const prebuilt =
    fs.existsSync(path.join(source, "public/index.html")) && fs.existsSync(path.join(source, "node_modules"))
  let dir = source
  let buildSeconds: number | undefined
  if (!prebuilt) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "gatsby-starter-"))
    fs.cpSync(source, dir, {
      recursive: true,
      filter: (from) => !/[/\\](node_modules|\.cache|public)$/.test(from),
    })
    fs.chmodSync(dir, 0o755)
    for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true }))
      fs.chmodSync(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o755 : 0o644)
    console.log(`installing the Gatsby starter (npm ci in ${dir})…`)
    timed("npm", ["ci", "--no-audit", "--no-fund"], dir)
    console.log("cold build of the Gatsby starter…")
    buildSeconds = timed(path.join(dir, "node_modules/.bin/gatsby"), ["build"], dir)
  }
  await precompress(path.join(dir, "public"), dir)
  const server = await startServer({}, 30_000, ROOT, [SERVE_BUILD, "--starter", dir])
  return {
    name: "starter",
    url: server.url,
    routes: ["/", "/page-2/"],
    buildSeconds,
    stop: async () => {
      await server.stop()
      if (dir !== source) fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * Another build of this site made beforehand (a temp copy with one change left out, or an older commit's build),
 * served like the keyed build, so an experiment is measured in the same rounds as what it is compared with.
 */
export async function serveExtra(name: string, dir: string, routes: string[]): Promise<ServedBuild> {
  if (!fs.existsSync(path.join(dir, "public/index.html")) || !fs.existsSync(path.join(dir, "server/serve.ts")))
    throw new Error(`--extra ${name}=${dir}: no built site there (public/index.html and server/serve.ts)`)
  BUILD_LABELS[name] = name
  const posthog = await startFakePosthog()
  const server = await startServer({ POSTHOG_HOST: posthog.url, POSTHOG_KEY: BENCH_KEY }, 30_000, dir)
  return {
    name,
    url: server.url,
    routes,
    stop: async () => {
      await server.stop()
      await posthog.close()
    },
  }
}
