// The your-data pages' words and addresses as the build gives them (content/your-data.yaml and its translations, the
// translated pages in content/pages/<code>/): for tests that assert what a person reads, and where they are taken, in
// the language of the page.
import path from "path"
import type { ReactNode } from "react"
import { readWordsFile } from "../../schema/words-file"
import { readLanguages } from "../../schema/languages"
import { emailPagePath, readEmailContent } from "../../schema/email-content"
import type { YourDataWords } from "../../schema/content"
import { YOUR_DATA_PAGES, type YourDataPages } from "../../contracts/your-data"
import { PageLanguageContext, type LanguageContext } from "../../src/languages/language-context"

const contentDir = path.resolve(__dirname, "../../content")

/** What gatsby/pages.ts puts in the pageContext of a your-data page in `code`. */
export function yourDataContext(code: string): NonNullable<LanguageContext["yourDataWords"]> {
  const { languages } = readLanguages(contentDir)
  const read = readWordsFile<YourDataWords>(contentDir, "your-data.yaml", languages, "the your-data pages")
  const content = readEmailContent(contentDir)
  if (!read.ok || !content.ok) throw new Error("content/ is invalid: run the build for its messages")
  const words = read.words[code]
  if (!words) throw new Error(`content/languages.yaml has no language "${code}"`)
  const pages = Object.fromEntries(
    Object.entries(YOUR_DATA_PAGES).map(([name, english]) => [name, emailPagePath(content.content, code, english)]),
  ) as YourDataPages
  return { words, pages }
}

/** What the page wrapper gives a your-data page in `code`: its language, its words and its pages' addresses. */
export function yourDataWrapper(code = "en") {
  const value: LanguageContext = { language: { code, alternates: [] }, yourDataWords: yourDataContext(code) }
  return function WithYourDataWords({ children }: { children: ReactNode }) {
    return <PageLanguageContext.Provider value={value}>{children}</PageLanguageContext.Provider>
  }
}
