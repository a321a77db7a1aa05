// The local editor (`npm run cms -- --git`, the real server on a clone) answers only requests addressed to itself:
// a page on another domain that reaches 127.0.0.1 (DNS rebinding sends `Host: evil.example:<port>`; a cross-site
// request carries `Origin: http://evil.example:<port>`) can neither read the repository through decap-server's
// API nor commit to it.
import fs from "fs"
import http from "http"
import { cloneRepository, git, startEditor, type RunningEditor } from "../../harness/cms"

let editor: RunningEditor
let repo = ""
let port = 0

beforeAll(async () => {
  repo = cloneRepository()
  editor = await startEditor(repo)
  port = Number(new URL(editor.url).port)
}, 120_000)

afterAll(async () => {
  await editor?.stop()
  if (repo) fs.rmSync(repo, { recursive: true, force: true })
})

type Answer = { status: number; body: string }

/** A request to the editor's port with exactly these headers (fetch would not let a test set Host). */
function send(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        headers: {
          ...headers,
          ...(payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        let text = ""
        res.setEncoding("utf8")
        res.on("data", (chunk: string) => (text += chunk))
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }))
      },
    )
    req.on("error", reject)
    req.end(payload)
  })
}

const API = "/admin/local-backend/api/v1"
const own = () => `127.0.0.1:${port}`
const readAbout = { action: "getEntry", params: { branch: "main", path: "content/pages/about.md" } }
const writeAbout = (text: string) => ({
  action: "persistEntry",
  params: {
    branch: "main",
    entry: { slug: "about", path: "content/pages/about.md", raw: text },
    assets: [],
    options: { commitMessage: "Forged save", useWorkflow: false, status: "draft" },
  },
})

describe("the local editor, asked by another host or origin", () => {
  it("serves its own address, by 127.0.0.1 or localhost, pages and API alike", async () => {
    expect((await send("GET", "/admin", { host: own() })).status).toBe(200)
    expect((await send("GET", "/admin", { host: `localhost:${port}` })).status).toBe(200)
    const read = await send("POST", API, { host: own(), origin: `http://${own()}` }, readAbout)
    expect(read.status).toBe(200)
    expect(read.body).toContain("title: About")
  })

  it("refuses to read the repository for a forged Host or a foreign Origin", async () => {
    const forged: Array<Record<string, string>> = [
      { host: `evil.example:${port}` },
      { host: `evil.example:${port}`, origin: `http://evil.example:${port}` },
      { host: own(), origin: `http://evil.example:${port}` },
      { host: own(), origin: "null" },
    ]
    for (const headers of forged) {
      const read = await send("POST", API, headers, readAbout)
      expect({ headers, status: read.status }).toEqual({ headers, status: 403 })
      expect(read.body).not.toContain("About")
    }
    // The site's pages and the editor's page too: nothing answers another host.
    expect((await send("GET", "/admin", { host: `evil.example:${port}` })).status).toBe(403)
    expect((await send("GET", "/about", { host: `evil.example:${port}` })).status).toBe(403)
  })

  it("refuses to write and commit for a forged Host or a foreign Origin; its own origin still can", async () => {
    const before = git(repo, "rev-parse", "HEAD")
    const forged = "---\ntitle: Owned\nslug: /about\n---\n\nForged.\n"
    for (const headers of [
      { host: `evil.example:${port}`, origin: `http://evil.example:${port}` },
      { host: own(), origin: `http://evil.example:${port}` },
    ])
      expect((await send("POST", API, headers, writeAbout(forged))).status).toBe(403)
    expect(git(repo, "rev-parse", "HEAD")).toBe(before)
    expect(git(repo, "status", "--porcelain")).toBe("")
    expect(fs.readFileSync(`${repo}/content/pages/about.md`, "utf8")).not.toContain("Forged.")

    // The same request from the editor's own page is a commit: the guard is what refused the others.
    const written = await send("POST", API, { host: own(), origin: `http://${own()}` }, writeAbout(forged))
    expect(written.status).toBe(200)
    expect(git(repo, "rev-parse", "HEAD")).not.toBe(before)
    expect(git(repo, "log", "-1", "--format=%s")).toBe("Forged save")
  })
})
