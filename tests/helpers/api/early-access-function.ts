import { createEarlyAccessHandler } from "../../../api/early-access/handler"
import { closeAllStores, getStore, type EarlyAccessRecord, type EarlyAccessStore } from "../../../api/store/store"
import { loadConfig } from "../../../api/runtime/env"
import { setLogWriter } from "../../../api/runtime/log"
import { startFunctionServer, type FunctionServer, type GatsbyRuntime } from "./gatsby-function-server"
import { setEnv, tempDir } from "./temp-env"

/** What a test of POST /api/earlyaccess reads: the server's log lines, the stored requests, the test's folder. */
export interface EarlyAccessFunctionWorld {
  /** This test's log lines (JSON), emptied before each test. */
  readonly logLines: string[]
  /** The requests in this test's store, oldest first. */
  readonly stored: () => Promise<EarlyAccessRecord[]>
  /** This test's temporary folder, which holds the SQLite store. */
  readonly temp: { readonly dir: string }
}

/**
 * Registers the beforeEach/afterEach of the early-access Function's tests: each test gets a SQLite store in a fresh
 * folder, no PostgreSQL, no rate limit, no trusted proxy and its log captured (`vars` adds or overrides variables);
 * afterwards the stores are closed and the environment, the folder and the log writer restored.
 */
export function useEarlyAccessFunction(
  vars: Readonly<Record<string, string | undefined>> = {},
): EarlyAccessFunctionWorld {
  const logLines: string[] = []
  let restoreEnv: () => void = () => {}
  let folder: { dir: string; remove: () => void } | null = null

  beforeEach(() => {
    logLines.length = 0
    setLogWriter((line) => logLines.push(line))
    folder = tempDir()
    restoreEnv = setEnv({
      SQLITE_PATH: `${folder.dir}/early-access.sqlite`,
      DATABASE_URL: undefined,
      EARLYACCESS_RATE_LIMIT: "0",
      TRUST_PROXY: undefined,
      ...vars,
    })
  })

  afterEach(async () => {
    await closeAllStores()
    restoreEnv()
    folder?.remove()
    folder = null
    setLogWriter(null)
  })

  return {
    logLines,
    stored: () => getStore(loadConfig()).listRequests(),
    temp: {
      get dir() {
        if (!folder) throw new Error("useEarlyAccessFunction: the folder exists only while a test runs")
        return folder.dir
      },
    },
  }
}

/** A store whose database cannot be reached: every write and every query for the database is refused with `reason`. */
export function unreachableStore(reason = "connection refused: secret-host:5432"): EarlyAccessStore {
  return {
    description: "failing",
    engine: "sqlite",
    database: () => Promise.reject(new Error(reason)),
    saveRequest: () => Promise.reject(new Error(reason)),
    listRequests: () => Promise.resolve([]),
    listForStaff: () => Promise.resolve([]),
    close: () => Promise.resolve(),
  }
}

/** POST /api/earlyaccess (the default handler) under one of Gatsby's runtimes, with the site's body-parser errors. */
export function startEarlyAccessServer(runtime: GatsbyRuntime): Promise<FunctionServer> {
  return startFunctionServer({ earlyaccess: createEarlyAccessHandler() }, { runtime, siteBodyParserErrors: true })
}
