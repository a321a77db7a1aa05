// One server (server/serve.ts) and one Chromium for a whole test file, started before its tests and
// stopped after them.
import type { Browser } from "playwright-core"
import { launchBrowser } from "../../harness/browser"
import { startServer, type RunningServer } from "../../harness/server"

export type SiteSession = { server: RunningServer; browser: Browser }

export function useSiteSession(env: Record<string, string> = {}): SiteSession {
  const session = {} as SiteSession
  beforeAll(async () => {
    session.server = await startServer(env)
    session.browser = await launchBrowser()
  })
  afterAll(async () => {
    await session.browser?.close()
    await session.server?.stop()
  })
  return session
}
