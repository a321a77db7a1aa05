// Which better-sqlite3 this runtime can load. Workaround fence, remove when no runtime we build or test on lacks
// Node-API 10 (then delete the `better-sqlite3-v12` optional dependency and load "better-sqlite3" directly).
//
// - better-sqlite3 13 is the driver: Node-API, prebuilt binaries in the package, nothing compiled at install. It is
//   built for Node-API 10 (Node >= 22.14) and segfaults in `new Database()` on older runtimes
//   (WiseLibs/better-sqlite3#1514).
// - better-sqlite3 12 (`better-sqlite3-v12`, an optional npm alias) serves runtimes without Node-API 10: Node 20,
//   which this repository's CI machine still runs, and Node 22.0-22.13. It must not run on Node 24: compiled against
//   Node >= 24.19 headers, its `node::ObjectWrap` destructor aborts the process on garbage collection
//   (`Assertion failed: (env) != nullptr`, nodejs/node#65446).
import type BetterSqlite3 from "better-sqlite3"
import { nativeRequire } from "./native-require"

export const SQLITE_DRIVER_MODULE: string =
  Number(process.versions.napi) >= 10 ? "better-sqlite3" : "better-sqlite3-v12"

/** better-sqlite3's Database class for this runtime, loaded outside the Functions bundle (see native-require.ts). */
export function loadSqliteDatabase(): typeof BetterSqlite3 {
  try {
    return nativeRequire(SQLITE_DRIVER_MODULE) as typeof BetterSqlite3
  } catch (error) {
    throw new Error(
      `The SQLite store needs ${SQLITE_DRIVER_MODULE} (Node ${process.versions.node}, Node-API ${process.versions.napi}), ` +
        `which could not be loaded; run \`npm ci\` under this Node, or set DATABASE_URL to use PostgreSQL`,
      { cause: error },
    )
  }
}
