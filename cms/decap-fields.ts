// Turns a zod schema from schema/content.ts into Decap CMS fields: the widget follows the zod type, the
// label and hint come from `.meta()` (title, description; a field without a title is labelled from its name), and
// what Decap can check itself is declared so the editor refuses it in place, with the build's own message
// (required fields, regular expressions such as the slug's, lengths such as the description's, list sizes,
// choices). Everything else the schema refuses (refinements across fields) is checked before saving by the same
// schema (cms/validate-entry.ts). A zod type this file does not know fails the build naming the field.
// A field whose `.meta()` names a `relation` (an article's authors, tags, series, related posts) or a `reference` (a
// section's stories, features, comparison, tag: schema/sections.ts) is a relation widget into that collection; a
// reference that is a zod enum (the kind of articles a section lists) is the enum's choice. An article's date
// (src/articles/schema.ts `instant`) is a date and time in the site's zone. A list of a zod discriminated union of
// groups (a page's sections) is Decap's list of typed items (decapcms.org/docs/variable-type-widgets): one type per
// option, named by its discriminator's value, labelled, hinted and summarised from the option's `.meta()`.
import { z } from "zod"
import { instant } from "../src/articles/schema"

export type DecapField = {
  name: string
  label: string
  /** A list's word for one item ("Add plan", not "Add plans"). */
  label_singular?: string
  hint?: string
  widget: string
  required?: boolean
  default?: unknown
  /** Decap's [regular expression, message]; the message is the build's. */
  pattern?: [string, string]
  options?: string[]
  fields?: DecapField[]
  field?: DecapField
  min?: number
  max?: number
  value_type?: "int" | "float"
  summary?: string
  collapsed?: boolean
  choose_url?: boolean
  date_format?: string
  time_format?: boolean
  format?: string
  picker_utc?: boolean
  /** The publish-at and article-date widgets' zone (site.yaml's timeZone; cms/cms-config.ts sets it). */
  time_zone?: string
  /** A relation widget's collection (and, in a collection of files, the file), and which of its entries' fields it stores, searches and shows. */
  collection?: string
  file?: string
  value_field?: string
  search_fields?: string[]
  display_fields?: string[]
  multiple?: boolean
  options_length?: number
  /** A list of typed items: one group of fields per type, and the item's field that names its type. */
  types?: DecapField[]
  typeKey?: string
  allow_reorder?: boolean
}

/**
 * How a relation widget reads the collection it points into (Decap's relation options). A target in a collection of
 * files names the collection and the file (a plan's name: collection "pricing", file "pricing", "plans.*.name").
 */
export type RelationTarget = Required<Pick<DecapField, "value_field" | "search_fields" | "display_fields">> &
  Pick<DecapField, "collection" | "file">

/** What the generator needs beyond a schema. */
export type FieldOptions = {
  /** The collections a `.meta({ relation })` may name, by name; a relation to any other fails, naming the field. */
  relations?: Readonly<Record<string, RelationTarget>>
  /**
   * What a `.meta({ reference })` names (schema/sections.ts SectionReference), by name; a reference to any other
   * fails, naming the field.
   */
  references?: Readonly<Record<string, RelationTarget>>
  /** The zone an article's date is shown and entered in (site.yaml's timeZone). */
  timeZone?: string
  /** Inside a group that may be left out: its fields are checked as a whole before saving, not one by one. */
  optionalGroup?: boolean
}

/** The zod type of an article's date: a date, or a date and time with its offset (src/articles/schema.ts). */
const ARTICLE_INSTANT = (instant.def as unknown as { in: z.ZodType }).in

type Def = {
  type: string
  innerType?: z.ZodType
  defaultValue?: unknown
  in?: z.ZodType
  out?: z.ZodType
  checks?: Array<{ _zod: { def: CheckDef } }>
  entries?: Record<string, string>
  options?: z.ZodType[]
  shape?: Record<string, z.ZodType>
  element?: z.ZodType
  format?: string
  pattern?: RegExp
  discriminator?: string
  values?: unknown[]
}
type CheckDef = {
  check: string
  format?: string
  pattern?: RegExp
  minimum?: number
  maximum?: number
  value?: number
  inclusive?: boolean
  error?: (issue?: unknown) => unknown
}

const defOf = (schema: z.ZodType) => schema.def as unknown as Def

/** "floatingContact" -> "Floating contact", "USD" stays "USD". */
export function labelFromName(name: string): string {
  if (/^[A-Z0-9_]+$/.test(name)) return name
  const words = name
    .replace(/_/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * "Plans" -> "Plan", "Header links" -> "Header link", "Former addresses" -> "Former address"; a label that is no plain
 * plural stays as it is (a list whose title is a phrase names its item with the schema's `itemLabel`).
 */
export function singularOf(label: string): string {
  if (/(ss|x|ch|sh)es$/.test(label)) return label.slice(0, -2)
  return /[^su]s$/.test(label) ? label.slice(0, -1) : label
}

/** Thrown for a schema the editor cannot show; the build fails with its message. */
export class UnmappableFieldError extends Error {}

export type Unwrapped = { core: z.ZodType; required: boolean; default?: unknown; meta: z.GlobalMeta }

/** Peels optional/default/pipe wrappers, gathering metadata (outer wins) and whether a value is needed. */
export function unwrap(schema: z.ZodType, place: string): Unwrapped {
  let current = schema
  let required = true
  let meta: z.GlobalMeta = {}
  let fallback: { value: unknown } | undefined
  for (;;) {
    meta = { ...z.globalRegistry.get(current), ...meta }
    const def = defOf(current)
    if (def.type === "optional" || def.type === "nullable") {
      required = false
      current = def.innerType!
    } else if (def.type === "default") {
      required = false
      fallback ??= { value: def.defaultValue }
      current = def.innerType!
    } else if (def.type === "pipe") {
      // A value checked, then normalised (the slug): the editor checks what the writer types.
      const input = def.in!
      const output = def.out!
      if (defOf(output).type === "transform") current = input
      else if (defOf(input).type === "transform") current = output
      else throw new UnmappableFieldError(`${place} is a zod pipe between two schemas, which the editor cannot show`)
    } else if (def.type === "readonly" || def.type === "catch" || def.type === "prefault") {
      current = def.innerType!
    } else break
  }
  return { core: current, required, ...(fallback ? { default: fallback.value } : {}), meta }
}

const messageOf = (check: CheckDef): string => {
  const message = check.error?.()
  return typeof message === "string" ? message : ""
}

/** What Decap can check of a string itself: one pattern, with the build's message. */
function stringPattern(def: Def, place: string): [string, string] | undefined {
  const checks = (def.checks ?? []).map((check) => check._zod.def)
  const regexes = checks.filter((check) => check.check === "string_format" && check.pattern)
  // A string format (z.email()) carries its pattern on the schema itself.
  if (def.format && def.pattern) regexes.unshift({ check: "string_format", pattern: def.pattern })
  const usable = regexes.filter((check) => !check.pattern!.flags)
  if (usable.length > 1) throw new UnmappableFieldError(`${place} has more than one regular expression`)
  const regex = usable[0]
  if (regex) return [regex.pattern!.source, messageOf(regex) || "is not in the expected form"]
  const min = checks.find((check) => check.check === "min_length" && (check.minimum ?? 0) > 1)
  const max = checks.find((check) => check.check === "max_length")
  if (!min && !max) return undefined
  // Lengths of the trimmed text (every text field is trimmed): the first and last non-space characters count.
  const low = Math.max(min?.minimum ?? 1, 2)
  const high = max?.maximum
  return [`^\\s*\\S[\\s\\S]{${low - 2},${high === undefined ? "" : high - 2}}\\S\\s*$`, messageOf(min ?? max!)]
}

function listBounds(def: Def): Pick<DecapField, "min" | "max"> {
  const checks = (def.checks ?? []).map((check) => check._zod.def)
  const min = checks.find((check) => check.check === "min_length")?.minimum
  const max = checks.find((check) => check.check === "max_length")?.maximum
  return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) }
}

const DATE_WIDGET = {
  widget: "datetime",
  format: "YYYY-MM-DD",
  date_format: "YYYY-MM-DD",
  time_format: false,
  picker_utc: true,
} as const

/**
 * A relation widget into `meta.relation`'s collection or what `meta.reference` names: one id, or a list of them with
 * the list's bounds.
 */
function relationField(
  base: Omit<DecapField, "widget">,
  to: { relation: string } | { reference: string },
  list: Def | null,
  place: string,
  options: FieldOptions,
): DecapField {
  const target = "relation" in to ? options.relations?.[to.relation] : options.references?.[to.reference]
  if (!target)
    throw new UnmappableFieldError(
      "relation" in to
        ? `${place} relates to "${to.relation}", which the editor has no collection for: add it to the relations cms/cms-config.ts passes`
        : `${place} refers to "${to.reference}", which the editor has no collection for: add it to the references cms/cms-config.ts passes`,
    )
  return {
    ...base,
    widget: "relation",
    collection: "relation" in to ? to.relation : to.reference,
    ...target,
    // Every entry is offered (the collections are small), not only the first 20 that match.
    options_length: 500,
    ...(list ? { multiple: true, ...listBounds(list) } : {}),
  }
}

/** The Decap field for `name` holding `schema`; `place` names it in errors ("content/site.yaml field \"x\""). */
export function decapField(name: string, schema: z.ZodType, place: string, options: FieldOptions = {}): DecapField {
  const { core, required, meta, ...rest } = unwrap(schema, place)
  const def = defOf(core)
  const base = {
    name,
    label: meta.title ?? labelFromName(name),
    ...(meta.description ? { hint: meta.description } : {}),
    required: required && !options.optionalGroup,
    ...("default" in rest ? { default: rest.default } : {}),
  }
  // Scheduled publishing's time: our widget (cms/publish-at/), whatever the zod type that stores it.
  if (meta.widget === "publish-at") return { ...base, widget: "publish-at" }
  // An article's publication time: our widget (cms/article-date/), in the site's zone, stored with its offset.
  if (core === ARTICLE_INSTANT) return { ...base, widget: "article-date", time_zone: options.timeZone ?? "UTC" }
  // A reference that is a choice (the kind of articles a section lists) is shown as the choice it is.
  const to = meta.relation
    ? { relation: meta.relation }
    : meta.reference && def.type !== "enum"
      ? { reference: meta.reference }
      : null
  if (to) {
    const named = "relation" in to ? `relates to "${to.relation}"` : `refers to "${to.reference}"`
    if (def.type === "array") {
      const element = unwrap(def.element!, `${place} (each item)`)
      if (defOf(element.core).type !== "string")
        throw new UnmappableFieldError(`${place} ${named} but is not a list of ids`)
      return relationField(base, to, def, place, options)
    }
    if (def.type !== "string") throw new UnmappableFieldError(`${place} ${named} but is not an id`)
    return relationField(base, to, null, place, options)
  }
  switch (def.type) {
    case "string": {
      if (meta.widget === "image") return { ...base, widget: "image", choose_url: false }
      const pattern = stringPattern(def, place)
      return { ...base, widget: meta.widget === "text" ? "text" : "string", ...(pattern ? { pattern } : {}) }
    }
    case "number": {
      const checks = (def.checks ?? []).map((check) => check._zod.def)
      const integer = checks.some((check) => check.check === "number_format" && /int/.test(check.format ?? ""))
      const atLeast = checks.find((check) => check.check === "greater_than" && check.inclusive)
      return {
        ...base,
        widget: "number",
        value_type: integer ? "int" : "float",
        ...(atLeast?.value === undefined ? {} : { min: atLeast.value }),
      }
    }
    case "boolean":
      return { ...base, widget: "boolean" }
    case "enum":
      return { ...base, widget: "select", options: Object.values(def.entries ?? {}) }
    case "date":
      return { ...base, ...DATE_WIDGET }
    case "union": {
      // lastUpdated: a date, or text written like one. Any other union has no one widget.
      const types = (def.options ?? []).map((option) => defOf(option).type)
      if (types.includes("date") && types.every((type) => type === "date" || type === "string"))
        return { ...base, ...DATE_WIDGET }
      throw new UnmappableFieldError(`${place} is a zod union of ${types.join(", ")}, which the editor cannot show`)
    }
    case "object":
      // A group that may be left out (a section's second button): Decap would ask for each of its fields even when
      // the writer leaves the group empty, so they are not required here; the check before saving asks for them
      // when the group is given (cms/validate-entry.ts, with the build's message).
      return {
        ...base,
        widget: "object",
        collapsed: false,
        fields: decapFields(core, place, [], { ...options, optionalGroup: options.optionalGroup || !required }),
      }
    case "array": {
      const element = def.element!
      const item = unwrap(element, `${place} (each item)`)
      const bounds = { ...listBounds(def), label_singular: meta.itemLabel ?? singularOf(base.label) }
      if (defOf(item.core).type === "union" && defOf(item.core).discriminator)
        return typedList(base, item.core, bounds, place, options)
      if (defOf(item.core).type === "object") {
        const fields = decapFields(item.core, place, [], options)
        const first = fields.find((field) => field.widget === "string")
        return {
          ...base,
          widget: "list",
          // Open: writers see every item's fields at once (a collapsed item hides them behind a small arrow).
          collapsed: false,
          ...(first ? { summary: `{{fields.${first.name}}}` } : {}),
          fields,
          ...bounds,
        }
      }
      const { name: _name, ...single } = decapField(name, element, `${place} (each item)`, options)
      return { ...base, widget: "list", field: { name: "item", ...single, label: base.label }, ...bounds }
    }
    default:
      throw new UnmappableFieldError(
        `${place} is a zod ${def.type}, which the editor cannot show: give it a type cms/decap-fields.ts maps, or map ${def.type} there`,
      )
  }
}

/**
 * A list whose items are one of several groups, told apart by one field (a page's sections by `type`): Decap's
 * variable-type list. Each type is named by its discriminator's value and has its group's other fields; its label,
 * hint and collapsed summary come from the group's `.meta()` (title, description, summary). Items start collapsed,
 * each showing its summary, so a long page reads as its outline and its sections can be dragged into order.
 */
function typedList(
  base: Omit<DecapField, "widget">,
  union: z.ZodType,
  bounds: Pick<DecapField, "min" | "max" | "label_singular">,
  place: string,
  options: FieldOptions,
): DecapField {
  const { discriminator, options: members = [] } = defOf(union)
  const typeKey = discriminator!
  const types = members.map((member, index) => {
    const { core, meta } = unwrap(member, `${place} (type ${index + 1})`)
    const tag = defOf(core).shape?.[typeKey]
    const values = tag ? defOf(unwrap(tag, place).core).values : undefined
    const name = values?.length === 1 ? values[0] : undefined
    if (typeof name !== "string")
      throw new UnmappableFieldError(`${place} (type ${index + 1}) has no one text value of "${typeKey}"`)
    // 'front matter field "sections[hero].heading"' in a message about one of its fields.
    const typePlace = place.endsWith('"') ? place.replace(/"$/, `[${name}]"`) : `${place} (type "${name}")`
    return {
      name,
      label: meta.title ?? labelFromName(name),
      ...(meta.description ? { hint: meta.description } : {}),
      widget: "object",
      ...(meta.summary ? { summary: meta.summary } : {}),
      fields: decapFields(core, typePlace, [typeKey], options),
    }
  })
  return {
    ...base,
    widget: "list",
    label_singular: bounds.label_singular,
    ...(bounds.min === undefined ? {} : { min: bounds.min }),
    ...(bounds.max === undefined ? {} : { max: bounds.max }),
    typeKey,
    types,
    allow_reorder: true,
    collapsed: true,
  }
}

/** Every field of an object schema, in order. */
export function decapFields(
  schema: z.ZodType,
  place: string,
  omit: ReadonlyArray<string> = [],
  options: FieldOptions = {},
): DecapField[] {
  const def = defOf(schema)
  if (def.type !== "object" || !def.shape) throw new UnmappableFieldError(`${place} is not a group of fields`)
  const dotted = (key: string) => (place.endsWith('"') ? place.replace(/"$/, `.${key}"`) : `${place} field "${key}"`)
  return Object.entries(def.shape)
    .filter(([key]) => !omit.includes(key))
    .map(([key, field]) => decapField(key, field, dotted(key), options))
}
