// The lint rule that keeps behaviour out of static parts (static-part-rules.cjs), and the set of modules it applies to
// besides the `*.static.tsx` ones: a handler, state or an effect that would be dead in production fails lint.
import path from "path"
import { RuleTester } from "eslint"
import tseslint from "typescript-eslint"
import plugin from "./static-part-rules.cjs"

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
})

tester.run("static-parts/no-behaviour", plugin.rules["no-behaviour"]!, {
  valid: [
    'export default staticPart("footer", ({ year }: { year: number }) => <footer><a href="/terms">Terms {year}</a></footer>)',
    "function Part() { const site = useSite(); const items = useMemo(() => [1], []); return <p>{site.name}{items}</p> }",
  ],
  invalid: [
    {
      code: 'function Part() { return <button type="button" onClick={() => alert(1)}>Open</button> }',
      errors: [{ messageId: "handler", data: { name: "onClick" } }],
    },
    {
      code: "function Part() { const [open, setOpen] = useState(false); useEffect(() => setOpen(true), []); return <p>{open}</p> }",
      errors: [
        { messageId: "hook", data: { name: "useState" } },
        { messageId: "hook", data: { name: "useEffect" } },
      ],
    },
    {
      code: "function Part() { const ref = React.useRef(null); const [s] = React.useReducer((a) => a, 0); return <input ref={ref} onChange={() => s} /> }",
      errors: [
        { messageId: "hook", data: { name: "useRef" } },
        { messageId: "hook", data: { name: "useReducer" } },
        { messageId: "handler", data: { name: "onChange" } },
      ],
    },
  ],
})

describe("the modules the rule applies to besides the parts", () => {
  const modules = plugin.staticOnlyModules(path.resolve(__dirname, "../.."))

  it("are the parts' own components, and no module an island or a template imports", () => {
    expect(modules).toEqual(
      expect.arrayContaining(["src/components/footer.tsx", "src/components/header.tsx", "src/components/prose.tsx"]),
    )
    for (const shared of ["src/components/hydration-boundary.tsx", "src/static-parts/static-part-shell.tsx"])
      expect(modules).not.toContain(shared)
    expect(modules.filter((file) => file.endsWith(".static.tsx") || !file.startsWith("src/"))).toEqual([])
  })
})
