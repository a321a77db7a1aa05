// The site and Decap's local backend on one origin, for `npm run cms` and the editor's browser tests: the built
// site as `npm run serve` serves it (server/site-server.ts), and decap-server's middleware answering the editor at
// /admin/local-backend/api/v1, reading and writing `repoDir`. In "fs" mode a save writes the file (the writer
// reviews and commits); in "git" mode each save is a commit, as the GitHub backend makes on the real site.
import path from "path"
import express, { type Express } from "express"
import { createSiteServer } from "../server/site-server"
import { ownAddressOnly } from "./own-address"
import { LOCAL_BACKEND_PATH } from "./paths"

type DecapServer = {
  registerLocalFs: (app: Express, options?: { logLevel?: string }) => Promise<void>
  registerLocalGit: (app: Express, options?: { logLevel?: string }) => Promise<void>
}

export type LocalServerOptions = {
  /** The checkout whose build (public/, .cache/functions) is served. */
  root: string
  /** The working copy the editor reads and writes (default: root). */
  repoDir?: string
  mode?: "fs" | "git"
  /** The address it listens on: requests naming any other host, or from another origin, get 403. */
  host?: string
}

export async function createLocalServer({
  root,
  repoDir = root,
  mode = "fs",
  host = "127.0.0.1",
}: LocalServerOptions): Promise<Express> {
  // decap-server reads the repository's folder from the environment when its middleware is registered.
  process.env.GIT_REPO_DIRECTORY = path.resolve(repoDir)
  // Its package's main module starts a server on import; the middlewares are the part meant for embedding.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- decap-server ships no types or ESM entry
  const decap = require("decap-server/dist/middlewares") as DecapServer
  const backend = express()
  await (mode === "git" ? decap.registerLocalGit : decap.registerLocalFs)(backend, { logLevel: "warn" })
  const app = express()
  app.disable("x-powered-by")
  // First: nothing (the site, the repository's files, a commit) answers a request addressed to another host.
  app.use(ownAddressOnly(host))
  app.use(LOCAL_BACKEND_PATH.replace(/\/api\/v1$/, ""), backend)
  app.use(createSiteServer({ root }))
  return app
}
