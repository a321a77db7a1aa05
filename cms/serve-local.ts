// `npm run cms`: the writers' editor on this machine. Serves the last build (building first if there is none) with
// Decap's local backend on 127.0.0.1, and prints the address to open. A save writes the file in this working copy
// (`-- --git`: and commits it); `npm run build` shows saved changes on the site, the editor's preview at once.
import { execFileSync, spawnSync } from "child_process"
import fs from "fs"
import path from "path"
import type { AddressInfo } from "net"
import { cmsSettings } from "../config/cms"
import { createLocalServer } from "./local-server"

const root = path.resolve(__dirname, "..")
const mode = process.argv.includes("--git") ? "git" : "fs"
// `-- --repo DIR`: another working copy to edit (the browser tests edit a temporary clone), this checkout's build.
const repoFlag = process.argv.indexOf("--repo")
const repoDir = repoFlag > 0 && process.argv[repoFlag + 1] ? path.resolve(process.argv[repoFlag + 1]!) : root

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(root, "public", "admin", "index.html"))) {
    console.log("No build with the editor in public/ yet: running `npm run build` first (a few minutes).")
    const built = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" })
    if (built.status !== 0) process.exit(built.status ?? 1)
  }
  if (mode === "git") {
    // decap-server commits on the configured branch, checking it out in the working copy if need be.
    const { branch } = cmsSettings(process.env, repoDir)
    const current = execFileSync("git", ["-C", repoDir, "branch", "--show-current"], { encoding: "utf8" }).trim()
    if (current !== branch) {
      console.error(
        `--git commits to ${branch} (CMS_BRANCH), but ${repoDir} has ${current || "no branch"} checked out.`,
      )
      process.exit(1)
    }
  }
  const host = process.env.HOST || "127.0.0.1"
  const port = Number(process.env.PORT ?? 9100)
  const app = await createLocalServer({ root, repoDir, mode, host })
  const server = app.listen(port, host, () => {
    const { port: actual } = server.address() as AddressInfo
    console.log(
      `Content editor: http://${host}:${actual}/admin (${mode === "git" ? "each save is a commit" : "saves write the files in content/"})`,
    )
    console.log(`Site (the last build): http://${host}:${actual}/`)
  })
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.close(() => process.exit(0)))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
