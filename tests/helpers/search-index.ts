// gatsby/search-index.ts's writeSearchIndex, run in a Node process of its own as the build runs it: Pagefind's Node API
// is ESM, which Node's require loads (require(esm)) and Jest's module registry does not.
import { execFile } from "child_process"
import path from "path"
import { promisify } from "util"
import type { SearchIndexResult } from "../../gatsby/search-index"

const REPO = path.resolve(__dirname, "../..")

export async function writeSearchIndex(publicDir: string, root: string): Promise<SearchIndexResult> {
  const script = `import("./gatsby/search-index.ts").then((m) => m.writeSearchIndex(process.argv[1], process.argv[2]))
    .then((result) => process.stdout.write(JSON.stringify(result)))`
  const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "-e", script, publicDir, root], {
    cwd: REPO,
  })
  return JSON.parse(stdout) as SearchIndexResult
}
