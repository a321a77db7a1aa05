import fs from "fs"
import path from "path"
import { uncaptionedTables } from "./table-captions"

describe("uncaptionedTables", () => {
  it("accepts a table with a caption line and a blank line above it", () => {
    expect(
      uncaptionedTables("a.md", "Text.\n\nTable: Cookies we set\n\n| A | B |\n| --- | --- |\n| 1 | 2 |\n"),
    ).toEqual([])
  })

  it("names the file and the table's header when the caption line is missing", () => {
    expect(
      uncaptionedTables("content/pages/privacy.md", "Intro.\n\n| Purpose | Basis |\n|:---|---:|\n| a | b |"),
    ).toEqual([
      'content/pages/privacy.md: the table "| Purpose | Basis |" needs a caption: write a line "Table: what the table lists" above it, then a blank line',
    ])
  })

  it("wants the blank line between the caption and the table (without it Markdown makes them one paragraph)", () => {
    expect(uncaptionedTables("a.md", "Table: Cookies\n| A | B |\n| --- | --- |\n")).toHaveLength(1)
  })

  it("ignores tables inside a fenced code block", () => {
    expect(uncaptionedTables("a.md", "```markdown\n| A | B |\n| --- | --- |\n```\n")).toEqual([])
  })

  it("passes every page in content/, its translations included", () => {
    const dir = path.resolve(__dirname, "../content/pages")
    const names = fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((name) => name.endsWith(".md"))
    expect(names).toContain(path.join("hi", "privacy.md"))
    for (const name of names) expect(uncaptionedTables(name, fs.readFileSync(path.join(dir, name), "utf8"))).toEqual([])
  })
})
