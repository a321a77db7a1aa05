// The site's redirects, in the order the CDN reads them (public/_redirects, written by the Netlify adapter):
// - first the writers' redirects (content/redirects.yaml and the pages' former addresses, gatsby/addresses/),
//   checked for loops, duplicates and reserved addresses when the build starts (onPreInit, gatsby/pre-init.ts: a
//   writer waits seconds for the message, not the minute Gatsby spends compiling the Functions first); their targets
//   are checked after the build (gatsby/addresses/check-site.ts);
// - then the CDN half of config/rewrites.ts: one 200 rewrite per rule; absolute upstream URLs make Netlify proxy
//   instead of redirect. POSTHOG_HOST and POSTHOG_ASSETS_HOST are read here at build time (npm start's server reads
//   them per request instead);
// - last, each language's 404 page for the unknown addresses under its prefix (config/not-found.ts).
import path from "path"
import type { GatsbyNode } from "gatsby"
import { cdnRewrites } from "../config/rewrites"
import { notFoundRule } from "../config/not-found"
import { languagesOf } from "../schema/languages"
import { contentRedirects } from "./addresses/content-redirects"
import { planRedirects } from "./addresses/redirect-rules"

type Args = Parameters<NonNullable<GatsbyNode["onPostBootstrap"]>>[0]

/** The content folder of the site being built. */
function contentDirOf(store: Args["store"]): string {
  const { program } = (store.getState as () => unknown)() as { program: { directory: string } }
  return path.resolve(program.directory, process.env.CONTENT_DIR ?? "content")
}

/** The writers' redirects of the site being built, planned, with the content schema's problems among the plan's. */
function writersRedirects(store: Args["store"]) {
  const { entries, errors } = contentRedirects(contentDirOf(store))
  const plan = planRedirects(entries)
  return { ...plan, errors: [...errors, ...plan.errors] }
}

/** Stops the build on a problem of the writers' redirects, naming each entry; warns of each chain. */
export function checkRedirects({ reporter, store }: Pick<Args, "reporter" | "store">): void {
  const { errors, warnings } = writersRedirects(store)
  for (const warning of warnings) reporter.warn(warning)
  if (errors.length)
    reporter.panicOnBuild(
      `The redirects have ${errors.length} problem${errors.length > 1 ? "s" : ""}:\n  - ${errors.join("\n  - ")}`,
    )
}

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ actions, store }) => {
  // In `gatsby develop` a problem does not stop the server (checkRedirects reported it): the sound entries still work.
  for (const rule of writersRedirects(store).rules) {
    // A retired address answers 410 with the site's own page: Netlify serves the target with the rule's status.
    actions.createRedirect({ fromPath: rule.from, toPath: rule.to, statusCode: rule.status, force: true })
  }
  for (const { fromPath, toPath } of cdnRewrites(process.env)) {
    // force: serve the rewrite even if a file of that name ever exists (Netlify's "200!").
    actions.createRedirect({ fromPath, toPath, statusCode: 200, force: true })
  }
  // A language's own 404 page answers the unknown addresses under its prefix (config/not-found.ts). Not forced, and
  // less specific than any rule above, which the adapter's sort puts first: a page, a file or a writer's redirect wins.
  const { pages } = (store.getState as () => unknown)() as { pages: Map<string, unknown> }
  const languages = languagesOf(contentDirOf(store))
  for (const pagePath of [...pages.keys()].sort()) {
    const rule = notFoundRule(languages, pagePath)
    if (rule) actions.createRedirect(rule)
  }
}
