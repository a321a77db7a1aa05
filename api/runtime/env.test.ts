import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { loadAxiomConfig, loadConfig, loadPageViewConfig, loadPipelineConfig, loadSiteSecret, runtimeEnv } from "./env"

describe("loadConfig", () => {
  test("working defaults with nothing set: SQLite under data/, 10 requests a minute, proxy headers ignored", () => {
    expect(loadConfig({}, "/srv/site")).toEqual({
      databaseUrl: null,
      sqlitePath: "/srv/site/data/early-access.sqlite",
      rateLimitPerMinute: 10,
      trustProxy: false,
    })
  })

  test("reads every variable", () => {
    expect(
      loadConfig(
        {
          DATABASE_URL: " postgres://u:p@db/app ",
          SQLITE_PATH: "/var/lib/ea.sqlite",
          EARLYACCESS_RATE_LIMIT: "0",
          TRUST_PROXY: "TRUE",
        },
        "/srv/site",
      ),
    ).toEqual({
      databaseUrl: "postgres://u:p@db/app",
      sqlitePath: "/var/lib/ea.sqlite",
      rateLimitPerMinute: 0,
      trustProxy: true,
    })
  })

  test("relative SQLITE_PATH is relative to the working directory; :memory: is kept", () => {
    expect(loadConfig({ SQLITE_PATH: "tmp/x.sqlite" }, "/srv/site").sqlitePath).toBe("/srv/site/tmp/x.sqlite")
    expect(loadConfig({ SQLITE_PATH: ":memory:" }, "/srv/site").sqlitePath).toBe(":memory:")
  })

  test.each(["", "  ", "ten", "-1", "2.5"])("a malformed EARLYACCESS_RATE_LIMIT (%j) falls back to 10", (value) => {
    expect(loadConfig({ EARLYACCESS_RATE_LIMIT: value }).rateLimitPerMinute).toBe(10)
  })

  test.each([
    ["1", true],
    ["true", true],
    ["0", false],
    ["false", false],
    ["yes", false],
    ["", false],
  ])("TRUST_PROXY=%j → %s", (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(expected)
  })

  test("an empty DATABASE_URL means SQLite", () => {
    expect(loadConfig({ DATABASE_URL: " " }).databaseUrl).toBeNull()
  })

  test("defaults to the live process environment and working directory", () => {
    process.env.EARLYACCESS_RATE_LIMIT_PROBE = "x"
    expect(runtimeEnv().EARLYACCESS_RATE_LIMIT_PROBE).toBe("x")
    delete process.env.EARLYACCESS_RATE_LIMIT_PROBE
    expect(loadConfig().sqlitePath).toBe(
      path.resolve(process.cwd(), process.env.SQLITE_PATH ?? "data/early-access.sqlite"),
    )
  })
})

describe("loadPipelineConfig", () => {
  test("nothing set: no site origin, no admin endpoint, no NOTIFY_*, 730 days", () => {
    expect(loadPipelineConfig({})).toEqual({
      siteOrigin: null,
      adminToken: null,
      notifyWebhookUrl: null,
      notifyEmail: null,
      retentionDays: 730,
    })
  })

  test("reads every variable; SITE_URL becomes its origin", () => {
    expect(
      loadPipelineConfig({
        SITE_URL: "https://www.shiftwise.example/path/",
        ADMIN_TOKEN: " t0k ",
        NOTIFY_WEBHOOK_URL: "https://hooks.slack.com/services/x",
        NOTIFY_EMAIL: "team@shiftwise.example",
        EARLYACCESS_RETENTION_DAYS: "90",
      }),
    ).toEqual({
      siteOrigin: "https://www.shiftwise.example",
      adminToken: "t0k",
      notifyWebhookUrl: "https://hooks.slack.com/services/x",
      notifyEmail: "team@shiftwise.example",
      retentionDays: 90,
    })
  })

  test.each(["", "0", "-5", "ten", "1.5"])("a malformed EARLYACCESS_RETENTION_DAYS (%j) falls back to 730", (value) => {
    expect(loadPipelineConfig({ EARLYACCESS_RETENTION_DAYS: value }).retentionDays).toBe(730)
  })

  test.each(["not a url", "ftp://x.example", " "])("an unusable SITE_URL (%j) is ignored", (value) => {
    expect(loadPipelineConfig({ SITE_URL: value }).siteOrigin).toBeNull()
  })
})

describe("loadAxiomConfig", () => {
  test("no AXIOM_TOKEN (or a blank one) means stdout", () => {
    expect(loadAxiomConfig({})).toBeNull()
    expect(loadAxiomConfig({ AXIOM_TOKEN: "  ", AXIOM_DATASET: "x" })).toBeNull()
  })

  test("a token with the default dataset and Axiom's own endpoint", () => {
    expect(loadAxiomConfig({ AXIOM_TOKEN: " xaat-1 " })).toEqual({
      token: "xaat-1",
      dataset: "shiftwise-site",
      url: null,
    })
  })

  test("AXIOM_DATASET and AXIOM_URL override them", () => {
    expect(loadAxiomConfig({ AXIOM_TOKEN: "t", AXIOM_DATASET: "logs", AXIOM_URL: "http://127.0.0.1:4318" })).toEqual({
      token: "t",
      dataset: "logs",
      url: "http://127.0.0.1:4318",
    })
  })
})

const API = path.join(__dirname, "..")

test("no server module reads process.env directly (the function bundler would inline it at build time)", () => {
  const offenders: string[] = []
  const visit = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        visit(file)
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        readFileSync(file, "utf8")
          .split("\n")
          .forEach((line, index) => {
            const code = line.trim()
            // The one exception: the build-time constant env.ts reads on purpose (buildTimeEmailContent).
            const buildConstant = entry.name === "env.ts" && /^return process\.env\.SHIFTWISE_BUILD_[A-Z_]+$/.test(code)
            if (
              !buildConstant &&
              !code.startsWith("//") &&
              !code.startsWith("*") &&
              /process\s*\.\s*env|process\s*\[/.test(code)
            ) {
              offenders.push(`${path.relative(API, file)}:${index + 1}`)
            }
          })
      }
    }
  }
  visit(API)
  expect(offenders).toEqual([])
})

describe("loadPageViewConfig", () => {
  test("no key means page views are not recorded; PostHog's US host by default", () => {
    expect(loadPageViewConfig({})).toEqual({ posthogKey: null, posthogHost: "https://us.i.posthog.com" })
  })
  test("POSTHOG_KEY wins over GATSBY_POSTHOG_KEY; POSTHOG_HOST as the proxy reads it", () => {
    expect(loadPageViewConfig({ GATSBY_POSTHOG_KEY: "phc_build", POSTHOG_HOST: "https://eu.i.posthog.com/" })).toEqual({
      posthogKey: "phc_build",
      posthogHost: "https://eu.i.posthog.com",
    })
    expect(loadPageViewConfig({ GATSBY_POSTHOG_KEY: "phc_build", POSTHOG_KEY: " phc_runtime " }).posthogKey).toBe(
      "phc_runtime",
    )
  })
})

describe("loadSiteSecret", () => {
  test("SITE_SECRET when set", () => {
    expect(loadSiteSecret({ SITE_SECRET: " s3cret " })).toEqual({ value: "s3cret", configured: true })
  })
  test("unset: one random secret for the whole process, marked as not configured", () => {
    const first = loadSiteSecret({})
    expect(first.configured).toBe(false)
    expect(first.value.length).toBeGreaterThanOrEqual(40)
    expect(loadSiteSecret({ SITE_SECRET: "" })).toEqual(first)
  })
})
