import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

const ROOT = path.resolve(__dirname, "..")

/** A content folder with two English files and a Hindi translation of each, neither recording its English. */
function staleContent(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "translations-cli-"))
  const files: Record<string, string> = {
    "content/languages.yaml":
      "- code: en\n  name: English\n  locale: en-IN\n- code: hi\n  name: हिन्दी\n  locale: hi-IN\n",
    "content/site.yaml": "tagline: Rotas\n",
    "content/form.yaml": "title: Tell us\n",
    "content/hi/site.yaml": "tagline: रोटा\n",
    "content/hi/form.yaml": "title: बताइए\n",
  }
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  return dir
}

const translations = (dir: string, args: string[]) =>
  spawnSync(
    process.execPath,
    [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), path.join(ROOT, "ops/translations.ts"), ...args],
    {
      cwd: dir,
      env: { ...process.env, CONTENT_DIR: path.join(dir, "content") },
      encoding: "utf8",
    },
  )

describe("npm run translations", () => {
  it("records several reviewed files after one --reviewed, and then reports nothing stale", () => {
    const dir = staleContent()
    try {
      const before = translations(dir, [])
      expect(before.status).toBe(1)
      expect(before.stdout).toMatch(/stale\s+content\/hi\/site\.yaml/)
      expect(before.stdout).toMatch(/stale\s+content\/hi\/form\.yaml/)

      const recorded = translations(dir, ["--reviewed", "content/hi/site.yaml", "content/hi/form.yaml"])
      expect(recorded.stderr).toBe("")
      expect(recorded.status).toBe(0)
      expect(fs.readFileSync(path.join(dir, "content/hi/site.yaml"), "utf8")).toMatch(
        /^translatedFrom: "[0-9a-f]{12}"\n/,
      )
      expect(fs.readFileSync(path.join(dir, "content/hi/form.yaml"), "utf8")).toMatch(
        /^translatedFrom: "[0-9a-f]{12}"\n/,
      )

      const after = translations(dir, [])
      expect(after.status).toBe(0)
      expect(after.stdout).not.toMatch(/stale/)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it("refuses a file named without --reviewed, and records nothing", () => {
    const dir = staleContent()
    try {
      const run = translations(dir, ["content/hi/site.yaml"])
      expect(run.status).toBe(2)
      expect(run.stderr).toContain("takes files only after --reviewed")
      expect(fs.readFileSync(path.join(dir, "content/hi/site.yaml"), "utf8")).toBe("tagline: रोटा\n")
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
