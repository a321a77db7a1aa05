// A webpack loader for the browser's bundle only (stage build-javascript, gatsby/webpack.ts): it replaces a static
// part's module (`<id>.static.tsx`, src/static-parts/static-part.tsx) with a shell that keeps the server's HTML, so
// neither the part's components nor anything they import reach a chunk a visitor downloads. Plain CommonJS: webpack
// requires loaders with Node's own require.
const path = require("path")

const SHELL = path.resolve(__dirname, "../src/static-parts/static-part-shell.tsx")
const SUFFIX = ".static.tsx"

/** The part's id, from its file name: `site-footer.static.tsx` → `site-footer`. */
const idOf = (file) => path.basename(file).slice(0, -SUFFIX.length)

/** Why the module cannot be a static part, or null. */
function problemWith(source, id) {
  const declared = [...source.matchAll(/^export default staticPart\(\s*"([^"]*)"/gm)].map((match) => match[1])
  if (declared.length !== 1 || declared[0] !== id)
    return `its default export must be staticPart(${JSON.stringify(id)}, Component), named after the file`
  // Anything else it exported would be undefined in the browser, where the module is only the shell.
  const other = source.match(/^export (?!default |type |interface )[^\n]*/m)
  if (other) return `a static part exports only its default (and types), not: ${other[0]}`
  return null
}

module.exports = function staticPartLoader(source) {
  const file = this.resourcePath
  const id = idOf(file)
  const problem = problemWith(source, id)
  if (problem) throw new Error(`${path.relative(process.cwd(), file)}: ${problem} (src/static-parts/static-part.tsx)`)
  return (
    `import { staticPartShell } from ${JSON.stringify(SHELL)}\n` +
    `export default staticPartShell(${JSON.stringify(id)})\n`
  )
}
