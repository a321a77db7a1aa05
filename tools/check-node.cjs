#!/usr/bin/env node
// Run by `npm test` and `npm start` before anything else (their `pre` scripts): on a Node that package.json's
// `engines` does not cover it stops them with one line naming the Node needed. On Node 20 they used to get halfway
// and fail cryptically (a unit test's `m.writeSearchIndex is not a function`: no require(esm); better-sqlite3's
// segfault). Plain CommonJS, so an old Node runs it.
const semver = require("semver")
const { engines } = require("../package.json")

if (!semver.satisfies(process.version, engines.node)) {
  console.error(
    `Shiftwise needs Node ${engines.node} (package.json engines); this is Node ${process.version}. ` +
      `Put Node 24 first on PATH: see "Quick start" in README.md.`,
  )
  process.exit(1)
}
