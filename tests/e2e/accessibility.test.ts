import AxeBuilder from "@axe-core/playwright"
import { useSiteSession } from "../helpers/site-session"
import { EMAIL_ROUTES, ROUTES } from "../../harness/routes"

const session = useSiteSession()

describe.each([390, 1280])("axe-core at %i px", (width) => {
  it.each([...ROUTES, ...EMAIL_ROUTES, "/invite/confirm?token=abc", "/no-such-page"])(
    "finds no serious or critical violation on %s",
    async (route) => {
      const context = await session.browser.newContext({ viewport: { width, height: 900 } })
      const page = await context.newPage()
      await page.goto(session.server.url + route, { waitUntil: "networkidle" })
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
        .analyze()
      const serious = results.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
      expect(serious).toEqual([])
      await context.close()
    },
  )
})
