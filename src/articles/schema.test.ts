import { validateData } from "../../schema/validate"
import { articleFrontmatterSchema, authorSchema } from "./schema"

const file = "content/blog/x/index.md"
const valid = {
  title: "How to build a fair weekly rota",
  description: "A".repeat(130),
  date: "2026-10-14T03:30:00.000Z",
  authors: ["priya-raman"],
  tags: ["scheduling"],
  cover: "./cover.png",
  coverAlt: "A rota board",
}
const errors = (data: object) => {
  const result = validateData(file, articleFrontmatterSchema, data, "front matter")
  return result.ok ? [] : result.errors
}

describe("the article front matter schema", () => {
  it("accepts the agreed format and fills in its defaults", () => {
    const result = validateData(file, articleFrontmatterSchema, valid, "front matter")
    expect(result.ok && result.data).toMatchObject({
      draft: false,
      related: [],
      date: new Date("2026-10-14T03:30:00Z"),
    })
  })

  it("reads a date alone as midnight UTC, and a date and time with its offset", () => {
    const parse = (date: string) => articleFrontmatterSchema.parse({ ...valid, date }).date.toISOString()
    expect(parse("2026-10-14")).toBe("2026-10-14T00:00:00.000Z")
    expect(parse("2026-10-14T09:00:00+05:30")).toBe("2026-10-14T03:30:00.000Z")
  })

  it.each([
    [{ coverAlt: undefined }, 'content/blog/x/index.md: front matter field "coverAlt" is required'],
    [{ tags: "scheduling" }, 'content/blog/x/index.md: front matter field "tags" must be a list'],
    [{ tags: [] }, 'content/blog/x/index.md: front matter field "tags" must name at least one tag'],
    [
      { tags: ["a", "b", "c", "d", "e", "f"] },
      'content/blog/x/index.md: front matter field "tags" may name at most 5 tags',
    ],
    [
      { authors: ["Priya Raman"] },
      'content/blog/x/index.md: front matter field "authors.0" must be lower-case letters and digits joined by hyphens, such as fair-rotas',
    ],
    [
      { description: "Too short" },
      'content/blog/x/index.md: front matter field "description" must be between 120 and 160 characters long',
    ],
    [
      { title: "T".repeat(71) },
      'content/blog/x/index.md: front matter field "title" must be at most 70 characters (it is the page title and the social card)',
    ],
    [
      { cover: "../elsewhere/cover.png" },
      'content/blog/x/index.md: front matter field "cover" must name an image beside it, such as ./cover.png (PNG, JPEG or WebP)',
    ],
    [
      { canonical: "http://example.com/x" },
      'content/blog/x/index.md: front matter field "canonical" must be an absolute https:// address',
    ],
    [{ updated: "2026-01-01" }, 'content/blog/x/index.md: front matter field "updated" must not be before date'],
    [
      { date: "14/10/2026" },
      'content/blog/x/index.md: front matter field "date" must be a date like 2026-10-14, or a date and time with its offset like "2026-10-14T09:00:00+05:30"',
    ],
    [
      { slug: "/blog/x" },
      'content/blog/x/index.md: front matter has unknown field "slug" (check the spelling; allowed fields are listed in content/README.md)',
    ],
  ])("refuses %j naming file and field", (change, message) => {
    expect(errors({ ...valid, ...change })).toEqual([message])
  })

  it("refuses an author's bio out of 80 to 300 characters, in the YAML's words", () => {
    const result = validateData(
      "content/authors/a.yaml",
      authorSchema,
      { name: "A", role: "R", photo: "./a.png", bio: "Short." },
      "YAML",
    )
    expect(result.ok ? [] : result.errors).toEqual([
      'content/authors/a.yaml: YAML field "bio" must be between 80 and 300 characters long',
    ])
  })
})
