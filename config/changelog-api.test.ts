import fs from "fs"
import os from "os"
import path from "path"
import { appOrigin, changelogCorsHeaders, changelogHeaderRules } from "./changelog-api"

describe("/changelog.json's CORS", () => {
  let dir = ""
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), "changelog-api-"))))
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it("allows the app's origin named in site.yaml, and nothing when it names none", () => {
    fs.writeFileSync(path.join(dir, "site.yaml"), "productName: X\nappOrigin: https://app.example.com/\n")
    expect(appOrigin(dir)).toBe("https://app.example.com")
    expect(changelogCorsHeaders(appOrigin(dir))).toEqual({ "access-control-allow-origin": "https://app.example.com" })
    expect(changelogHeaderRules(appOrigin(dir)).map((rule) => rule.source)).toEqual([
      "/changelog.json",
      "/changelog/schema-v1.json",
    ])
    fs.writeFileSync(path.join(dir, "site.yaml"), "productName: X\n")
    expect(appOrigin(dir)).toBeNull()
    expect(changelogCorsHeaders(null)).toEqual({})
    expect(changelogHeaderRules(null)).toEqual([])
  })
})
