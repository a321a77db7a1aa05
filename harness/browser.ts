// Launches Debian's Chromium through playwright-core. CHROME_PATH wins; otherwise `chromium` on PATH.
import { execFileSync } from "child_process"
import fs from "fs"
import { chromium, type Browser } from "playwright-core"

export const CHROMIUM_ARGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]

export function findChromium(): string {
  const fromEnv = process.env.CHROME_PATH
  if (fromEnv) {
    if (!fs.existsSync(fromEnv)) throw new Error(`CHROME_PATH is set to ${fromEnv}, but no file is there.`)
    return fromEnv
  }
  for (const name of ["chromium", "chromium-browser", "google-chrome"]) {
    try {
      const found = execFileSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" }).trim()
      if (found) return found
    } catch {
      // not on PATH; try the next name
    }
  }
  throw new Error(
    "No Chromium found for the browser tests. Install Debian's package (`apt-get install -y chromium`) or set CHROME_PATH to a Chromium or Chrome binary.",
  )
}

export function launchBrowser(): Promise<Browser> {
  // headless is given through the args (--headless=new), so playwright must not add its own flag.
  return chromium.launch({ executablePath: findChromium(), headless: false, args: CHROMIUM_ARGS })
}
