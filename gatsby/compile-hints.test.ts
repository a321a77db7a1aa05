/**
 * @jest-environment node
 */
// The compile hint is the first line of the minified framework and app chunks, and of no other chunk: a real
// webpack production build of a tiny entry, with Gatsby's chunk names.
import fs from "fs"
import os from "os"
import path from "path"
import webpack from "webpack"
import { COMPILE_HINT, CompileHintsPlugin } from "./compile-hints"

function build(dir: string, chunks: { framework: boolean }): Promise<webpack.Stats> {
  fs.writeFileSync(
    path.join(dir, "react-ish.js"),
    "module.exports = function render(x) { /* a comment */ return x * 2 }\n",
  )
  fs.writeFileSync(
    path.join(dir, "entry.js"),
    "const render = require('./react-ish');\nimport('./later').then((m) => console.log(render(m.default)));\n",
  )
  fs.writeFileSync(path.join(dir, "later.js"), "export default 21\n")
  const compiler = webpack({
    mode: "production",
    context: dir,
    entry: { app: "./entry.js" },
    output: { path: path.join(dir, "out"), filename: "[name]-[contenthash].js" },
    devtool: "hidden-source-map",
    optimization: {
      splitChunks: chunks.framework
        ? { cacheGroups: { framework: { name: "framework", test: /react-ish/, chunks: "all", enforce: true } } }
        : false,
    },
    plugins: [new CompileHintsPlugin()],
  })
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => (error ? reject(error) : compiler.close(() => resolve(stats!)))),
  )
}

describe("compile hints", () => {
  let dir: string
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), "compile-hints-"))))
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it("are the first line of the minified framework and app chunks, and of no other", async () => {
    const stats = await build(dir, { framework: true })
    expect(stats.hasErrors()).toBe(false)
    const out = path.join(dir, "out")
    const files = fs.readdirSync(out).filter((file) => file.endsWith(".js"))
    const firstLine = (prefix: string) => {
      const file = files.find((name) => name.startsWith(prefix))!
      return fs.readFileSync(path.join(out, file), "utf8").split("\n")[0]
    }
    expect(firstLine("framework-")).toBe(COMPILE_HINT)
    expect(firstLine("app-")).toBe(COMPILE_HINT)
    // The lazy chunk is not run on load: no hint.
    const others = files.filter((name) => !/^(framework|app)-/.test(name))
    expect(others.length).toBe(1)
    for (const file of others) expect(fs.readFileSync(path.join(out, file), "utf8")).not.toContain(COMPILE_HINT)
    // Minified (the source's comment is gone), with the hint kept.
    expect(
      fs.readFileSync(
        path.join(
          out,
          files.find((f) => f.startsWith("framework-"))!,
        ),
        "utf8",
      ),
    ).not.toContain("a comment")
  })

  it("fails the build when a chunk it should hint is not there (Gatsby's chunk names changed)", async () => {
    const stats = await build(dir, { framework: false })
    expect(stats.hasErrors()).toBe(true)
    expect(
      stats
        .toJson()
        .errors!.map((e) => e.message)
        .join("\n"),
    ).toMatch(/no "framework" chunk to give a compile hint/)
  })
})
