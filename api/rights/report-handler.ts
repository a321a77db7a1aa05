import { YOUR_DATA_VIEW_PAGE, type YourDataAnswer } from "../../contracts/your-data"
import { getStore } from "../store/store"
import { loadAxiomConfig, loadConfig, loadPageViewConfig, loadPipelineConfig } from "../runtime/env"
import { isPageVisit } from "../http/form-submission"
import {
  allowMethods,
  queryValue,
  safeHandler,
  sendBody,
  sendError,
  sendJson,
  sendRedirect,
  type ApiHandler,
} from "../http/http"
import { log } from "../runtime/log"
import { collectYourData } from "./data-report"
import { formatYourDataCsv } from "./export-csv"
import { requireSession, type SessionDeps } from "./guard"
import { readSession } from "./session"
import { emailPagePath } from "../../schema/email-content"
import { loadEmailContent } from "../outbox/email-content"

// GET /api/your-data, in the session: everything held, for the page (JSON with the session's end), or as a download
// with ?download=json or ?download=csv, whose contents are the store's rows (data-report.ts).

export function createReportHandler(overrides: Partial<SessionDeps> = {}): ApiHandler {
  const deps: SessionDeps = { openStore: getStore, now: () => new Date(), ...overrides }

  return safeHandler("your-data", async (req, res) => {
    if (!allowMethods(req, res, ["GET"])) return
    const download = queryValue(req, "download")
    if (download !== undefined && download !== "json" && download !== "csv")
      return sendError(res, 400, "invalid_query", "Use download=json or download=csv.")
    // A download link followed after the session ended: the page says so, rather than a JSON error in the tab; the
    // page in the language the link names (?language=, the page's), where it is translated.
    if (isPageVisit(req)) {
      const db = await deps.openStore(loadConfig()).database()
      if (!(await readSession(req, db, deps.now())))
        return sendRedirect(res, emailPagePath(loadEmailContent(), queryValue(req, "language"), YOUR_DATA_VIEW_PAGE))
    }
    const guarded = await requireSession(req, res, deps, { sameSite: false })
    if (!guarded) return
    const { session, db } = guarded
    const data = await collectYourData(db, session.requestId, {
      now: deps.now(),
      retentionDays: loadPipelineConfig().retentionDays,
      settings: { axiom: loadAxiomConfig() !== null, posthog: loadPageViewConfig().posthogKey !== null },
    })
    if (!data) return sendError(res, 401, "no_session", "This request no longer exists.")
    log.info("your_data_read", { download: download ?? "page" })
    if (download === "json") {
      res.setHeader("Content-Disposition", 'attachment; filename="your-data.json"')
      return sendBody(res, 200, "application/json; charset=utf-8", `${JSON.stringify(data, null, 2)}\n`)
    }
    if (download === "csv") {
      res.setHeader("Content-Disposition", 'attachment; filename="your-data.csv"')
      return sendBody(res, 200, "text/csv; charset=utf-8", formatYourDataCsv(data))
    }
    const answer: YourDataAnswer = { data, session: { expires_at: session.expiresAt } }
    sendJson(res, 200, answer)
  })
}

export default createReportHandler()
