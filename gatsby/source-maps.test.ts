import fs from "fs"
import os from "os"
import path from "path"
import { moveSourceMaps } from "./source-maps"

function tree(root: string, files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
    fs.writeFileSync(path.join(root, name), text)
  }
}

const list = (dir: string): string[] =>
  fs.existsSync(dir)
    ? (fs.readdirSync(dir, { recursive: true }) as string[])
        .filter((f) => fs.statSync(path.join(dir, f)).isFile())
        .sort()
    : []

describe("moveSourceMaps", () => {
  let root: string
  beforeEach(() => (root = fs.mkdtempSync(path.join(os.tmpdir(), "maps-"))))
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

  it("leaves no .map in public/ and keeps each one, at the same path, in the maps folder", () => {
    const pub = path.join(root, "public")
    const maps = path.join(root, "source-maps")
    tree(pub, {
      "app-0123456789abcdef0123.js": "code",
      "app-0123456789abcdef0123.js.map": '{"version":3}',
      "static/d/component---x.js.map": '{"version":3}',
      "index.html": "<html>",
    })
    tree(maps, { "app-old.js.map": "from an earlier build" })

    expect(moveSourceMaps(pub, maps)).toBe(2)

    expect(list(pub)).toEqual(["app-0123456789abcdef0123.js", "index.html"])
    expect(list(maps)).toEqual(["app-0123456789abcdef0123.js.map", path.join("static", "d", "component---x.js.map")])
    expect(fs.readFileSync(path.join(maps, "app-0123456789abcdef0123.js.map"), "utf8")).toBe('{"version":3}')
  })
})
