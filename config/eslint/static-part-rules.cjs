// ESLint rules for static parts (src/static-parts/static-part.tsx, docs/development.md "Static parts and islands").
// In the browser a static part is a shell that keeps the server's HTML: nothing in it runs. Under `gatsby develop`
// the part is the component itself, so an onClick or a useState in one works there and is dead in production. This
// rule refuses them in every `*.static.tsx` module and every module only static parts import (the `files` that
// eslint.config.mjs gives it, from staticOnlyModules below), so such a handler fails `npm run lint` before it ships.
// Plain CommonJS: eslint.config.mjs imports it, and so does its Jest test.
const fs = require("fs")
const path = require("path")

/** React's hooks that keep state, run effects or reach the DOM: none of them runs in a static part in the browser. */
const STATEFUL_HOOKS = new Set([
  "useState",
  "useReducer",
  "useRef",
  "useEffect",
  "useLayoutEffect",
  "useInsertionEffect",
  "useImperativeHandle",
  "useSyncExternalStore",
  "useTransition",
  "useDeferredValue",
  "useActionState",
  "useOptimistic",
  "useEffectEvent",
  "useFormStatus",
])

const WHY = "a static part is server HTML in the browser (src/static-parts/): nothing in it runs in production"

/** @type {import("eslint").Rule.RuleModule} */
const noBehaviour = {
  meta: {
    type: "problem",
    docs: {
      description: "Refuse event handlers, state and effects in static parts, where they are dead in production",
    },
    messages: {
      handler: `{{name}}: ${WHY}. Answer it from a listener on the document, or make this an island.`,
      hook: `{{name}}: ${WHY}. Read shared choices from the document in CSS, or make this an island.`,
    },
    schema: [],
  },
  create(context) {
    const hookName = (callee) => {
      if (callee.type === "Identifier") return callee.name
      if (callee.type === "MemberExpression" && !callee.computed && callee.property.type === "Identifier")
        return callee.property.name
      return null
    }
    return {
      JSXAttribute(node) {
        const name = node.name.type === "JSXIdentifier" ? node.name.name : null
        if (name && /^on[A-Z]/.test(name)) context.report({ node, messageId: "handler", data: { name } })
      },
      CallExpression(node) {
        const name = hookName(node.callee)
        if (name && STATEFUL_HOOKS.has(name)) context.report({ node, messageId: "hook", data: { name } })
      },
    }
  },
}

const SUFFIX = ".static.tsx"
const SOURCE = /\.tsx?$/
// `import … from "x"`, `import "x"` and `export … from "x"`; not `import type` (it brings no code).
const IMPORT = /(?:^|[\n;])\s*(?:import|export)\s+(?!type\s)(?:[^"';]*?\s+from\s+)?["']([^"']+)["']/g

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return walk(full)
    return SOURCE.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [full] : []
  })
}

function resolve(from, specifier) {
  if (!specifier.startsWith(".")) return null
  const base = path.resolve(path.dirname(from), specifier)
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, "index.ts"),
    path.join(base, "index.tsx"),
  ])
    if (SOURCE.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate
  return null
}

function reachable(graph, from, enter) {
  const seen = new Set()
  const queue = [...from]
  while (queue.length) {
    const file = queue.pop()
    if (seen.has(file)) continue
    seen.add(file)
    for (const next of graph.get(file) ?? []) if (enter(next)) queue.push(next)
  }
  return seen
}

/**
 * The modules (relative to root) that only static parts import: reached from a `*.static.tsx` module, and not from
 * what the browser is built from (gatsby-browser.tsx and the page templates) without passing through a static part.
 * tests/deploy/static-parts.test.ts checks the same set against the built chunks.
 */
function staticOnlyModules(root) {
  const files = [path.join(root, "gatsby-browser.tsx"), ...walk(path.join(root, "src"))]
  const graph = new Map()
  for (const file of files) {
    const source = fs.readFileSync(file, "utf8")
    graph.set(
      file,
      [...source.matchAll(IMPORT)].flatMap(([, specifier]) => resolve(file, specifier) ?? []),
    )
  }
  const isPart = (file) => file.endsWith(SUFFIX)
  const parts = files.filter(isPart)
  const templates = files.filter((file) => /[\\/]templates[\\/][^\\/]+-page\.tsx$/.test(file))
  const browser = reachable(graph, [path.join(root, "gatsby-browser.tsx"), ...templates], (file) => !isPart(file))
  return [...reachable(graph, parts, () => true)]
    .filter((file) => graph.has(file) && !isPart(file) && !browser.has(file))
    .map((file) => path.relative(root, file).split(path.sep).join("/"))
    .sort()
}

module.exports = { rules: { "no-behaviour": noBehaviour }, staticOnlyModules }
