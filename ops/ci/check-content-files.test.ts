// The fast path's schema step: the content as committed passes; a broken copy is refused with the build's own
// messages (the same the build test expects from `gatsby build`), every problem at once.
import fs from "fs"
import os from "os"
import path from "path"
import { checkContentFiles } from "./check-content-files"

const ROOT = path.resolve(__dirname, "../..")

test("the content as committed has no problem", () => {
  expect(checkContentFiles(ROOT)).toEqual([])
})

test("a broken copy is refused naming each file and field", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-files-"))
  try {
    fs.cpSync(path.join(ROOT, "content"), path.join(root, "content"), { recursive: true })
    fs.cpSync(path.join(ROOT, "tests/fixtures/broken-content"), path.join(root, "content"), { recursive: true })
    const pricing = path.join(root, "content/pricing.yaml")
    fs.writeFileSync(pricing, fs.readFileSync(pricing, "utf8").replace(/yearly: [\d.]+/, "yearly: lots"))
    fs.writeFileSync(path.join(root, "content/pages/broken-yaml.md"), "---\ntitle: [unclosed\n---\n\nText.\n")
    const problems = checkContentFiles(root)
    expect(problems).toEqual(
      expect.arrayContaining([
        'content/pages/about.md: front matter field "title" is required',
        expect.stringMatching(/^content\/pages\/careers\.md: front matter field "template" must be one of "prose"/),
        expect.stringMatching(/^content\/pricing\.yaml: plan "[^"]+": field "prices\.\w+\.yearly" must be a number$/),
        expect.stringMatching(/^content\/pages\/broken-yaml\.md: the front matter is not valid YAML/),
      ]),
    )
  } finally {
    fs.rmSync(root, { recursive: true, force: true })
  }
})
