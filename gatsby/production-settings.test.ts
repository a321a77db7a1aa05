import { isNetlifyProduction, PRODUCTION_SETTINGS, productionSettingProblems } from "./production-settings"

const complete = {
  DATABASE_URL: "postgres://app:secret@db.example.com:6543/app?sslmode=require",
  SMTP_URL: "smtps://apikey:key@smtp.example.com:465",
  SITE_SECRET: "x".repeat(32),
}

describe("the settings a production deploy cannot do without", () => {
  test("only Netlify's production context is checked (previews and local builds run without secrets)", () => {
    expect(isNetlifyProduction({ NETLIFY: "true", CONTEXT: "production" })).toBe(true)
    expect(isNetlifyProduction({ NETLIFY: "true", CONTEXT: "deploy-preview" })).toBe(false)
    expect(isNetlifyProduction({ NETLIFY: "true", CONTEXT: "branch-deploy" })).toBe(false)
    expect(isNetlifyProduction({ CONTEXT: "production" })).toBe(false)
  })

  test("nothing set: every setting is named with what breaks without it", () => {
    expect(productionSettingProblems({})).toEqual([
      "DATABASE_URL is not set: requests are stored in PostgreSQL; a Function cannot keep a SQLite file",
      "SMTP_URL is not set: confirmation and staff emails go through it; a Function cannot write .eml files, so they would stay queued",
      "SITE_SECRET is not set: anonymous page-view ids must agree across Function instances, and the your-data links it signs must open on any",
    ])
  })

  test("all set and usable: no problem", () => {
    expect(productionSettingProblems(complete)).toEqual([])
  })

  test.each([
    ["DATABASE_URL", "mysql://db/app", "DATABASE_URL is not a postgres:// connection string"],
    ["DATABASE_URL", "   ", "DATABASE_URL is not set"],
    ["SMTP_URL", "https://api.postmarkapp.com", "SMTP_URL is not an smtp:// or smtps:// URL"],
    ["SITE_SECRET", "short", "SITE_SECRET is not at least 32 characters"],
  ])("%s=%j is refused", (name, value, problem) => {
    const problems = productionSettingProblems({ ...complete, [name]: value })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain(problem)
  })

  test("the deploy checklist names every one of them", async () => {
    const { readFileSync } = await import("fs")
    const checklist = readFileSync(`${__dirname}/../docs/deploy.md`, "utf8")
    for (const { name } of PRODUCTION_SETTINGS) expect(checklist).toContain(`\`${name}\``)
  })
})
