// onPreBootstrap: a production build on Netlify must not ship a site that cannot work. Functions run on Lambda
// (read-only filesystem, many instances), so without these settings requests are lost or silently stuck: no
// database to store them in, emails queued forever (they cannot be written as files), page-view ids that differ
// between instances. Netlify runs the build with NETLIFY=true and CONTEXT=production|deploy-preview|branch-deploy.
// Set each one in Netlify's environment variables with the Builds and Functions scopes (docs/deploy.md).
import type { GatsbyNode } from "gatsby"

export interface ProductionSetting {
  name: string
  /** What breaks without it. */
  why: string
  /** What a usable value looks like; undefined when any non-empty value will do. */
  check?: { test: (value: string) => boolean; expected: string }
}

export const PRODUCTION_SETTINGS: readonly ProductionSetting[] = [
  {
    name: "DATABASE_URL",
    why: "requests are stored in PostgreSQL; a Function cannot keep a SQLite file",
    check: { test: (value) => /^postgres(ql)?:\/\/\S+$/.test(value), expected: "a postgres:// connection string" },
  },
  {
    name: "SMTP_URL",
    why: "confirmation and staff emails go through it; a Function cannot write .eml files, so they would stay queued",
    check: { test: (value) => /^smtps?:\/\/\S+$/.test(value), expected: "an smtp:// or smtps:// URL" },
  },
  {
    name: "SITE_SECRET",
    why: "anonymous page-view ids must agree across Function instances, and the your-data links it signs must open on any",
    check: { test: (value) => value.length >= 32, expected: "at least 32 characters" },
  },
]

type Env = Readonly<Record<string, string | undefined>>

/** Netlify's production deploy (not a deploy preview or branch deploy, which may run without real secrets). */
export function isNetlifyProduction(env: Env): boolean {
  return env.NETLIFY === "true" && env.CONTEXT === "production"
}

/** One line per setting that is missing or unusable, naming it and what breaks; empty when all are set. */
export function productionSettingProblems(env: Env): string[] {
  const problems: string[] = []
  for (const { name, why, check } of PRODUCTION_SETTINGS) {
    const value = env[name]?.trim()
    if (!value) problems.push(`${name} is not set: ${why}`)
    else if (check && !check.test(value)) problems.push(`${name} is not ${check.expected}: ${why}`)
  }
  return problems
}

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  if (!isNetlifyProduction(process.env)) return
  const problems = productionSettingProblems(process.env)
  if (problems.length === 0) return
  reporter.panic(
    `This production build on Netlify is missing ${problems.length} setting${problems.length > 1 ? "s" : ""} the ` +
      `site needs at run time:\n  - ${problems.join("\n  - ")}\nSet ${problems.length > 1 ? "them" : "it"} in ` +
      `Netlify (Site configuration > Environment variables, scopes Builds and Functions) and deploy again; ` +
      `docs/deploy.md has the checklist.`,
  )
}
