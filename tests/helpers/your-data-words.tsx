// The your-data pages' words and addresses as the build gives them (content/your-data.yaml and its translations, the
// translated pages in content/pages/<code>/, read and checked by schema/email-content.ts): for tests that assert what
// a person reads, and where they are taken, in the language of the page.
import path from "path"
import type { ReactNode } from "react"
import { emailPagePath, readEmailContent } from "../../schema/email-content"
import type { YourDataWords } from "../../schema/content"
import { YOUR_DATA_PAGES, type YourDataPages } from "../../contracts/your-data"
import { PageLanguageContext, type LanguageContext } from "../../src/languages/language-context"

const content = (() => {
  const result = readEmailContent(path.resolve(__dirname, "../../content"))
  if (!result.ok) throw new Error(`content/ is invalid:\n  - ${result.errors.join("\n  - ")}`)
  return result.content
})()

/** What gatsby/pages.ts puts in the pageContext of a your-data page in `code` (every group of the words). */
export function yourDataContext(
  code: string,
): NonNullable<LanguageContext["yourDataWords"]> & { words: YourDataWords; locale: string } {
  const words = content.yourData[code]
  const language = content.languages.find((entry) => entry.code === code)
  if (!words || !language) throw new Error(`content/languages.yaml has no language "${code}"`)
  const pages = Object.fromEntries(
    Object.entries(YOUR_DATA_PAGES).map(([name, english]) => [name, emailPagePath(content, code, english)]),
  ) as YourDataPages
  const { topics, sizes } = content.form[code]!
  return { words, pages, locale: language.locale, form: { topics, sizes } }
}

/** What the page wrapper gives a your-data page in `code`: its language, its words and its pages' addresses. */
export function yourDataWrapper(code = "en") {
  const value: LanguageContext = { language: { code, alternates: [] }, yourDataWords: yourDataContext(code) }
  return function WithYourDataWords({ children }: { children: ReactNode }) {
    return <PageLanguageContext.Provider value={value}>{children}</PageLanguageContext.Provider>
  }
}
