// A writer who changes a page's address in the editor keeps the old one working: the save writes it among the page's
// former addresses, which the build turns into a permanent redirect (gatsby/addresses/content-redirects.ts).
import fs from "fs"
import os from "os"
import path from "path"
import { contentRedirects } from "../gatsby/addresses/content-redirects"
import { planRedirects } from "../gatsby/addresses/redirect-rules"
import { frontmatterFormat } from "./page-format"
import { entryProblems } from "./validate-entry"

const PAGE = "---\ntitle: Shiftwise for garden centres\nslug: /for-garden-centres\ndescription: x\n---\n\nText.\n"

describe("a page's address changed in the editor", () => {
  it("writes the old address among its former ones, once, and the build redirects it to the new one", () => {
    const page = frontmatterFormat.fromFile(PAGE)
    const saved = frontmatterFormat.toFile({ ...page, slug: "/for-garden-shops" })
    expect(saved).toBe(
      "---\ntitle: Shiftwise for garden centres\nslug: /for-garden-shops\ndescription: x\nformerSlugs:\n  - /for-garden-centres\n---\n\nText.\n",
    )
    // Saved again before the editor read the file back: still one former address.
    expect(frontmatterFormat.toFile({ ...page, slug: "/for-garden-shops" })).toBe(saved)
    expect(entryProblems("landing-pages", "content/pages/garden.md", frontmatterFormat.fromFile(saved))).not.toContain(
      expect.stringContaining("formerSlugs"),
    )

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "former-slugs-"))
    try {
      fs.mkdirSync(path.join(dir, "pages"))
      fs.writeFileSync(path.join(dir, "pages", "garden.md"), saved)
      const { rules } = planRedirects(contentRedirects(dir).entries)
      expect(rules).toEqual([
        {
          from: "/for-garden-centres",
          to: "/for-garden-shops",
          status: 301,
          source: 'content/pages/garden.md: front matter field "formerSlugs" (/for-garden-centres)',
        },
      ])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it("redirects a translation's former address too", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "former-slugs-"))
    try {
      fs.mkdirSync(path.join(dir, "pages", "hi"), { recursive: true })
      fs.writeFileSync(
        path.join(dir, "pages", "hi", "garden.md"),
        "---\ntitle: बगीचा\nslug: /hi/for-garden-shops\nformerSlugs:\n  - /hi/for-garden-centres\n---\n",
      )
      expect(planRedirects(contentRedirects(dir).entries).rules).toEqual([
        {
          from: "/hi/for-garden-centres",
          to: "/hi/for-garden-shops",
          status: 301,
          source: 'content/pages/hi/garden.md: front matter field "formerSlugs" (/hi/for-garden-centres)',
        },
      ])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it("adds nothing to a new page, nor when the address is unchanged", () => {
    frontmatterFormat.fromFile(PAGE)
    expect(
      frontmatterFormat.toFile({ title: "A new page", slug: "/brand-new", description: "x", body: "Hi" }),
    ).not.toContain("formerSlugs")
    expect(frontmatterFormat.toFile(frontmatterFormat.fromFile(PAGE))).toBe(PAGE)
  })
})
