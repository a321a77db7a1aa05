import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { deleteAt, loadYamlFixture, setAt } from "../tests/helpers/yaml-fixture"
import { findDuplicateSlugs, imagePaths, validateFrontmatter, validateYaml } from "./validate"
import { yamlTypeName } from "./yaml-type-name"

const page = {
  title: "About us",
  slug: "/about",
  description:
    "Shiftwise helps shift-based teams schedule faster, swap shifts safely, clock in with geofencing and send payroll clean timesheets.",
}

describe("validateFrontmatter", () => {
  it("accepts a minimal page and fills in the defaults", () => {
    const result = validateFrontmatter("content/pages/about.md", page)
    expect(result).toEqual({
      ok: true,
      data: { ...page, template: "prose", floatingContact: true, noindex: false, focusedHeader: false },
    })
  })

  it("names the file and the field when the title is missing", () => {
    const result = validateFrontmatter("content/pages/about.md", { slug: "/about", description: page.description })
    expect(result).toEqual({ ok: false, errors: ['content/pages/about.md: front matter field "title" is required'] })
  })

  it("refuses a description shorter than 120 or longer than 160 characters (search engines cut it)", () => {
    for (const description of ["Who we are", "x".repeat(119), "x".repeat(161)]) {
      const result = validateFrontmatter("content/pages/about.md", { ...page, description })
      expect(result).toEqual({
        ok: false,
        errors: [
          'content/pages/about.md: front matter field "description" must be between 120 and 160 characters long',
        ],
      })
    }
    for (const description of ["x".repeat(120), "x".repeat(160), ` ${"x".repeat(160)} `])
      expect(validateFrontmatter("content/pages/about.md", { ...page, description }).ok).toBe(true)
  })

  it("rejects a slug that is not a clean lowercase path", () => {
    for (const slug of ["about", "/About", "/about us", "", "  ", "/about//x"]) {
      const result = validateFrontmatter("content/pages/about.md", { ...page, slug })
      expect(result.ok).toBe(false)
      if (!result.ok) expect(result.errors[0]).toMatch(/^content\/pages\/about\.md: front matter field "slug" must be/)
    }
  })

  it("drops a trailing slash and surrounding spaces from a slug instead of failing", () => {
    for (const [typed, slug] of [
      ["/careers/", "/careers"],
      [" /careers/ ", "/careers"],
      ["/careers//", "/careers"],
      ["/jobs/engineering/", "/jobs/engineering"],
      [" / ", "/"],
      ["/", "/"],
    ]) {
      expect(validateFrontmatter("content/pages/careers.md", { ...page, slug: typed })).toEqual({
        ok: true,
        data: { ...page, slug, template: "prose", floatingContact: true, noindex: false, focusedHeader: false },
      })
    }
  })

  it("rejects an unknown template value, listing the allowed ones", () => {
    const result = validateFrontmatter("content/pages/x.md", { ...page, template: "landing" })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.errors[0]).toMatch(/field "template" must be one of "prose", "sections"/)
  })

  it("rejects a misspelt field rather than ignoring it", () => {
    const result = validateFrontmatter("content/pages/x.md", { ...page, floatingcontact: false })
    expect(result.ok).toBe(false)
    if (!result.ok)
      expect(result.errors[0]).toMatch(/content\/pages\/x\.md: front matter has unknown field "floatingcontact"/)
  })

  it("rejects a floatingContact that is not true or false", () => {
    const result = validateFrontmatter("content/pages/x.md", { ...page, floatingContact: "no" })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.errors[0]).toMatch(/field "floatingContact"/)
  })
})

describe("request-action pages (the confirmation email's links)", () => {
  const dir = path.resolve(__dirname, "../content/pages")
  const read = (name: string) => {
    const text = fs.readFileSync(path.join(dir, name), "utf8")
    return yaml.load(text.split(/^---$/m)[1]!) as Record<string, unknown>
  }
  const confirm = () => read("invite-confirm.md")

  it.each([
    ["invite-confirm.md", "/invite/confirm", "confirm"],
    ["invite-delete.md", "/invite/delete", "delete"],
  ])("%s is valid, at %s, for %s, kept out of search and without the floating card", (file, slug, action) => {
    const result = validateFrontmatter(`content/pages/${file}`, read(file))
    expect(result).toMatchObject({
      ok: true,
      data: { slug, action, template: "request-action", noindex: true, floatingContact: false },
    })
  })

  it("names the file and field of an action that is neither confirm nor delete", () => {
    const result = validateFrontmatter("content/pages/invite-confirm.md", { ...confirm(), action: "unsubscribe" })
    expect(result).toEqual({
      ok: false,
      errors: ['content/pages/invite-confirm.md: front matter field "action" must be one of "confirm", "delete"'],
    })
  })

  it("names each missing message", () => {
    const page = confirm()
    const { expired: _expired, ...messages } = page.messages as Record<string, string>
    const result = validateFrontmatter("content/pages/invite-confirm.md", {
      ...page,
      messages: { ...messages, used: " " },
    })
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.errors).toEqual(
        expect.arrayContaining([
          'content/pages/invite-confirm.md: front matter field "messages.expired" is required',
          'content/pages/invite-confirm.md: front matter field "messages.used" must not be empty',
        ]),
      )
    }
  })

  it("rejects a misspelt message name", () => {
    const page = confirm()
    const result = validateFrontmatter("content/pages/invite-confirm.md", {
      ...page,
      messages: { ...(page.messages as object), expird: "x" },
    })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.errors[0]).toMatch(/front matter has unknown field "messages.expird"/)
  })

  it("requires the action, button, messages and retry link with the template", () => {
    const result = validateFrontmatter("content/pages/x.md", { ...page, template: "request-action" })
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.errors).toEqual(
        ["action", "button", "messages", "retryLink"].map(
          (field) => `content/pages/x.md: front matter field "${field}" is required with template "request-action"`,
        ),
      )
    }
  })

  it("refuses them on another template", () => {
    const result = validateFrontmatter("content/pages/x.md", { ...page, action: "confirm" })
    expect(result).toEqual({
      ok: false,
      errors: ['content/pages/x.md: front matter field "action" is only allowed with template "request-action"'],
    })
  })

  it("rejects a noindex that is not true or false", () => {
    const result = validateFrontmatter("content/pages/x.md", { ...page, noindex: "yes" })
    expect(result).toEqual({
      ok: false,
      errors: ['content/pages/x.md: front matter field "noindex" must be true or false'],
    })
  })
})

describe("findDuplicateSlugs", () => {
  it("reports every file that shares a slug", () => {
    expect(
      findDuplicateSlugs([
        { file: "a.md", slug: "/x" },
        { file: "b.md", slug: "/y" },
        { file: "c.md", slug: "/x" },
      ]),
    ).toEqual(['a.md and c.md: front matter field "slug" is "/x" in more than one page'])
  })
})

describe("YAML content", () => {
  it("names the file and the nested field that is wrong", () => {
    const result = validateYaml("content/contact.yaml", "contact.yaml", {
      heading: "h",
      text: "t",
      channels: [
        { kind: "email", label: "Email", value: "x@y.z", note: "n" },
        { kind: "fax", label: "Fax", value: "1" },
      ],
      hours: "9-5",
      officeHeading: "Office",
    })
    expect(result).toEqual({
      ok: false,
      errors: ['content/contact.yaml: YAML field "channels.1.kind" must be one of "email", "phone", "link"'],
    })
  })

  it("finds image paths at any depth", () => {
    expect(imagePaths({ hero: { image: "./a.png" }, list: [{ image: "./b.png" }, { other: 1 }] })).toEqual([
      { field: "hero.image", value: "./a.png" },
      { field: "list.0.image", value: "./b.png" },
    ])
  })

  it("accepts the content that ships with the site", () => {
    const dir = path.resolve(__dirname, "../content")
    for (const name of ["site.yaml", "features.yaml", "contact.yaml"] as const) {
      const data = yaml.load(fs.readFileSync(path.join(dir, name), "utf8"))
      expect(validateYaml(`content/${name}`, name, data)).toMatchObject({ ok: true })
    }
  })

  it("names one GraphQL type per file", () => {
    expect(yamlTypeName("home")).toBe("HomeYaml")
    expect(yamlTypeName("pricing-plans")).toBe("PricingPlansYaml")
  })
})

describe("site.yaml's links and contact card", () => {
  const site = () => loadYamlFixture(path.resolve(__dirname, "../content/site.yaml"))

  it("names the file and the field of a header link that is not a site path", () => {
    const data = site()
    setAt(data, "headerLinks.1.to", "pricing")
    expect(validateYaml("content/site.yaml", "site.yaml", data)).toEqual({
      ok: false,
      errors: ['content/site.yaml: YAML field "headerLinks.1.to" must be a site path starting with "/"'],
    })
  })

  it("names a footer link without a label and a heading with an unknown placeholder", () => {
    const data = site()
    deleteAt(data, "footerColumns.0.links.2.label")
    setAt(data, "footerColumns.2.heading", "{brand}")
    expect(validateYaml("content/site.yaml", "site.yaml", data)).toEqual({
      ok: false,
      errors: [
        'content/site.yaml: YAML field "footerColumns.0.links.2.label" is required',
        'content/site.yaml: YAML field "footerColumns.2.heading" may only use the placeholder {productName}',
      ],
    })
  })

  it("requires the contact card's button and rejects a misspelt field in it", () => {
    const data = site()
    deleteAt(data, "contactCard.button")
    setAt(data, "contactCard.heading2", "Hello")
    const result = validateYaml("content/site.yaml", "site.yaml", data)
    expect(result.ok).toBe(false)
    expect(!result.ok && result.errors).toEqual(
      expect.arrayContaining([
        'content/site.yaml: YAML field "contactCard.button" is required',
        expect.stringContaining('content/site.yaml: YAML has unknown field "contactCard.heading2"'),
      ]),
    )
  })
})

describe("scheduled publishing's fields", () => {
  const site = () => loadYamlFixture(path.resolve(__dirname, "../content/site.yaml"))
  const pricing = () => loadYamlFixture(path.resolve(__dirname, "../content/pricing.yaml"))

  it("accepts a publish time in UTC on a page and on a YAML file, quoted or as an unquoted YAML timestamp", () => {
    expect(validateFrontmatter("content/pages/about.md", { ...page, publishAt: "2026-03-01T03:30:00Z" }).ok).toBe(true)
    // gatsby-transformer-remark reads front matter as YAML 1.1: an unquoted timestamp arrives as a Date.
    const unquoted = yaml.load("publishAt: 2026-03-01T03:30:00Z") as { publishAt: unknown }
    expect(unquoted.publishAt).toBeInstanceOf(Date)
    expect(validateFrontmatter("content/pages/about.md", { ...page, ...unquoted }).ok).toBe(true)
    const data = pricing()
    setAt(data, "publishAt", "2026-03-01T03:30:00Z")
    expect(validateYaml("content/pricing.yaml", "pricing.yaml", data)).toMatchObject({ ok: true })
  })

  it("names the file and the field of a publish time that is not UTC or not a real time", () => {
    for (const publishAt of ["2026-03-01 09:00", "2026-03-01T09:00+05:30", "tomorrow"])
      expect(validateFrontmatter("content/pages/about.md", { ...page, publishAt })).toEqual({
        ok: false,
        errors: [
          'content/pages/about.md: front matter field "publishAt" must be a time in UTC written like "2026-03-01T03:30:00Z"',
        ],
      })
    const data = pricing()
    setAt(data, "publishAt", "2026-02-30T03:30:00Z")
    expect(validateYaml("content/pricing.yaml", "pricing.yaml", data)).toEqual({
      ok: false,
      errors: ['content/pricing.yaml: YAML field "publishAt" is not a real date and time'],
    })
  })

  it("requires site.yaml's time zone to be an IANA zone name", () => {
    const data = site()
    setAt(data, "timeZone", "Asia/Bengaluru")
    expect(validateYaml("content/site.yaml", "site.yaml", data)).toEqual({
      ok: false,
      errors: [
        'content/site.yaml: YAML field "timeZone" must be a time zone name such as "Asia/Kolkata" or "Europe/London"',
      ],
    })
    deleteAt(data, "timeZone")
    expect(validateYaml("content/site.yaml", "site.yaml", data)).toEqual({
      ok: false,
      errors: ['content/site.yaml: YAML field "timeZone" is required'],
    })
  })
})
