// The build's last step (`npm run build` runs it after `gatsby build`): what needs the adapter's finished output.
import path from "path"
import { finishHeaders } from "./cdn-headers"
import { checkFunctionWrappers } from "./netlify-functions"
import { languagesOf } from "../schema/languages"

const root = path.resolve(__dirname, "..")
try {
  const wrappers = checkFunctionWrappers(root)
  const languages = languagesOf(path.resolve(root, process.env.CONTENT_DIR ?? "content"))
  const pages = finishHeaders(path.join(root, "public"), languages)
  console.log(`public/_headers: security headers for every path, Content-Security-Policy for ${pages} HTML pages`)
  console.log(`.netlify/functions-internal: ${wrappers} Function wrappers carry the adapter patch`)
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}
