/**
 * @jest-environment node
 */
// The list of section drawings (src/sections/views.tsx) is written from the registry, so adding a type is its folder
// and one registry line. What the build would write must be what is committed, and a new folder must be picked up.
import fs from "fs"
import os from "os"
import path from "path"
import { exportName, VIEWS_FILE, viewsSource } from "./views-file"
import { SECTION_MODULES } from "../registry"

describe("the section views file", () => {
  it("is what the registry gives (run `npx tsx src/sections/build/views-file.ts`, or any build, to rewrite it)", () => {
    expect(fs.readFileSync(VIEWS_FILE, "utf8")).toBe(viewsSource())
  })

  it("lists every type of the registry, in its order, each by its folder's drawing or none", () => {
    const lines = fs
      .readFileSync(VIEWS_FILE, "utf8")
      .split("\n")
      .filter((line) => /^ {2}("?[a-z-]+"?): /.test(line))
    expect(lines.map((line) => line.trim().split(":")[0]!.replace(/"/g, ""))).toEqual(Object.keys(SECTION_MODULES))
    expect(lines).toContain('  "media-rows": mediaRowsView,')
    // pricing's island draws the whole section: its folder has no view.tsx.
    expect(lines).toContain("  pricing: {},")
  })

  it("picks up a new type's folder from the registry's list alone", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "section-views-"))
    try {
      fs.mkdirSync(path.join(dir, "types/shift-notice"), { recursive: true })
      fs.writeFileSync(path.join(dir, "types/shift-notice/view.tsx"), "")
      fs.mkdirSync(path.join(dir, "types/bare"), { recursive: true })
      const source = viewsSource(["hero", "shift-notice", "bare"], dir)
      expect(exportName("shift-notice")).toBe("shiftNotice")
      expect(source).toContain('import { shiftNoticeView } from "./types/shift-notice/view"')
      expect(source).toContain('  "shift-notice": shiftNoticeView,\n  bare: {},\n}')
      // hero's folder is not in this directory, so it is listed with no drawing: the folder decides, not the name.
      expect(source).toContain("  hero: {},")
      expect(source).not.toContain("heroView")
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
