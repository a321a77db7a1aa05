// onPreInit, the first thing a build does: the checks of content that can fail before Gatsby compiles anything,
// each in its own module: the email copy (which the Functions' compile then inlines) and the writers' redirects.
import type { GatsbyNode } from "gatsby"
import { onPreInit as readEmailContent } from "./email-content"
import { checkRedirects } from "./redirects"

export const onPreInit: GatsbyNode["onPreInit"] = (args, options, callback) => {
  checkRedirects(args)
  return readEmailContent?.(args, options, callback)
}
