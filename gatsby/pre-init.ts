// onPreInit, the first thing a build does: the checks of content that can fail before Gatsby compiles anything,
// each in its own module: the writers' redirects, and the email copy (which the Functions' compile then inlines).
import type { GatsbyNode } from "gatsby"
import { onPreInit as readEmailContent } from "./email-content"
import { checkRedirects } from "./redirects"

type Args = Parameters<NonNullable<GatsbyNode["onPreInit"]>>

// Two parameters, not three: Gatsby waits for a callback from an API function that declares three
// (gatsby/dist/utils/api-runner-node.js, `length === 3`), and a build whose onPreInit never calls it ends there, exit 0.
export const onPreInit: GatsbyNode["onPreInit"] = (args, options) => {
  checkRedirects(args)
  return (readEmailContent as (args: Args[0], options: Args[1]) => void)(args, options)
}
