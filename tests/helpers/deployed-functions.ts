// What the deploy-contract tier (tests/deploy/) shares: the wrappers deploy uploads, a store of their own for each
// run (a fresh PostgreSQL schema, production's store, when TEST_DATABASE_URL is set; else a SQLite file), and a
// Lambda-like environment for the Function instances.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { Kysely } from "kysely"
import { Pool } from "pg"
import { createStore } from "../../api/store/store"
import type { Database } from "../../api/store/schema"
import { ROOT } from "../../harness/server"

/** Gatsby's function ids (src/api/<route>.ts → <route with - for />-js), as the adapter names the wrapper folders. */
export const FUNCTION_IDS = [
  "admin-requests-js",
  "axiom-logs-js",
  "axiom-web-vitals-js",
  "earlyaccess-confirm-js",
  "earlyaccess-delete-js",
  "earlyaccess-js",
  "page-seen-js",
  "visitor-js",
  "your-data-js",
  "your-data-correction-js",
  "your-data-erasure-js",
  "your-data-request-js",
  "your-data-session-js",
] as const
export type FunctionId = (typeof FUNCTION_IDS)[number]

export function wrapperOf(id: FunctionId): string {
  const file = path.join(ROOT, ".netlify", "functions-internal", id, `${id}.js`)
  if (!fs.existsSync(file)) throw new Error(`${path.relative(ROOT, file)} is missing: run \`npm run build\` first`)
  return file
}

/** The environment Lambda gives every instance of a function, beside the site's settings. */
export function lambdaEnv(id: string): Record<string, string> {
  return {
    AWS_LAMBDA_FUNCTION_NAME: id,
    AWS_REGION: "us-east-2",
    LAMBDA_TASK_ROOT: "/var/task",
    TZ: ":UTC",
  }
}

export interface DeployStore {
  engine: "postgres" | "sqlite"
  /** DATABASE_URL (or SQLITE_PATH) for the Functions. */
  env: Record<string, string>
  /** The same data, for the test's own reads. */
  db(): Promise<Kysely<Database>>
  close(): Promise<void>
}

const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim() || undefined

/** PostgreSQL in a schema of its own (dropped by close), named in the URL the way any client can use it. */
export async function deployStore(): Promise<DeployStore> {
  if (!testDatabaseUrl) {
    console.warn("Deploy-contract tier on SQLite: set TEST_DATABASE_URL to run it on PostgreSQL, production's store.")
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "deploy-store-"))
    const file = path.join(dir, "ea.sqlite")
    const store = createStore({ kind: "sqlite", path: file })
    return {
      engine: "sqlite",
      env: { SQLITE_PATH: file },
      db: () => store.database(),
      close: async () => {
        await store.close()
        fs.rmSync(dir, { recursive: true, force: true })
      },
    }
  }
  const schema = `deploy_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`
  const admin = new Pool({ connectionString: testDatabaseUrl, max: 1 })
  await admin.query(`CREATE SCHEMA ${schema}`)
  const url = new URL(testDatabaseUrl)
  url.searchParams.set("options", `-c search_path=${schema}`)
  const store = createStore({ kind: "postgres", connectionString: testDatabaseUrl, schema })
  return {
    engine: "postgres",
    env: { DATABASE_URL: url.toString() },
    db: () => store.database(),
    close: async () => {
      await store.close()
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
      await admin.end()
    },
  }
}
