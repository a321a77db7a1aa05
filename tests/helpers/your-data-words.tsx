// The your-data pages' words and addresses as the build gives them: content/your-data.yaml and its translations,
// read and checked by schema/email-content.ts, and the page's context made by the build's own function
// (gatsby/your-data-context.ts), over the pages content/pages/ builds. For tests that assert what a person reads, and
// where they are taken, in the language of the page.
import path from "path"
import type { ReactNode } from "react"
import { readEmailContent } from "../../schema/email-content"
import type { YourDataWords } from "../../schema/content"
import { translatedPath } from "../../contracts/languages"
import { YOUR_DATA_PAGES } from "../../contracts/your-data"
import { yourDataPageContext, type YourDataTemplate } from "../../gatsby/your-data-context"
import { PageLanguageContext, type LanguageContext } from "../../src/languages/language-context"

const content = (() => {
  const result = readEmailContent(path.resolve(__dirname, "../../content"))
  if (!result.ok) throw new Error(`content/ is invalid:\n  - ${result.errors.join("\n  - ")}`)
  return result.content
})()

/** Every word of content/your-data.yaml in `code` ("en", "hi"), a translation laid over the English. */
export function yourDataWordsIn(code: string): YourDataWords {
  const words = content.yourData[code]
  if (!words) throw new Error(`content/languages.yaml has no language "${code}"`)
  return words
}

/** The request form's topic and company-size names in `code`. */
export const formNamesIn = (code: string) => {
  const { topics, sizes } = content.form[code]!
  return { topics, sizes }
}

const ADDRESS: Record<YourDataTemplate, string> = {
  "your-data-request": YOUR_DATA_PAGES.form,
  "your-data-open": YOUR_DATA_PAGES.open,
  "your-data-view": YOUR_DATA_PAGES.view,
}

/** What the page wrapper gives the page of `template` in `code`: its language, and its pageContext's yourDataWords. */
export function yourDataWrapper(code = "en", template: YourDataTemplate = "your-data-view") {
  // The pages the build makes: every English one, and each language's translated ones.
  const built = new Set([...Object.values(YOUR_DATA_PAGES), ...Object.values(content.translatedPages).flat()])
  const slug = translatedPath(content.languages, code, ADDRESS[template])
  const value: LanguageContext = {
    language: { code, alternates: [] },
    ...yourDataPageContext(content, { template, slug }, built),
  }
  if (!value.yourDataWords) throw new Error(`${template} is not a your-data page`)
  return function WithYourDataWords({ children }: { children: ReactNode }) {
    return <PageLanguageContext.Provider value={value}>{children}</PageLanguageContext.Provider>
  }
}
