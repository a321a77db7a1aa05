// src/sections/views.tsx, written from the registry: each type the registry lists gets the drawing its folder exports
// (types/<type>/view.tsx, `export const <camelCase type>View`), or none when the folder has no view.tsx (a type its
// island draws whole, as pricing). So adding a section type is its folder and one line of the registry: every build
// and `gatsby develop` write this file first (gatsby/pre-init.ts), and `views-file.test.ts` fails a commit whose
// views.tsx is not what the registry gives. The list stays a file rather than a dynamic import because the static
// parts and the editor's bundle need each drawing imported by name (docs/development.md "Section types").
import fs from "fs"
import path from "path"
import { SECTION_MODULES } from "../registry"

export const SECTIONS_DIR = path.resolve(__dirname, "..")
export const VIEWS_FILE = path.join(SECTIONS_DIR, "views.tsx")

/** `media-rows` → `mediaRows`: the name a type's module and drawing are exported under (`mediaRowsView`). */
export const exportName = (type: string) => type.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())

const HEADER = `// How each section type is drawn: written from the registry (registry.ts) by src/sections/build/views-file.ts, which
// every build and \`gatsby develop\` run first; do not edit it by hand. Each line is a type's types/<type>/view.tsx, or
// {} for a type with no view.tsx (its island draws it). Read by the static parts (section-run.static.tsx,
// section-intro.static.tsx) and the editor's preview; never by the browser's bundle.`

/** The views file the registry gives, for the types in `types` whose folders under `sectionsDir` have a view.tsx. */
export function viewsSource(types: readonly string[] = Object.keys(SECTION_MODULES), sectionsDir = SECTIONS_DIR) {
  const drawn = types.filter((type) => fs.existsSync(path.join(sectionsDir, "types", type, "view.tsx")))
  const key = (type: string) => (/^[a-z]\w*$/i.test(type) ? type : JSON.stringify(type))
  return [
    HEADER,
    `import type { Section, SectionType } from "./registry"`,
    `import type { SectionViews } from "./types/define-view"`,
    ...drawn.map((type) => `import { ${exportName(type)}View } from "./types/${type}/view"`),
    "",
    "export const SECTION_VIEWS = {",
    ...types.map((type) => `  ${key(type)}: ${drawn.includes(type) ? `${exportName(type)}View` : "{}"},`),
    "} satisfies { [T in SectionType]: SectionViews<Extract<Section, { type: T }>> }",
    "",
    "/** A section's drawing, from its type's (one cast, as registry.ts's rulesOf). */",
    "export const viewsOf = (section: Section): SectionViews<Section> =>",
    "  SECTION_VIEWS[section.type] as unknown as SectionViews<Section>",
    "",
  ].join("\n")
}

/** Writes views.tsx when it differs from what the registry gives (an unchanged file keeps its time, so `gatsby
 * develop` recompiles nothing). Returns whether it wrote. */
export function writeViewsFile(file = VIEWS_FILE): boolean {
  const source = viewsSource()
  if (fs.existsSync(file) && fs.readFileSync(file, "utf8") === source) return false
  fs.writeFileSync(file, source)
  return true
}

if (require.main === module) {
  process.stdout.write(
    writeViewsFile() ? `wrote ${path.relative(process.cwd(), VIEWS_FILE)}\n` : "views.tsx is up to date\n",
  )
}
