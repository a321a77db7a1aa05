// onPreInit, the first thing a build does: what must be right before Gatsby compiles anything, each in its own module:
// the section types' drawings listed from the registry (src/sections/views.tsx, which the static parts import), the
// writers' redirects, and the email copy (which the Functions' compile then inlines).
import type { GatsbyNode } from "gatsby"
import { onPreInit as readEmailContent } from "./email-content"
import { checkRedirects } from "./redirects"
import { writeViewsFile } from "../src/sections/build/views-file"

type Args = Parameters<NonNullable<GatsbyNode["onPreInit"]>>

// Two parameters, not three: Gatsby waits for a callback from an API function that declares three
// (gatsby/dist/utils/api-runner-node.js, `length === 3`), and a build whose onPreInit never calls it ends there, exit 0.
export const onPreInit: GatsbyNode["onPreInit"] = (args, options) => {
  if (writeViewsFile()) args.reporter.info("src/sections/views.tsx written from the section registry")
  checkRedirects(args)
  return (readEmailContent as (args: Args[0], options: Args[1]) => void)(args, options)
}
