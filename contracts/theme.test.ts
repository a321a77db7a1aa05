import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { theme, withAlpha } from "./theme"

const root = path.resolve(__dirname, "..")

describe("theme", () => {
  it("writes a token's colour see-through as CSS rgba()", () => {
    expect(withAlpha("#4f46e5", 0.14)).toBe("rgba(79, 70, 229, 0.14)")
    expect(withAlpha("#ffffff", 0.92)).toBe("rgba(255, 255, 255, 0.92)")
  })

  // contracts/theme.ts is the source of truth; the two copies it cannot feed are held to it here.
  it("the emails' brandColor (content/site.yaml) and the favicon are the theme's primary colour", () => {
    const site = yaml.load(fs.readFileSync(path.join(root, "content/site.yaml"), "utf8")) as { brandColor: string }
    expect(site.brandColor.toLowerCase()).toBe(theme.colors.primary)
    expect(fs.readFileSync(path.join(root, "static/favicon.svg"), "utf8")).toContain(`fill="${theme.colors.primary}"`)
  })
})
