// The CDN half of config/rewrites.ts: one 200 rewrite per rule. The Netlify adapter writes them to
// public/_redirects; absolute upstream URLs make Netlify proxy instead of redirect. POSTHOG_HOST and
// POSTHOG_ASSETS_HOST are read here at build time (npm start's server reads them per request instead).
import type { GatsbyNode } from "gatsby"
import { cdnRewrites } from "../config/rewrites"

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ actions }) => {
  for (const { fromPath, toPath } of cdnRewrites(process.env)) {
    // force: serve the rewrite even if a file of that name ever exists (Netlify's "200!").
    actions.createRedirect({ fromPath, toPath, statusCode: 200, force: true })
  }
}
