// A YAML file of words and its translations (content/<file>, content/<language>/<file>), read and checked as the
// build's other content is (errors name the file and the field), each translation laid over the English string by
// string: whatever a translation leaves out is the English.
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { translationSchema, type CollectionFile } from "./collections"
import { translationFile, type Language } from "./languages"
import { overlay } from "./overlay"
import { validateData, validateYaml } from "./validate"

export { overlay }

export function load(
  file: string,
  shown: string,
  neededBy = "the early-access form and its emails",
): { ok: true; data: unknown } | { ok: false; error: string } {
  if (!fs.existsSync(file)) return { ok: false, error: `${shown} is missing: ${neededBy} need it` }
  try {
    return { ok: true, data: yaml.load(fs.readFileSync(file, "utf8")) }
  } catch (error) {
    return {
      ok: false,
      error: `${shown} is not valid YAML: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`,
    }
  }
}

/**
 * `file`'s words in each language, the default's included, without the fields only the build reads (its record of the
 * English, its publishing time); or every problem found, each naming the file and the field.
 */
export function readWordsFile<T>(
  contentDir: string,
  file: CollectionFile,
  languages: ReadonlyArray<Language>,
  neededBy: string,
): { ok: true; words: Record<string, T> } | { ok: false; errors: string[] } {
  const shownDir = path.relative(process.cwd(), contentDir) || "."
  const errors: string[] = []
  const english = load(path.join(contentDir, file), path.join(shownDir, file), neededBy)
  if (!english.ok) return { ok: false, errors: [english.error] }
  const checked = validateYaml(path.join(shownDir, file), file, english.data)
  if (!checked.ok) return { ok: false, errors: checked.errors }
  const { publishAt: _publishAt, ...base } = checked.data as Record<string, unknown>
  const words: Record<string, T> = {}
  for (const [index, { code }] of languages.entries()) {
    const name = translationFile(file, code)
    if (index === 0 || !fs.existsSync(path.join(contentDir, name))) {
      words[code] = base as T
      continue
    }
    const shown = path.join(shownDir, name)
    const loaded = load(path.join(contentDir, name), shown, neededBy)
    const result = loaded.ok ? validateData(shown, translationSchema(file), loaded.data, "YAML") : null
    if (!loaded.ok) errors.push(loaded.error)
    else if (result && !result.ok) errors.push(...result.errors)
    else if (result) {
      const { translatedFrom: _recorded, publishAt: _at, ...over } = result.data as Record<string, unknown>
      words[code] = overlay(base as T, over)
    }
  }
  return errors.length ? { ok: false, errors } : { ok: true, words }
}
