// Which language each content page is in, and its versions in the others: what gatsby/pages.ts puts in a page's
// context (src/languages/language-context.ts), for its <head> (lang, hreflang), its shell (the words of its language,
// the language switcher) and the sitemap. A translation (content/pages/hi/privacy.md) is built at the English page's
// address in its language (/hi/privacy), and must say so in its slug: the build names the file and the field when it
// does not. One exception keeps a writer's rename from stopping the build: when the English page moves (its old
// address joins its formerSlugs, which the editor writes), a translation still at the old address in its language
// stays there, with a warning that says where to move it; its own formerSlugs then redirect, as an English page's do.
// The shell's words of a language come from its translation of site.yaml (content/hi/site.yaml).
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import type { z } from "zod"
import { translationSchema, type CollectionFile } from "../schema/collections"
import type { SiteTranslation } from "../schema/content"
import { validateData } from "../schema/validate"
import { translatedPath, translationFile, translationOf, type Language } from "../schema/languages"
import { comparisonTranslationSchema, type ComparisonTranslation } from "../schema/content"
import type { LanguageContext, ShellWords } from "../src/languages/language-context"
import { DATA_ITEMS, type ComparisonWords, type DataWords, type TranslatedField } from "../src/languages/data-words"
import { COMPARISONS_DIR } from "../src/sections/build/plan"
import { orphanError } from "./translations"

type Page = {
  id: string
  file: string
  slug: string
  template: string
  formerSlugs?: string[] | undefined
  sections?: ReadonlyArray<{ type: string; alternative?: unknown }> | undefined
}

export type PageLanguages = {
  /** Each page's language context, by node id; a page with no translation has none. */
  contexts: Map<string, LanguageContext>
  errors: string[]
  /** Translations left at their English page's former address. */
  warnings: string[]
}

/** content/<code>/<name>, checked against its schema: undefined when the language has no such file. */
function readTranslation<T>(
  contentDir: string,
  code: string,
  name: string,
  schema: z.ZodType<T>,
  errors: string[],
): T | undefined {
  return readTranslationAt(contentDir, translationFile(name, code), schema, errors)
}

/** A translation at `relative` in contentDir (comparisons/hi/spreadsheets.yaml), checked by its schema. */
function readTranslationAt<T>(
  contentDir: string,
  relative: string,
  schema: z.ZodType<T>,
  errors: string[],
): T | undefined {
  const file = path.join(contentDir, relative)
  if (!fs.existsSync(file)) return undefined
  const shown = path.relative(process.cwd(), file)
  let data: unknown
  try {
    data = yaml.load(fs.readFileSync(file, "utf8"))
  } catch (error) {
    errors.push(`${shown}: ${(error as Error).message.split("\n")[0]}`)
    return undefined
  }
  const checked = validateData(shown, schema, data, "YAML")
  if (!checked.ok) {
    errors.push(...checked.errors)
    return undefined
  }
  return checked.data
}

/** The shell's words of each language but the default, from content/<code>/site.yaml (none: the English). */
export function shellTranslations(
  contentDir: string,
  languages: ReadonlyArray<Language>,
): { shells: Map<string, ShellWords>; errors: string[] } {
  const shells = new Map<string, ShellWords>()
  const errors: string[] = []
  for (const { code } of languages.slice(1)) {
    const translation = readTranslation(
      contentDir,
      code,
      "site.yaml",
      translationSchema("site.yaml") as z.ZodType<SiteTranslation>,
      errors,
    )
    if (!translation) continue
    const { translatedFrom: _recorded, publishAt: _publishAt, ...words } = translation
    shells.set(code, words)
  }
  return { shells, errors }
}

/**
 * The YAML files a page's data may hold in another language: the page query's field, and the pages that show it (the
 * translation's schema is the registry's, schema/collections.ts).
 */
const DATA_TRANSLATIONS: ReadonlyArray<{
  file: CollectionFile
  field: TranslatedField
  shownOn: (page: Page) => boolean
}> = [
  {
    file: "contact.yaml",
    field: "contactYaml",
    shownOn: (page) => page.template === "contact",
  },
  {
    file: "features.yaml",
    field: "featuresYaml",
    shownOn: (page) =>
      page.template === "features" || (page.sections ?? []).some((section) => section.type === "features"),
  },
  {
    file: "pricing.yaml",
    field: "pricingYaml",
    shownOn: (page) =>
      page.template === "pricing" || (page.sections ?? []).some((section) => section.type === "pricing"),
  },
]

/**
 * Each YAML file's words in each language but the default (content/<code>/contact.yaml), each item of its list found
 * by its English key (src/languages/data-words.ts): a key the English does not have is an error that names the file
 * and the field.
 */
export function dataTranslations(
  contentDir: string,
  languages: ReadonlyArray<Language>,
): { words: Map<string, Map<TranslatedField, Record<string, unknown>>>; errors: string[] } {
  const words = new Map<string, Map<TranslatedField, Record<string, unknown>>>()
  const errors: string[] = []
  for (const { code } of languages.slice(1)) {
    for (const { file, field } of DATA_TRANSLATIONS) {
      const schema = translationSchema(file) as z.ZodType<Record<string, unknown>>
      const translation = readTranslation(contentDir, code, file, schema, errors)
      const englishFile = path.join(contentDir, file)
      if (!translation || !fs.existsSync(englishFile)) continue
      const { list, key } = DATA_ITEMS[field]
      const english = yaml.load(fs.readFileSync(englishFile, "utf8")) as Record<string, unknown>
      const keys = new Set(((english[list] ?? []) as Array<Record<string, unknown>>).map((item) => item[key]))
      const items = (translation[list] ?? []) as Array<Record<string, unknown>>
      const unknown = items.findIndex((item) => !keys.has(item[key]))
      if (unknown !== -1) {
        const shown = path.relative(process.cwd(), path.join(contentDir, code, file))
        errors.push(
          `${shown}: field "${list}.${unknown}.${key}" is "${String(items[unknown]![key])}", which is not the ${key} of any of the ${list} in content/${file}: copy the English ${key} unchanged`,
        )
        continue
      }
      const { translatedFrom: _recorded, publishAt: _publishAt, ...texts } = translation
      const ofLanguage = words.get(code) ?? new Map<TranslatedField, Record<string, unknown>>()
      ofLanguage.set(field, texts)
      words.set(code, ofLanguage)
    }
  }
  return { words, errors }
}

/**
 * Each comparison's words in each language but the default (content/comparisons/<code>/<id>.yaml), by its id, each
 * fact found by its English source: a source the English does not have is an error that names the file and the field.
 */
export function comparisonTranslations(
  contentDir: string,
  languages: ReadonlyArray<Language>,
): { words: Map<string, Map<string, ComparisonWords>>; errors: string[]; warnings: string[] } {
  const words = new Map<string, Map<string, ComparisonWords>>()
  const errors: string[] = []
  const warnings: string[] = []
  for (const { code } of languages.slice(1)) {
    const folder = path.join(contentDir, COMPARISONS_DIR, code)
    if (!fs.existsSync(folder)) continue
    for (const name of fs
      .readdirSync(folder)
      .filter((file) => file.endsWith(".yaml"))
      .sort()) {
      const id = name.replace(/\.yaml$/, "")
      const relative = `${COMPARISONS_DIR}/${code}/${name}`
      const englishFile = path.join(contentDir, COMPARISONS_DIR, name)
      // A file with no English one to translate is the translations report's error (gatsby/pages.ts).
      if (!fs.existsSync(englishFile)) continue
      const translation = readTranslationAt<ComparisonTranslation>(
        contentDir,
        relative,
        comparisonTranslationSchema,
        errors,
      )
      if (!translation) continue
      const english = yaml.load(fs.readFileSync(englishFile, "utf8")) as { facts?: Array<{ source?: unknown }> } | null
      const sources = new Set((english?.facts ?? []).map((fact) => fact.source))
      // A source the English no longer has (a writer checked the fact again at a new address) leaves that fact in
      // English until the translation catches up, as a stale translation is still built: a warning, not a failed
      // deploy for an English edit.
      ;(translation.facts ?? []).forEach((fact, index) => {
        if (!sources.has(fact.source))
          warnings.push(
            `${path.relative(process.cwd(), path.join(contentDir, relative))}: field "facts.${index}.source" is "${fact.source}", which is not the source of any of the facts in content/${COMPARISONS_DIR}/${name}, so that fact is shown in English: copy the English source unchanged`,
          )
      })
      const ofLanguage = words.get(code) ?? new Map<string, ComparisonWords>()
      ofLanguage.set(id, {
        ...(translation.name ? { name: translation.name } : {}),
        ...(translation.facts ? { facts: translation.facts } : {}),
      })
      words.set(code, ofLanguage)
    }
  }
  return { words, errors, warnings }
}

export function pageLanguages(
  contentDir: string,
  languages: ReadonlyArray<Language>,
  pages: ReadonlyArray<Page>,
): PageLanguages {
  const errors: string[] = []
  const warnings: string[] = []
  const { shells, errors: shellErrors } = shellTranslations(contentDir, languages)
  errors.push(...shellErrors)
  const { words, errors: dataErrors } = dataTranslations(contentDir, languages)
  errors.push(...dataErrors)
  const comparisonTranslated = comparisonTranslations(contentDir, languages)
  const comparisonWords = comparisonTranslated.words
  errors.push(...comparisonTranslated.errors)
  warnings.push(...comparisonTranslated.warnings)
  const byFile = new Map(pages.map((page) => [relativeTo(contentDir, page.file), page]))
  // Each English page's translations, by language code.
  const groups = new Map<Page, Map<string, Page>>()
  for (const [file, page] of byFile) {
    const translation = translationOf(languages, file)
    if (!translation) continue
    const english = byFile.get(translation.source)
    if (!english) {
      errors.push(orphanError(file, translation.code))
      continue
    }
    const expected = translatedPath(languages, translation.code, english.slug)
    const behind = (english.formerSlugs ?? []).some(
      (former) => translatedPath(languages, translation.code, former) === page.slug,
    )
    if (page.slug !== expected && behind)
      warnings.push(
        `${page.file}: its English page ${english.file} moved to ${english.slug}, so this translation stays at ${page.slug} until its front matter field "slug" is "${expected}" (put "${page.slug}" in its "formerSlugs", and the old address keeps working)`,
      )
    else if (page.slug !== expected) {
      errors.push(
        `${page.file}: front matter field "slug" must be "${expected}": it translates ${english.file}, whose address is ${english.slug}`,
      )
      continue
    }
    if (page.template !== english.template) {
      errors.push(
        `${page.file}: front matter field "template" must be "${english.template}", as in ${english.file}, which it translates`,
      )
      continue
    }
    const group = groups.get(english) ?? new Map<string, Page>()
    group.set(translation.code, page)
    groups.set(english, group)
  }
  const contexts = new Map<string, LanguageContext>()
  for (const [english, translations] of groups) {
    const versions = languages.flatMap(({ code }) => {
      const page = code === languages[0]?.code ? english : translations.get(code)
      return page ? [{ code, page }] : []
    })
    const alternates = versions.map(({ code, page }) => ({ code, path: page.slug }))
    for (const { code, page } of versions) {
      // A 404 page answers an address that does not exist in any language: its language switcher leads to the other
      // language's home, not to that language's "not found" (useShell falls back to the home of a language the page
      // has no version in). It has no hreflang either way (noindex).
      const own = page.template === "not-found" ? alternates.filter((alternate) => alternate.code === code) : alternates
      const shell = shells.get(code)
      const dataWords: DataWords = {}
      for (const { field, shownOn } of DATA_TRANSLATIONS) {
        const translated = words.get(code)?.get(field)
        if (translated && shownOn(page)) dataWords[field] = translated
      }
      // The comparisons its sections show, in its language where a translation gives their words.
      const comparisons = Object.fromEntries(
        (page.sections ?? []).flatMap((section) => {
          const translated =
            section.type === "comparison" && typeof section.alternative === "string"
              ? comparisonWords.get(code)?.get(section.alternative)
              : undefined
          return translated ? [[section.alternative as string, translated]] : []
        }),
      )
      if (Object.keys(comparisons).length) dataWords.comparisons = comparisons
      contexts.set(page.id, {
        language: { code, alternates: own },
        ...(shell ? { shell } : {}),
        ...(Object.keys(dataWords).length ? { dataWords } : {}),
      })
    }
  }
  return { contexts, errors, warnings }
}

const relativeTo = (contentDir: string, file: string) =>
  path.relative(contentDir, path.resolve(file)).split(path.sep).join("/")
