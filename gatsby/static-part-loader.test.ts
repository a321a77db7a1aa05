// The loader that makes a static part its shell in the browser's bundle (static-part-loader.cjs).
import path from "path"
import loader from "./static-part-loader.cjs"

const run = (file: string, source: string) => loader.call({ resourcePath: path.resolve(file) }, source)

describe("the static-part loader (stage build-javascript)", () => {
  it("replaces the module with a shell named after the file: none of its imports remain", () => {
    const out = run(
      "src/components/site-footer.static.tsx",
      'import { Footer } from "./footer"\nimport { staticPart } from "../static-parts/static-part"\n\nexport default staticPart("site-footer", Footer)\n',
    )
    expect(out).toContain('staticPartShell("site-footer")')
    expect(out).not.toContain("./footer")
    expect(out).toMatch(/static-parts[\\/]static-part-shell\.tsx/)
  })

  it("refuses a part whose id is not its file's name, naming the file", () => {
    expect(() => run("src/components/site-footer.static.tsx", 'export default staticPart("footer", Footer)\n')).toThrow(
      /src\/components\/site-footer\.static\.tsx: its default export must be staticPart\("site-footer", Component\)/,
    )
  })

  it("refuses a part that exports anything but its default and types: it would be undefined in the browser", () => {
    const source = 'export type Props = { a: string }\nexport const helper = 1\nexport default staticPart("x", X)\n'
    expect(() => run("src/x.static.tsx", source)).toThrow(
      /exports only its default \(and types\), not: export const helper/,
    )
    expect(run("src/x.static.tsx", 'export type Props = { a: string }\nexport default staticPart("x", X)\n')).toContain(
      'staticPartShell("x")',
    )
  })
})
