// What is translated, what is missing and what is stale, for the build's log and `npm run translations`.
// Each translation records the English it was made from (`translatedFrom`: a digest of the English file's text
// when the translation was last reviewed against it). A translation whose English has changed since is stale: it
// is still built, and the build warns, until a person has updated it and recorded the new digest
// (`npm run translations -- --reviewed <file>`).
import crypto from "crypto"
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { translationFile, translationOf, type Language } from "../schema/languages"
import { translatableFiles } from "../schema/collections"
import { COMPARISONS_DIR } from "../src/sections/build/plan"

const PAGES_DIR = "pages"

/** A digest of an English file as a writer sees it (line endings and trailing spaces do not count). */
export function englishDigest(text: string): string {
  const normalised = text
    .replace(/\r\n?/g, "\n")
    .replace(/[ \t]+$/gm, "")
    .trimEnd()
  return crypto.createHash("sha256").update(normalised).digest("hex").slice(0, 12)
}

/** The `translatedFrom` a translation records (front matter of Markdown, a top-level key of YAML), if any. */
export function recordedDigest(file: string, text: string): string | undefined {
  const source = file.endsWith(".md") ? (/^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? "") : text
  try {
    const data = yaml.load(source) as { translatedFrom?: unknown } | null
    return typeof data?.translatedFrom === "string" ? data.translatedFrom : undefined
  } catch {
    return undefined
  }
}

export type LanguageReport = {
  language: Language
  /** Translations of English files (paths relative to content/). */
  translated: string[]
  /** English files with no translation in this language. */
  missing: string[]
  /** Translations whose English changed since (or that record none): what the English file is now. */
  stale: Array<{ file: string; english: string; recorded?: string; current: string }>
  /** Files in a language's folder that translate no English file. */
  orphans: string[]
}

const list = (dir: string, ext: string) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith(ext) && entry.name !== "README.md")
        .map((entry) => entry.name)
        .sort()
    : []

/** The report for every language but the default, read from the files under contentDir. */
export function translationsReport(contentDir: string, languages: ReadonlyArray<Language>): LanguageReport[] {
  const englishFiles = [
    ...list(path.join(contentDir, PAGES_DIR), ".md").map((name) => `${PAGES_DIR}/${name}`),
    // The YAML files the registry gives a translation schema (schema/collections.ts).
    ...translatableFiles.filter((file) => fs.existsSync(path.join(contentDir, file))),
    // The comparisons (content/comparisons/<id>.yaml, translated in content/comparisons/<code>/<id>.yaml).
    ...list(path.join(contentDir, COMPARISONS_DIR), ".yaml").map((name) => `${COMPARISONS_DIR}/${name}`),
  ]
  return languages.slice(1).map((language) => {
    const report: LanguageReport = { language, translated: [], missing: [], stale: [], orphans: [] }
    for (const english of englishFiles) {
      const file = translationFile(english, language.code)
      const full = path.join(contentDir, file)
      if (!fs.existsSync(full)) {
        report.missing.push(english)
        continue
      }
      report.translated.push(file)
      const current = englishDigest(fs.readFileSync(path.join(contentDir, english), "utf8"))
      const recorded = recordedDigest(file, fs.readFileSync(full, "utf8"))
      if (recorded !== current) report.stale.push({ file, english, current, ...(recorded ? { recorded } : {}) })
    }
    const folders = [path.join(PAGES_DIR, language.code), language.code, path.join(COMPARISONS_DIR, language.code)]
    for (const folder of folders) {
      for (const name of [
        ...list(path.join(contentDir, folder), ".md"),
        ...list(path.join(contentDir, folder), ".yaml"),
      ]) {
        const file = `${folder.split(path.sep).join("/")}/${name}`
        const source = translationOf(languages, file)?.source
        if (source && !englishFiles.includes(source)) report.orphans.push(file)
      }
    }
    return report
  })
}

/** One line per language for the build's log: how much is translated, and what is missing. */
export function summaryLine({ language, translated, missing, stale }: LanguageReport): string {
  const total = translated.length + missing.length
  return (
    `Translations (${language.name}, ${language.code}): ${translated.length} of ${total} files translated, ` +
    `${stale.length} stale; not translated: ${missing.join(", ") || "none"} (npm run translations)`
  )
}

/** The build's warning for a stale translation. */
export const staleWarning = ({ file, english, recorded }: LanguageReport["stale"][number]) =>
  recorded
    ? `content/${file} translates content/${english}, which has changed since (translatedFrom: ${recorded}): update ` +
      `the translation, then record it with \`npm run translations -- --reviewed content/${file}\``
    : `content/${file} does not record which English it translates (translatedFrom): check it against ` +
      `content/${english}, then run \`npm run translations -- --reviewed content/${file}\``

/** The build's error for a file in a language's folder that translates nothing. */
export const orphanError = (file: string, code: string) =>
  `content/${file} is in the "${code}" folder, but there is no English content/${file.replace(`${code}/`, "")} for it to translate`

/**
 * Records that a translation was reviewed against its English as it is now: writes the English file's digest as
 * the translation's `translatedFrom` (the front matter's first field of a Markdown file, the first key of YAML).
 */
export function recordReviewed(contentDir: string, languages: ReadonlyArray<Language>, file: string): string {
  const relative = path.relative(contentDir, path.resolve(file)).split(path.sep).join("/")
  const translation = translationOf(languages, relative)
  if (!translation) throw new Error(`${file} is not a translation (content/<folder>/<language>/<file>)`)
  const english = fs.readFileSync(path.join(contentDir, translation.source), "utf8")
  const digest = englishDigest(english)
  const full = path.join(contentDir, relative)
  const text = fs.readFileSync(full, "utf8")
  // Quoted: YAML reads a digest of digits alone (000000000000) as a number.
  const line = `translatedFrom: "${digest}"`
  const existing = /^translatedFrom:.*$/m
  let next: string
  if (relative.endsWith(".md")) {
    const head = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)
    if (!head) throw new Error(`content/${relative} has no front matter`)
    const front = existing.test(head[1]!) ? head[1]!.replace(existing, line) : `${line}\n${head[1]}`
    next = `---\n${front}\n---${text.slice(head[0].length)}`
  } else {
    next = existing.test(text) ? text.replace(existing, line) : insertAfterComments(text, line)
  }
  fs.writeFileSync(full, next)
  return digest
}

/** A YAML file's leading comment lines stay first. */
function insertAfterComments(text: string, line: string): string {
  const lines = text.split("\n")
  const at = lines.findIndex((l) => !l.startsWith("#"))
  lines.splice(at === -1 ? lines.length : at, 0, line)
  return lines.join("\n")
}
