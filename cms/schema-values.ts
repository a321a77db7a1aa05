// Where what the editor holds and what a page's file holds differ, for any field of any schema: a value is walked
// along its zod schema (groups, lists, and a list of typed items by each item's type), so the page's format
// (cms/formats.ts) and the check before saving (cms/validate-entry.ts) treat every section type alike, from the
// schemas alone.
// - Reading: a field the file leaves out gets its schema default, as the editor shows it (a hero's layout "split").
// - Writing: a value equal to its default, empty text, and a group or list the schema lets be left out and the writer
//   left empty (a second button never filled in) are not written, so a saved page looks like a typed one.
// - A story a section names (`.meta({ reference: "stories" })`) is its folder in the file, "kestrel-fresh-markets", and
//   its entry slug in the editor, "kestrel-fresh-markets/index" (the relation widget's value for a page bundle).
import type { z } from "zod"
import { unwrap } from "./decap-fields"
import { fromEntrySlug, toEntrySlug } from "./paths"

type Data = Record<string, unknown>
type Direction = "read" | "write"
type Def = {
  type: string
  shape?: Record<string, z.ZodType>
  element?: z.ZodType
  options?: z.ZodType[]
  discriminator?: string
  values?: unknown[]
}
const defOf = (schema: z.ZodType) => schema.def as unknown as Def

const isPlainObject = (value: unknown): value is Data =>
  typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype
const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === "" ||
  (Array.isArray(value) && value.length === 0) ||
  (isPlainObject(value) && Object.keys(value).length === 0)
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** The option of a discriminated union whose discriminator has the value's. */
function optionFor(def: Def, value: Data): z.ZodType | undefined {
  const key = def.discriminator!
  return def.options?.find((option) => {
    const tag = defOf(unwrap(option, key).core).shape?.[key]
    return tag !== undefined && defOf(unwrap(tag, key).core).values?.includes(value[key]) === true
  })
}

function walk(schema: z.ZodType, value: unknown, direction: Direction): unknown {
  const { core, meta } = unwrap(schema, "")
  const def = defOf(core)
  if (meta.reference === "stories") {
    const convert = direction === "read" ? toEntrySlug : fromEntrySlug
    return Array.isArray(value) ? value.map(convert) : convert(value)
  }
  if (def.type === "union" && def.discriminator && isPlainObject(value)) {
    const option = optionFor(def, value)
    return option ? walk(option, value, direction) : value
  }
  if (def.type === "array" && Array.isArray(value)) return value.map((item) => walk(def.element!, item, direction))
  if (def.type !== "object" || !isPlainObject(value)) return value
  const shape = def.shape ?? {}
  const result: Data = {}
  for (const [key, item] of Object.entries(value)) {
    // A field the schema does not know stays as it is: the build names it.
    const field = shape[key]
    if (!field) {
      result[key] = item
      continue
    }
    const walked = walk(field, item, direction)
    if (direction === "write") {
      const { required, ...rest } = unwrap(field, key)
      if (walked === undefined || walked === null || walked === "") continue
      if ("default" in rest && same(walked, rest.default)) continue
      if (!required && isEmpty(walked)) continue
    }
    result[key] = walked
  }
  if (direction === "read")
    for (const [key, field] of Object.entries(shape)) {
      const found = unwrap(field, key)
      if (!(key in result) && "default" in found) result[key] = JSON.parse(JSON.stringify(found.default)) as unknown
    }
  return result
}

/** The file's values as the editor shows them: defaults filled in, stories by entry slug. */
export function valuesFromFile(schema: z.ZodType, value: unknown): unknown {
  return walk(schema, value, "read")
}

/** The editor's values as the file holds them: defaults, empty text and empty optional groups left out. */
export function valuesToFile(schema: z.ZodType, value: unknown): unknown {
  return walk(schema, value, "write")
}
