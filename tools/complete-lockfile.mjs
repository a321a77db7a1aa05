// The npm registry mirror on our build machines lacks some platform-specific optional packages
// (e.g. @unrs/resolver-binding-darwin-arm64). `npm install` then leaves them out of
// package-lock.json, and `npm ci` refuses the lock as "Missing: … from lock file". This adds a lock
// entry for each missing optional package, with the os/cpu its name states, so `npm ci` accepts the
// lock and skips them on this platform exactly as it would with complete metadata.
// Run after changing dependencies: `node tools/complete-lockfile.mjs`.
import fs from "fs"

const file = new URL("../package-lock.json", import.meta.url)
const lock = JSON.parse(fs.readFileSync(file, "utf8"))
const OS = ["android", "darwin", "freebsd", "linux", "openharmony", "win32", "sunos", "aix", "netbsd", "openbsd"]
const CPU = ["arm64", "arm", "x64", "ia32", "loong64", "ppc64", "riscv64", "s390x", "wasm32"]

function platformOf(name) {
  const parts = name.split("/").pop().split("-")
  const os = parts.find((p) => OS.includes(p))
  const cpu = parts.find((p) => CPU.includes(p))
  if (!os || !cpu) return undefined
  const entry = { os: [os], cpu: [cpu] }
  if (os === "linux") entry.libc = [parts.some((p) => p.startsWith("musl")) ? "musl" : "glibc"]
  return entry
}

let added = 0
for (const [location, pkg] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const base = location ? `${location}/node_modules/${name}` : `node_modules/${name}`
    const hoisted = `node_modules/${name}`
    if (lock.packages[base] || lock.packages[hoisted]) continue
    const platform = platformOf(name)
    if (!platform) {
      console.warn(`skipped ${name}: cannot tell its platform from the name`)
      continue
    }
    lock.packages[hoisted] = { version, ...platform, optional: true }
    added++
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
)
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + "\n")
console.log(`package-lock.json: added ${added} missing optional platform entr${added === 1 ? "y" : "ies"}`)
