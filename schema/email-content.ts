// The copy and brand of the early-access emails: content/emails.yaml plus the brand facts from content/site.yaml,
// validated like the rest of content/. The build reads it here and hands it to the Functions as a constant
// (gatsby/email-content.ts); tsx, jest and the CLI read it here from disk at run time. The page the early-access
// Function answers a form sent without the script with (api/early-access/page.ts) takes its brand from here too.
import fs from "fs"
import path from "path"
import type { EmailsCopy, FormWords, YourDataWords } from "./content"
import { translationSchema } from "./collections"
import { readLanguages, translatedPath, translationFile, type Language } from "./languages"
import { validateData, validateYaml } from "./validate"
import { load, overlay, readWordsFile } from "./words-file"

export interface PrivacyContact {
  name: string
  role: string
  email: string
  address: string
}

export interface EmailBrand {
  productName: string
  legalName: string
  address: string
  email: string
  siteUrl: string
  brandColor: string
  /** Who answers privacy requests (site.yaml): at the foot of every "your data" email. */
  privacyContact: PrivacyContact
}

/** The shell of a Function's own page in one language: where its logo leads, and its footer's legal links. */
export interface PageShell {
  /** The home page in that language (/, /hi). */
  home: string
  /** The legal links' name (site.yaml's words.legalNav). */
  legalNav: string
  /** The small links under the site footer's logo (terms, privacy …). */
  legalLinks: ReadonlyArray<{ label: string; to: string }>
  /** Who answers privacy requests, their role in that language: at the foot of the your-data emails. */
  privacyContact: PrivacyContact
  /** The system fonts of the language's script (languages.yaml's `fonts`), before the site's stack; none: none. */
  fonts: string[]
}

export interface EmailContent {
  brand: EmailBrand
  /** Each language's shell of the Function's own pages (site.yaml, each translation laid over it), the default's too. */
  shells: Record<string, PageShell>
  /** The default language's copy (content/emails.yaml). */
  copy: EmailsCopy
  /** The site's languages, the default first (content/languages.yaml): the codes a request may be sent in. */
  languages: Language[]
  /** Each other language's copy, its translation laid over the default's string by string. */
  translations: Record<string, EmailsCopy>
  /** Each other language's translated pages, by address (/hi/invite/confirm): where an email's links may lead. */
  translatedPages: Record<string, string[]>
  /**
   * The words of the early-access form in every language, the default's included (content/form.yaml, each
   * translation laid over it string by string): the page the Function answers a form sent without the script with,
   * and its messages under a field, speak the language the form was sent in. The build gives pages theirs too.
   */
  form: Record<string, FormWords>
  /**
   * The words of the your-data pages in every language (content/your-data.yaml and its translations): the build
   * gives each of those pages its language's, and the download words who received the data in the default's.
   */
  yourData: Record<string, YourDataWords>
}

/** The form's words in `language` (a request's), or the default's. */
export function formWords(content: EmailContent, language: string | null | undefined): FormWords {
  return content.form[emailLanguage(content, language).code]!
}

/** The page at `path` in `language` when it is translated (/hi/invite/confirm), else the default language's. */
export function emailPagePath(content: EmailContent, language: string | null | undefined, path: string): string {
  const { code } = emailLanguage(content, language)
  const translated = translatedPath(content.languages, code, path)
  return content.translatedPages[code]?.includes(translated) ? translated : path
}

/** The addresses (slug) of a language's translated pages, read from their front matter. */
function translatedPageSlugs(contentDir: string, code: string): string[] {
  const dir = path.join(contentDir, "pages", code)
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .flatMap((name) => {
      const slug = /^slug:\s*["']?([^\s"']+)/m.exec(fs.readFileSync(path.join(dir, name), "utf8"))?.[1]
      return slug ? [slug.replace(/(.)\/+$/, "$1")] : []
    })
    .sort()
}

/** The copy of the emails to a visitor in `language` (a request's), or the default's. */
export function emailCopy(content: EmailContent, language: string | null | undefined): EmailsCopy {
  return (language && content.translations[language]) || content.copy
}

/** The language an email in `language` is written in: a language the site has, or the default. */
export function emailLanguage(content: EmailContent, language: string | null | undefined): Language {
  return content.languages.find(({ code }) => code === language) ?? content.languages[0]!
}

export type EmailContentResult = { ok: true; content: EmailContent } | { ok: false; errors: string[] }

/** Reads and validates the files and their translations; errors name the file and the field, as the build's other content errors do. */
export function readEmailContent(contentDir: string): EmailContentResult {
  const errors: string[] = []
  const shownDir = path.relative(process.cwd(), contentDir) || "."
  const parsed: Partial<Record<"site.yaml" | "emails.yaml" | "form.yaml", unknown>> = {}
  for (const name of ["site.yaml", "emails.yaml", "form.yaml"] as const) {
    const shown = path.join(shownDir, name)
    const file = load(path.join(contentDir, name), shown)
    if (!file.ok) {
      errors.push(file.error)
      continue
    }
    const result = validateYaml(shown, name, file.data)
    if (result.ok) parsed[name] = result.data
    else errors.push(...result.errors)
  }
  const { languages, errors: languageErrors } = readLanguages(contentDir)
  errors.push(...languageErrors)
  // Each translation's words, without its record of the English and its publishing time.
  const translated: Record<"emails.yaml" | "form.yaml" | "site.yaml", Record<string, unknown>> = {
    "emails.yaml": {},
    "form.yaml": {},
    "site.yaml": {},
  }
  for (const { code } of languages.slice(1)) {
    for (const english of ["emails.yaml", "form.yaml", "site.yaml"] as const) {
      const name = translationFile(english, code)
      const file = path.join(contentDir, name)
      if (!fs.existsSync(file)) continue
      const loaded = load(file, path.join(shownDir, name))
      if (!loaded.ok) {
        errors.push(loaded.error)
        continue
      }
      const result = validateData(path.join(shownDir, name), translationSchema(english), loaded.data, "YAML")
      if (result.ok) {
        const { translatedFrom: _recorded, publishAt: _publishAt, ...words } = result.data as Record<string, unknown>
        translated[english][code] = words
      } else errors.push(...result.errors)
    }
  }
  const yourData = readWordsFile<YourDataWords>(contentDir, "your-data.yaml", languages, "the your-data pages")
  if (!yourData.ok) errors.push(...yourData.errors)
  if (errors.length || !yourData.ok) return { ok: false, errors }
  const site = parsed["site.yaml"] as EmailBrand
  const { name, role, email, address } = site.privacyContact
  const brand: EmailBrand = {
    productName: site.productName,
    legalName: site.legalName,
    address: site.address,
    email: site.email,
    siteUrl: site.siteUrl.replace(/\/+$/, ""),
    brandColor: site.brandColor,
    privacyContact: { name, role, email, address },
  }
  const copy = parsed["emails.yaml"] as EmailsCopy
  const translations = Object.fromEntries(
    Object.entries(translated["emails.yaml"]).map(([code, over]) => [code, overlay(copy, over)]),
  )
  const { publishAt: _publishAt, ...englishForm } = parsed["form.yaml"] as FormWords & { publishAt?: unknown }
  const form = Object.fromEntries(
    languages.map(({ code }) => [code, overlay<FormWords>(englishForm, translated["form.yaml"][code])]),
  )
  const translatedPages = Object.fromEntries(
    languages.slice(1).map(({ code }) => [code, translatedPageSlugs(contentDir, code)]),
  )
  type ShellSource = {
    legalLinks: PageShell["legalLinks"]
    words: { legalNav: string }
    privacyContact: Partial<PrivacyContact>
  }
  const englishShell = parsed["site.yaml"] as ShellSource
  const shells = Object.fromEntries(
    languages.map(({ code, fonts }, index) => {
      const over = (translated["site.yaml"][code] ?? {}) as Partial<ShellSource>
      const home = translatedPath(languages, code, "/")
      return [
        code,
        {
          home: index === 0 || translatedPages[code]?.includes(home) ? home : "/",
          legalNav: over.words?.legalNav ?? englishShell.words.legalNav,
          legalLinks: (over.legalLinks ?? englishShell.legalLinks).map(({ label, to }) => ({ label, to })),
          privacyContact: { ...brand.privacyContact, ...over.privacyContact },
          fonts: [...(fonts ?? [])],
        },
      ]
    }),
  )
  return {
    ok: true,
    content: { brand, shells, copy, languages, translations, translatedPages, form, yourData: yourData.words },
  }
}
