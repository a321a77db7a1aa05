// Every setting is read in one place with its default, and listed twice for people: the table in
// docs/configuration.md and .env.example. This keeps the three in step: a variable the code reads that no one can
// find, or a documented one nothing reads, fails here.
import fs from "node:fs"
import path from "node:path"

const ROOT = path.resolve(__dirname, "..")
const SOURCES = ["api", "config", "gatsby", "cms", "server", "ops", "src", "gatsby-config.ts"]

// Not settings: set by the platform, the build or a tool for its own use, never by whoever runs the site.
const NOT_SETTINGS: Record<string, string> = {
  NODE_ENV: "set by Gatsby and Node tooling",
  BUILD_STAGE: "set by Gatsby's webpack config in each bundle it compiles (src/search/search-attributes.ts reads it)",
  CI: "set by CI runners",
  NETLIFY: "set by Netlify's build",
  NETLIFY_LOCAL: "set by netlify-cli's builds (netlify build, netlify deploy --build)",
  CONTEXT: "set by Netlify's build (production, deploy-preview, branch-deploy)",
  REPOSITORY_URL: "set by Netlify's build; the editor's repository falls back to it (config/cms.ts)",
  GIT_REPO_DIRECTORY: "decap-server's own variable, which cms/local-server.ts sets for it",
  PATH: "the shell's",
  HOME: "the shell's",
  GATSBY_LANGUAGE_CODES:
    "set by the build from content/languages.yaml for the browser bundle (gatsby/email-content.ts), never by a person",
}

/** GitHub Actions describes each run in GITHUB_* variables (ops/ci/github-context.ts reads them); the token is ours. */
const setByActions = (name: string) => name.startsWith("GITHUB_") && name !== "GITHUB_TOKEN"

function sourceFiles(entry: string): string[] {
  const full = path.join(ROOT, entry)
  if (fs.statSync(full).isFile()) return [full]
  return fs
    .readdirSync(full, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(tsx?|cjs|mjs)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(full, file))
}

/**
 * Names the server, the build and the tools read: `env.NAME`, `process.env.NAME`, `env["NAME"]`. Actions' own
 * GITHUB_* names need no row, but one that a command also reads off Actions (publish-scheduled, run by hand) may have.
 */
function readByCode({ withActions = false } = {}): Set<string> {
  const names = new Set<string>()
  for (const file of SOURCES.flatMap(sourceFiles)) {
    const code = fs
      .readFileSync(file, "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/(^|\s)\/\/.*$/gm, "$1")
    for (const match of code.matchAll(/\b(?:process\.)?env(?:\.([A-Z][A-Z0-9_]+)\b|\[\s*"([A-Z][A-Z0-9_]+)"\s*\])/g)) {
      const name = match[1] ?? match[2]!
      if (!(name in NOT_SETTINGS) && !name.startsWith("SHIFTWISE_BUILD_") && (withActions || !setByActions(name)))
        names.add(name)
    }
  }
  return names
}

const table = fs.readFileSync(path.join(ROOT, "docs/configuration.md"), "utf8")
const rows = table.split("\n").filter((line) => /^\| `[A-Z]/.test(line))
const documented = new Map(
  rows.flatMap((row) => {
    const [, first = "", , meaning = ""] = row.split("|").map((cell) => cell.trim())
    return [...first.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => [match[1]!, meaning] as const)
  }),
)
const example = new Set(
  [...fs.readFileSync(path.join(ROOT, ".env.example"), "utf8").matchAll(/^([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!),
)

test("every variable the code reads is in docs/configuration.md", () => {
  const missing = [...readByCode()].filter((name) => !documented.has(name)).sort()
  expect(missing).toEqual([])
})

test("every documented variable is read somewhere (tests and tools included)", () => {
  const everywhere = readByCode({ withActions: true })
  for (const entry of ["tests", "harness", "tools"]) {
    for (const file of sourceFiles(entry)) {
      for (const match of fs.readFileSync(file, "utf8").matchAll(/\benv\.([A-Z][A-Z0-9_]+)\b|\["([A-Z][A-Z0-9_]+)"\]/g))
        everywhere.add(match[1] ?? match[2]!)
    }
  }
  const unread = [...documented.keys()].filter((name) => !everywhere.has(name)).sort()
  expect(unread).toEqual([])
})

test(".env.example lists every variable of the table, and nothing else", () => {
  expect([...example].sort()).toEqual([...documented.keys()].sort())
})
