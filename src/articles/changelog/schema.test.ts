import { validateData } from "../../../schema/validate"
import { changelogFrontmatterSchema } from "./schema"

const file = "content/changelog/kiosk-offline.md"
const valid = {
  title: "Kiosk mode keeps punches when the connection drops",
  description: "B".repeat(140),
  date: "2026-08-25T09:00:00+05:30",
  type: "improved",
  area: "Mobile app",
  plans: ["Growth", "Enterprise"],
}
const errors = (data: object) => {
  const result = validateData(file, changelogFrontmatterSchema, data, "front matter")
  return result.ok ? [] : result.errors
}

describe("a changelog entry's front matter", () => {
  it("accepts the format and fills in its defaults (not breaking, no media, not a draft)", () => {
    const result = validateData(file, changelogFrontmatterSchema, valid, "front matter")
    expect(result.ok && result.data).toMatchObject({ breaking: false, media: [], draft: false })
  })

  it("takes a site page or an https address as its docs link", () => {
    expect(errors({ ...valid, docs: "/features" })).toEqual([])
    expect(errors({ ...valid, docs: "https://help.example.com/kiosk" })).toEqual([])
  })

  it.each([
    [
      { type: "feature" },
      `${file}: front matter field "type" must be one of "new", "improved", "fixed", "security", "deprecated"`,
    ],
    [
      { type: undefined },
      `${file}: front matter field "type" must be one of "new", "improved", "fixed", "security", "deprecated"`,
    ],
    [{ plans: [] }, `${file}: front matter field "plans" must name at least one plan`],
    [{ area: "Kiosks" }, expect.stringMatching(/front matter field "area" must be one of "Scheduling", /)],
    [
      { docs: "help/kiosk" },
      `${file}: front matter field "docs" must be a page of the site such as /features, or an absolute https:// address`,
    ],
    [{ media: [{ image: "./kiosk.png" }] }, `${file}: front matter field "media.0.alt" is required`],
    [{ version: "v4" }, `${file}: front matter field "version" must be a version such as 4.12 or 4.12.1`],
    [{ breaking: "yes" }, `${file}: front matter field "breaking" must be true or false`],
  ])("refuses %j naming file and field", (change, message) => {
    expect(errors({ ...valid, ...change })).toEqual([message])
  })
})
