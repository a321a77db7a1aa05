import { becameDue, inBuild, isPublished, publicationState } from "./publication"

const now = new Date("2026-10-14T03:30:00Z")

describe("publication", () => {
  it("publishes a post dated at or before the build's clock, and not one a second later", () => {
    expect(publicationState({ draft: false, date: "2026-10-14T09:00:00+05:30" }, now)).toBe("published")
    expect(publicationState({ draft: false, date: new Date("2026-10-14T03:30:01Z") }, now)).toBe("scheduled")
  })

  it("keeps a draft out whatever its date", () => {
    expect(publicationState({ draft: true, date: "2020-01-01" }, now)).toBe("draft")
    expect(isPublished({ draft: true, date: "2020-01-01" }, now)).toBe(false)
  })

  it("shows drafts and scheduled posts in a preview build only", () => {
    const future = { draft: false, date: "2099-01-01" }
    expect(inBuild(future, { now, preview: false })).toBe(false)
    expect(inBuild(future, { now, preview: true })).toBe(true)
    expect(inBuild({ draft: true, date: "2020-01-01" }, { now, preview: true })).toBe(true)
  })

  it("tells which posts became due since the last deploy (never a draft)", () => {
    const posts = [
      { slug: "old", draft: false, date: "2026-10-01" },
      { slug: "due", draft: false, date: "2026-10-14T03:00:00Z" },
      { slug: "draft", draft: true, date: "2026-10-14T03:00:00Z" },
      { slug: "later", draft: false, date: "2026-10-15" },
    ]
    expect(becameDue(posts, new Date("2026-10-13T00:00:00Z"), now).map((p) => p.slug)).toEqual(["due"])
  })
})
