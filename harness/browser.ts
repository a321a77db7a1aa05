// Launches Debian's Chromium through playwright-core. CHROME_PATH wins; otherwise `chromium` on PATH.
import { execFileSync } from "child_process"
import fs from "fs"
import { chromium, type Browser } from "playwright-core"
import { CONSENT_STORAGE_KEY } from "../src/telemetry/consent"

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

/** A desktop Chrome's user agent: posthog-js drops events from browsers that look automated. */
export const ORDINARY_CHROME_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36"

/**
 * An init script (`context.addInitScript({ content })`) under which the page sees an ordinary browser
 * (`navigator.webdriver` false), and with `accepted` a returning visitor who accepted analytics on an earlier visit
 * (a choice made since, in the same context, is kept). A string, not a function: run under tsx, esbuild's keepNames
 * wraps a function's inner getter in a `__name()` call the page does not have, and the script throws.
 */
export function ordinaryVisitorScript({ accepted = false }: { accepted?: boolean } = {}): string {
  const key = JSON.stringify(CONSENT_STORAGE_KEY)
  return [
    'Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false });',
    accepted ? `if (!localStorage.getItem(${key})) localStorage.setItem(${key}, "accepted");` : "",
  ].join("\n")
}
