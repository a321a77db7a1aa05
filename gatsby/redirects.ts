// The site's redirects, in the order the CDN reads them (public/_redirects, written by the Netlify adapter):
// - first the writers' redirects (content/redirects.yaml and the pages' former addresses, gatsby/addresses/),
//   checked here for loops, duplicates and reserved addresses (their targets are checked after the build,
//   gatsby/addresses/check-site.ts);
// - then the CDN half of config/rewrites.ts: one 200 rewrite per rule; absolute upstream URLs make Netlify proxy
//   instead of redirect. POSTHOG_HOST and POSTHOG_ASSETS_HOST are read here at build time (npm start's server reads
//   them per request instead).
import path from "path"
import type { GatsbyNode } from "gatsby"
import { cdnRewrites } from "../config/rewrites"
import { contentRedirects } from "./addresses/content-redirects"
import { planRedirects } from "./addresses/redirect-rules"

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ actions, reporter, store }) => {
  const { program } = (store.getState as () => unknown)() as { program: { directory: string } }
  const { entries, errors } = contentRedirects(path.resolve(program.directory, process.env.CONTENT_DIR ?? "content"))
  const plan = planRedirects(entries)
  for (const warning of plan.warnings) reporter.warn(warning)
  errors.push(...plan.errors)
  if (errors.length) {
    reporter.panicOnBuild(
      `The redirects have ${errors.length} problem${errors.length > 1 ? "s" : ""}:\n  - ${errors.join("\n  - ")}`,
    )
    return
  }
  for (const rule of plan.rules) {
    // A retired address answers 410 with the site's own page: Netlify serves the target with the rule's status.
    actions.createRedirect({ fromPath: rule.from, toPath: rule.to, statusCode: rule.status, force: true })
  }
  for (const { fromPath, toPath } of cdnRewrites(process.env)) {
    // force: serve the rewrite even if a file of that name ever exists (Netlify's "200!").
    actions.createRedirect({ fromPath, toPath, statusCode: 200, force: true })
  }
}
