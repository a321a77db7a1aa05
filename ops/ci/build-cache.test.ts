// The build cache's key changes with the code the build is made of, and not with content, docs or tests.
import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { buildCacheKey } from "./build-cache"

test("a content, test or docs change keeps the key; a component, the lockfile or a post-build step changes it", () => {
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), "build-cache-"))
  const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, encoding: "utf8" })
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true })
    fs.writeFileSync(path.join(repo, file), text)
    git("add", "-A")
  }
  try {
    git("init", "-q")
    for (const file of ["gatsby-config.ts", "package-lock.json", "src/header.tsx", "gatsby/post-build.ts"])
      write(file, "1\n")
    write("content/pages/about.md", "1\n")
    const key = buildCacheKey(repo)
    expect(key).toMatch(/^gatsby-build-v1-[0-9a-f]{20}$/)
    for (const file of [
      "content/pages/about.md",
      "content/pricing.yaml",
      "tests/e2e/x.test.ts",
      "docs/deploy.md",
      "ops/ci/x.ts",
    ]) {
      write(file, "2\n")
      expect(buildCacheKey(repo)).toBe(key)
    }
    const seen = new Set([key])
    for (const file of ["src/header.tsx", "package-lock.json", "gatsby/post-build.ts", "static/robots.txt", ".nvmrc"]) {
      write(file, "changed\n")
      const next = buildCacheKey(repo)
      expect(seen.has(next)).toBe(false)
      seen.add(next)
    }
  } finally {
    fs.rmSync(repo, { recursive: true, force: true })
  }
})
