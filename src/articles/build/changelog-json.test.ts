import fs from "fs"
import os from "os"
import path from "path"
import Ajv from "ajv"
import addFormats from "ajv-formats"
import { blog, changelog, customers } from "../kinds"
import type { CheckedArticle } from "./check"
import type { ArticlePlan } from "./plan"
import { changelogJson, writeChangelogJson } from "./changelog-json"

const SCHEMA = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, "../../../contracts/changelog-json.schema.json"), "utf8"),
) as object
const site = { siteUrl: "https://www.example.com", productName: "Acme" }
const entry = (slug: string, date: string, front: Record<string, unknown>) =>
  ({
    kind: changelog,
    slug,
    title: `Title of ${slug}`,
    description: "D".repeat(130),
    date: new Date(date),
    draft: false,
    front: { type: "new", area: "Scheduling", plans: ["Growth"], breaking: false, media: [], ...front },
  }) as unknown as CheckedArticle
const planOf = (entries: CheckedArticle[]) =>
  ({
    published: new Map([
      [blog, []],
      [customers, []],
      [changelog, entries],
    ]),
  }) as unknown as ArticlePlan

let publicDir = ""
beforeEach(() => (publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "changelog-json-"))))
afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }))

describe("/changelog.json", () => {
  it("holds each entry under its permalink, with its picture from the built page, in the shape its schema says", () => {
    fs.mkdirSync(path.join(publicDir, "changelog"), { recursive: true })
    fs.writeFileSync(
      path.join(publicDir, "changelog/kiosk.html"),
      '<main><figure data-article-cover=""><picture><img src="/static/x/kiosk.png" width="1200" height="750" alt="A kiosk"></picture></figure></main>',
    )
    const document = changelogJson(
      publicDir,
      planOf([
        entry("kiosk", "2026-08-25T03:30:00Z", {
          type: "improved",
          media: [{ image: "./kiosk.png", alt: "A kiosk" }],
          docs: "/features",
          version: "4.9",
          breaking: true,
        }),
        entry("holidays", "2026-08-01", { plans: ["Starter", "Growth", "Growth"] }),
      ]),
      site,
    )
    expect(document.entries.map((item) => item.id)).toEqual([
      "https://www.example.com/changelog/kiosk",
      "https://www.example.com/changelog/holidays",
    ])
    expect(document.entries[0]).toMatchObject({
      url: "https://www.example.com/changelog/kiosk",
      type_label: "Improved",
      docs_url: "https://www.example.com/features",
      image: { url: "https://www.example.com/static/x/kiosk.png", alt: "A kiosk", width: 1200, height: 750 },
      breaking: true,
      version: "4.9",
    })
    expect(document.entries[1]!.plans).toEqual(["Starter", "Growth"])
    expect(document.updated).toBe("2026-08-25T03:30:00.000Z")
    const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true })
    addFormats(ajv)
    const validate = ajv.compile(SCHEMA)
    expect(validate(document) ? [] : validate.errors).toEqual([])
    // A shape the schema refuses: an unknown type.
    expect(validate({ ...document, entries: [{ ...document.entries[1], type: "feature" }] })).toBe(false)
  })

  it("is written with its schema beside it, and not rewritten when nothing changed", () => {
    const plan = planOf([entry("holidays", "2026-08-01", {})])
    expect(writeChangelogJson(publicDir, plan, site)).toEqual({ entries: 1, written: true })
    expect(JSON.parse(fs.readFileSync(path.join(publicDir, "changelog/schema-v1.json"), "utf8"))).toEqual(SCHEMA)
    expect(writeChangelogJson(publicDir, plan, site)).toEqual({ entries: 1, written: false })
    expect(changelogJson(publicDir, planOf([]), site)).toMatchObject({ entries: [], updated: null, version: 1 })
  })
})
