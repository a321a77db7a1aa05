// Every page the early-access Function answers a form with when the browser sent it by itself (before hydration, or
// without JavaScript), as the built site's server answers them: thanks (200), fields to correct (400), too many
// requests (429), another site's form (403), a body over 100 kB (413), and a store that cannot be opened (500).
// Two servers on 127.0.0.1 (a fresh store with a limit of 2 a minute; a store path that is a folder), stopped before
// this returns. For the checkers in tests/e2e (W3C Nu, axe) and for screenshots.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { startServer, type RunningServer } from "./server"

export interface EarlyAccessPage {
  outcome: "accepted" | "invalid" | "rate-limited" | "cross-site" | "too-large" | "failed"
  status: number
  headers: Record<string, string>
  html: string
}

/** What Chromium sends with a form submission. */
export const FORM_NAVIGATION_HEADERS = {
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8",
  "content-type": "application/x-www-form-urlencoded",
  "sec-fetch-site": "same-origin",
  "sec-fetch-mode": "navigate",
  "sec-fetch-dest": "document",
}

export const SAMPLE_FORM = {
  email: "ada@example.com",
  name: "Ada Lovelace",
  company: "Analytical Engines",
  emp_count: "11-50",
  topic: "demo",
  message: "We run two sites with night shifts,\nand swap shifts on paper today.",
  website: "",
}

async function post(
  server: RunningServer,
  outcome: EarlyAccessPage["outcome"],
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<EarlyAccessPage> {
  const response = await fetch(`${server.url}/api/earlyaccess`, {
    method: "POST",
    headers: { ...FORM_NAVIGATION_HEADERS, origin: server.url, ...headers },
    body: new URLSearchParams(fields).toString(),
    signal: AbortSignal.timeout(30_000),
  })
  return {
    outcome,
    status: response.status,
    headers: Object.fromEntries(response.headers),
    html: await response.text(),
  }
}

export async function earlyAccessPages(): Promise<EarlyAccessPage[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "early-access-pages-"))
  const servers: RunningServer[] = []
  try {
    const [limited, broken] = await Promise.all([
      startServer({ SQLITE_PATH: path.join(dir, "early-access.sqlite"), EARLYACCESS_RATE_LIMIT: "2" }),
      // A folder where the database file should be: every request fails on our side.
      startServer({ SQLITE_PATH: dir, EARLYACCESS_RATE_LIMIT: "0" }),
    ])
    servers.push(limited, broken)
    // In this order: the first two count against the limit of 2, the third is over it; a cross-site request and an
    // oversized body are refused before the limit is counted.
    const pages = [
      await post(limited, "accepted", SAMPLE_FORM),
      await post(limited, "invalid", { ...SAMPLE_FORM, email: "ada@example", name: "", emp_count: "12" }),
      await post(limited, "rate-limited", SAMPLE_FORM),
      await post(limited, "cross-site", SAMPLE_FORM, {
        origin: "https://elsewhere.example",
        "sec-fetch-site": "cross-site",
      }),
      await post(limited, "too-large", { ...SAMPLE_FORM, message: "x".repeat(150 * 1024) }),
      await post(broken, "failed", SAMPLE_FORM),
    ]
    const expected = {
      accepted: 200,
      invalid: 400,
      "rate-limited": 429,
      "cross-site": 403,
      "too-large": 413,
      failed: 500,
    }
    for (const page of pages) {
      if (page.status !== expected[page.outcome] || !page.headers["content-type"]?.startsWith("text/html"))
        throw new Error(`the ${page.outcome} page answered ${page.status} ${page.headers["content-type"]}`)
    }
    return pages
  } finally {
    await Promise.all(servers.map((server) => server.stop()))
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
