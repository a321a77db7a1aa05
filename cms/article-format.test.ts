import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { ARTICLE_KINDS, changelog, customers } from "../src/articles/kinds"
import { ARTICLE_DATA, articleFrontmatterSchema } from "../src/articles/schema"
import { articleDataFormat, articleFormat, articleFormatFor, bodyImagesBeside } from "./article-format"
import { articleDateText, articleInstant, siteInputValue } from "./article-date/article-date"
import { articleDateNote } from "./article-date/article-date-widget"
import { entryProblems } from "./validate-entry"

const CONTENT = path.resolve(__dirname, "../content")
const read = (file: string) => fs.readFileSync(path.join(CONTENT, file), "utf8")
const posts = ARTICLE_KINDS.flatMap((kind) =>
  fs
    .readdirSync(path.join(CONTENT, kind.dir))
    .filter((name) => kind.layout === "bundle" || name.endsWith(".md"))
    .map((name) => ({ kind, file: kind.layout === "bundle" ? `${kind.dir}/${name}/index.md` : `${kind.dir}/${name}` })),
)
const front = (text: string) => yaml.load(/^---\n([\s\S]*?)\n---/.exec(text)![1]!) as Record<string, unknown>

describe("how the editor reads and writes articles", () => {
  it("an article of any kind read and written unchanged is byte for byte the file (dates unquoted, related posts by folder)", () => {
    expect(posts.length).toBeGreaterThanOrEqual(6)
    for (const { kind, file } of posts) {
      const format = articleFormatFor(kind)
      expect([file, format.toFile(format.fromFile(read(file)))]).toEqual([file, read(file)])
    }
  })

  it("writes a story's logos and quote photos and an entry's media as files beside it, and leaves out each kind's defaults", () => {
    const story = articleFormatFor(customers)
    const saved = front(
      story.toFile({
        ...story.fromFile(read("customers/kestrel-fresh-markets/index.md")),
        logo: "logo.svg",
        quotes: [{ text: "Yes.", name: "A", role: "B", photo: "a.png" }],
      }),
    )
    expect(saved).toMatchObject({ logo: "./logo.svg", quotes: [{ photo: "./a.png" }], example: true })
    expect(saved).not.toHaveProperty("related")
    const entry = articleFormatFor(changelog)
    const written = front(
      entry.toFile({
        ...entry.fromFile(read("changelog/kiosk-offline-punches.md")),
        media: [{ image: "kiosk.png", alt: "A kiosk" }],
      }),
    )
    expect(written.media).toEqual([{ image: "./kiosk.png", alt: "A kiosk" }])
    expect(written).not.toHaveProperty("breaking")
    // Checked before saving with the kind's own schema and words.
    expect(
      entryProblems("changelog", "content/changelog/x.md", { ...written, type: "feature", body: "Text." }),
    ).toEqual([
      'content/changelog/x.md: front matter field "type" must be one of "new", "improved", "fixed", "security", "deprecated"',
    ])
    expect(entryProblems("customers", undefined, { ...saved, metrics: [], body: "Text." })).toEqual([
      'content/customers/(new story)/index.md: front matter field "metrics" must have at least one metric (value, unit and label)',
    ])
  })

  it("an author, tag or series read and written unchanged is byte for byte the file", () => {
    for (const { dir } of Object.values(ARTICLE_DATA))
      for (const name of fs.readdirSync(path.join(CONTENT, dir)).filter((f) => f.endsWith(".yaml")))
        expect(articleDataFormat.toFile(articleDataFormat.fromFile(read(`${dir}/${name}`)))).toBe(
          read(`${dir}/${name}`),
        )
  })

  it("saving a post rewrites only the fields that changed; a new post is written as writers type one", () => {
    const original = read("blog/fair-weekly-rota/index.md")
    const post = articleFormat.fromFile(original)
    const saved = articleFormat.toFile({ ...post, title: "How to build a fair rota", tags: ["scheduling"] })
    const changed = (a: string, b: string) => {
      const before = a.split("\n")
      return b.split("\n").filter((line, index) => line !== before[index])
    }
    expect(changed(original, saved)).toEqual(["title: How to build a fair rota", "tags: [scheduling]"])
    const fresh = articleFormat.toFile({
      title: "Night shifts that people choose",
      description: "d".repeat(130),
      date: "2026-12-01T09:00:00+05:30",
      authors: ["rohan-mathur"],
      tags: ["scheduling", "product"],
      cover: "night.png",
      coverAlt: "A rota at night",
      draft: false,
      related: ["fair-weekly-rota/index"],
      body: "Text with ![a chart](chart.png).",
    })
    expect(front(fresh)).toEqual({
      title: "Night shifts that people choose",
      description: "d".repeat(130),
      date: new Date("2026-12-01T03:30:00Z"),
      authors: ["rohan-mathur"],
      tags: ["scheduling", "product"],
      cover: "./night.png",
      coverAlt: "A rota at night",
      related: ["fair-weekly-rota"],
    })
    expect(fresh).toContain("date: 2026-12-01T09:00:00+05:30\n")
    expect(fresh).toContain("tags: [scheduling, product]\n")
    expect(fresh).toMatch(/---\n\nText with !\[a chart\]\(\.\/chart\.png\)\.\n$/)
  })

  it("knows a related post by its entry in the editor (folder/index) and writes the folder", () => {
    const post = articleFormat.fromFile(read("blog/fair-weekly-rota/index.md"))
    expect(post.related).toEqual(["shift-swaps-without-chaos/index", "cut-overtime-keep-coverage/index"])
    expect(front(articleFormat.toFile(post)).related).toEqual([
      "shift-swaps-without-chaos",
      "cut-overtime-keep-coverage",
    ])
  })

  it("writes pictures uploaded beside the post with ./, in the cover and the text, and the build's schema takes it", () => {
    const post = articleFormat.fromFile(read("blog/fair-weekly-rota/index.md"))
    const saved = articleFormat.toFile({
      ...post,
      cover: "new-cover.png",
      body: 'Intro.\n\n![A rota board](figure-2.png "Week 12")\n\n![Logo](/images/logo.png) and ![x](https://example.com/a.png)\n',
    })
    expect(front(saved).cover).toBe("./new-cover.png")
    expect(saved).toContain('![A rota board](./figure-2.png "Week 12")')
    expect(saved).toContain("![Logo](/images/logo.png) and ![x](https://example.com/a.png)")
    expect(articleFrontmatterSchema.safeParse(front(saved)).success).toBe(true)
    expect(bodyImagesBeside("![a](<my figure.png>)")).toBe("![a](<my figure.png>)")
  })

  it("leaves the schema's defaults out (draft false, no related posts) and keeps a draft", () => {
    const post = articleFormat.fromFile(read("blog/shift-swaps-without-chaos/index.md"))
    expect(post).toMatchObject({ draft: false, related: [] })
    const written = articleFormat.toFile(post)
    expect(written).not.toMatch(/^(draft|related):/m)
    expect(front(articleFormat.toFile({ ...post, draft: true })).draft).toBe(true)
  })

  it("checks a post before saving as the build does, the picture's ./ added first", () => {
    const post = articleFormat.fromFile(read("blog/fair-weekly-rota/index.md"))
    expect(entryProblems("blog", "content/blog/fair-weekly-rota/index.md", { ...post, cover: "cover.png" })).toEqual([])
    expect(entryProblems("blog", undefined, { ...post, coverAlt: "", tags: [] })).toEqual([
      'content/blog/(new post)/index.md: front matter field "tags" must name at least one tag',
      'content/blog/(new post)/index.md: front matter field "coverAlt" is required',
    ])
    const author = articleDataFormat.fromFile(read("authors/rohan-mathur.yaml"))
    expect(entryProblems("authors", undefined, { ...author, photo: "rohan.png" })).toEqual([])
    expect(entryProblems("authors", "content/authors/rohan-mathur.yaml", { ...author, bio: "Short." })).toEqual([
      'content/authors/rohan-mathur.yaml: YAML field "bio" must be between 80 and 300 characters long',
    ])
  })
})

describe("an article's date in the editor", () => {
  it("is typed in the site's zone and stored with that zone's offset, as the build reads it", () => {
    expect(articleDateText("2026-10-14T09:00", "Asia/Kolkata")).toBe("2026-10-14T09:00:00+05:30")
    expect(articleInstant("2026-10-14T09:00:00+05:30")).toEqual(new Date("2026-10-14T03:30:00Z"))
    // London: winter is UTC+00:00, summer +01:00; the hour the clocks skip is refused.
    expect(articleDateText("2026-01-14T09:00", "Europe/London")).toBe("2026-01-14T09:00:00+00:00")
    expect(articleDateText("2026-07-14T09:00", "Europe/London")).toBe("2026-07-14T09:00:00+01:00")
    expect(articleDateText("2026-03-29T01:30", "Europe/London")).toBeNull()
    // A date typed by hand (midnight UTC, as the schema reads it) shows as that instant in the zone.
    expect(siteInputValue("2026-10-14", "Asia/Kolkata")).toBe("2026-10-14T05:30")
    expect(siteInputValue("2026-10-20T09:00:00+05:30", "Asia/Kolkata")).toBe("2026-10-20T09:00")
  })

  it("says whether the post is published or scheduled, and why a time is refused", () => {
    const now = new Date("2026-10-14T00:00:00Z")
    expect(articleDateNote("2026-10-13T09:00:00+05:30", "Asia/Kolkata", now)).toMatch(/^Published Tuesday 13 October/)
    expect(articleDateNote("2026-10-20T09:00:00+05:30", "Asia/Kolkata", now)).toMatch(
      /^Scheduled: once published, it stays off the site until Tuesday 20 October 2026, 09:00 \(Asia\/Kolkata, UTC\+05:30\)/,
    )
    expect(articleDateNote("2026-03-29T01:30", "Europe/London", now)).toMatch(/does not exist in Europe\/London/)
  })
})
