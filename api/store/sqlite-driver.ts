// The SQLite driver, better-sqlite3 13: Node-API, prebuilt binaries in the package, nothing compiled at install. It is
// built for Node-API 10 (Node >= 22.14) and segfaults in `new Database()` on older runtimes
// (WiseLibs/better-sqlite3#1514), so an older Node is refused here with a message instead. The project supports
// only Nodes that have it (package.json `engines`, docs/development.md "Node versions").
import type BetterSqlite3 from "better-sqlite3"
import { nativeRequire } from "./native-require"

const NODE_API_NEEDED = 10

/** better-sqlite3's Database class, loaded outside the Functions bundle (see native-require.ts). */
export function loadSqliteDatabase(): typeof BetterSqlite3 {
  const fallback = "run a supported Node (package.json `engines`), or set DATABASE_URL to use PostgreSQL"
  if (!(Number(process.versions.napi) >= NODE_API_NEEDED))
    throw new Error(
      `The SQLite store needs Node-API ${NODE_API_NEEDED} (Node 22.14 or later); this is Node ` +
        `${process.versions.node} (Node-API ${process.versions.napi}): ${fallback}`,
    )
  try {
    return nativeRequire("better-sqlite3") as typeof BetterSqlite3
  } catch (error) {
    throw new Error(
      `The SQLite store needs better-sqlite3, which could not be loaded: run \`npm ci\`, or ${fallback}`,
      { cause: error },
    )
  }
}
