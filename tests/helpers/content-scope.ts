// The content fast path (`npm run test:content`, ops/ci/test-content.ts) runs the browser checks on the pages a
// change to content/ can show on, and on this checkout's build only: CONTENT_CHECK_ROUTES holds their routes as a
// JSON list. Unset, a test runs in full (every route, the build that ships too).
import path from "path"
import { notFoundFolder } from "../../config/not-found"
import { languagesOf } from "../../schema/languages"

function parse(value: string | undefined): string[] | null {
  if (value === undefined || value === "") return null
  const routes: unknown = JSON.parse(value)
  if (!Array.isArray(routes) || !routes.every((route) => typeof route === "string" && route.startsWith("/")))
    throw new Error(`CONTENT_CHECK_ROUTES must be a JSON list of routes, not ${value}`)
  return routes as string[]
}

/** The routes to check on the content fast path; null for the full suite. */
export const contentRoutes = parse(process.env.CONTENT_CHECK_ROUTES)

let languages: ReturnType<typeof languagesOf> | undefined

/** A 404 page is checked as a visitor meets it: at a path that does not exist (under its language's prefix). */
export function visitedRoute(route: string): string {
  if (route === "/404.html") return "/no-such-page"
  languages ??= languagesOf(path.resolve(__dirname, "../../content"))
  const folder = notFoundFolder(languages, route)
  return folder ? `${folder}no-such-page` : route
}
