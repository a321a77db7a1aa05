/**
 * @jest-environment node
 */
// sharp, like esbuild, wants Node's own Buffer, not jsdom's.
import fs from "fs"
import os from "os"
import path from "path"
import sharp from "sharp"
import { writeSocialImages } from "./social-images"

describe("the social images", () => {
  let root: string
  let publicDir: string
  const brand = { productName: "Shiftwise", tagline: "Shifts, sorted" }
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "social-images-"))
    publicDir = path.join(root, "public")
  })
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

  it("draws each page's image, then again only the page whose title changed, and removes a gone page's", async () => {
    const pages = [
      { slug: "/", title: "Home" },
      { slug: "/about", title: "About us" },
      { slug: "/pricing", title: "Pricing" },
    ]
    expect(await writeSocialImages(publicDir, root, pages, brand)).toEqual({ drawn: 3, unchanged: 0, removed: 0 })
    const about = path.join(publicDir, "og/about.png")
    expect(await sharp(about).metadata()).toMatchObject({ width: 1200, height: 630, format: "png" })
    const before = fs.readFileSync(about)

    const homeTime = fs.statSync(path.join(publicDir, "og/home.png")).mtimeMs
    const next = [pages[0]!, { slug: "/about", title: "About the team behind the rota" }]
    expect(await writeSocialImages(publicDir, root, next, brand)).toEqual({ drawn: 1, unchanged: 1, removed: 1 })
    expect(fs.readFileSync(about).equals(before)).toBe(false)
    expect(fs.statSync(path.join(publicDir, "og/home.png")).mtimeMs).toBe(homeTime)
    expect(fs.existsSync(path.join(publicDir, "og/pricing.png"))).toBe(false)

    // A new tagline is on every image: all are drawn again.
    expect(await writeSocialImages(publicDir, root, next, { ...brand, tagline: "Rotas in minutes" })).toEqual({
      drawn: 2,
      unchanged: 0,
      removed: 0,
    })
  })

  it("draws an image again when its file is missing", async () => {
    const pages = [{ slug: "/about", title: "About" }]
    await writeSocialImages(publicDir, root, pages, brand)
    fs.rmSync(path.join(publicDir, "og/about.png"))
    expect(await writeSocialImages(publicDir, root, pages, brand)).toMatchObject({ drawn: 1 })
    expect(fs.existsSync(path.join(publicDir, "og/about.png"))).toBe(true)
  })
})
