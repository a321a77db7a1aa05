// content/languages.yaml, read and checked, for gatsby-config (what is sourced) and the build (pages, the translations
// report). How a language shows in an address and in a file's path is contracts/languages.ts, re-exported here.
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { z } from "zod"
import { validateData } from "./validate"
import type { Language } from "../contracts/languages"

export * from "../contracts/languages"

export const LANGUAGES_FILE = "languages.yaml"

const languageSchema = z.strictObject({
  code: z
    .string()
    .regex(/^[a-z]{2,3}$/, 'must be a language code of two or three lower-case letters, such as "hi" or "mr"')
    .meta({ title: "Code", description: "The language's ISO 639-1 code: its pages live under /<code>" }),
  name: z
    .string()
    .trim()
    .min(1, "must not be empty")
    .meta({ title: "Name", description: "The language's name in itself (हिन्दी), as the language switcher shows it" }),
  locale: z
    .string()
    .regex(/^[a-z]{2,3}-[A-Z]{2}$/, 'must be a locale such as "en-IN" or "hi-IN"')
    .refine((value) => Intl.DateTimeFormat.supportedLocalesOf(value).length > 0, "is not a locale this Node knows")
    .meta({ title: "Locale", description: 'How its pages write dates and numbers, such as "hi-IN"' }),
  fonts: z
    .array(
      // Checked as written, not trimmed: the page's CSS reads the same YAML through GraphQL, so a space around a name
      // would reach the rule and no font would match it.
      z
        .string()
        .regex(
          /^[\p{L}\p{N}]([\p{L}\p{N} ._-]*[\p{L}\p{N}.])?$/u,
          'must be a font\'s family name, such as "Noto Sans Devanagari"',
        ),
    )
    .min(1, "must name at least one font, or be left out")
    .optional()
    .meta({
      title: "Fonts",
      description:
        "The system fonts that draw its script, by family name, best first: named before the site's own fonts wherever text is in this language",
    }),
})

export const languagesSchema = z
  .array(languageSchema)
  .min(1, "must list at least one language")
  .superRefine((languages, ctx) => {
    const seen = new Set<string>()
    languages.forEach(({ code }, index) => {
      if (seen.has(code)) ctx.addIssue({ code: "custom", path: [index, "code"], message: `"${code}" is listed twice` })
      seen.add(code)
    })
  })

/** content/languages.yaml, checked: the messages name the file and the field. A missing file is English alone. */
export function readLanguages(contentDir: string): { languages: Language[]; errors: string[] } {
  const file = path.join(contentDir, LANGUAGES_FILE)
  if (!fs.existsSync(file)) return { languages: [{ code: "en", name: "English", locale: "en-IN" }], errors: [] }
  let data: unknown
  try {
    data = yaml.load(fs.readFileSync(file, "utf8"))
  } catch (error) {
    return { languages: [], errors: [`content/${LANGUAGES_FILE}: ${(error as Error).message.split("\n")[0]}`] }
  }
  const checked = validateData(`content/${LANGUAGES_FILE}`, languagesSchema, data, "YAML")
  return checked.ok ? { languages: checked.data, errors: [] } : { languages: [], errors: checked.errors }
}

/** readLanguages, for callers that cannot report: a broken file throws with its messages. */
export function languagesOf(contentDir: string): Language[] {
  const { languages, errors } = readLanguages(contentDir)
  if (errors.length) throw new Error(errors.join("\n"))
  return languages
}
