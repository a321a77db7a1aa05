// The early-access form's words as the build gives them (content/form.yaml and its translations, read and checked by
// schema/email-content.ts): for tests that assert what a visitor reads, in the language they read it in.
import path from "path"
import type { ReactNode } from "react"
import { formFirstCounts, type FormWords } from "../../contracts/early-access-copy"
import { readEmailContent, type EmailContent } from "../../schema/email-content"
import { PageLanguageContext } from "../../src/languages/language-context"
import type { PageSpeech } from "../../api/early-access/page"
import { emailPagePath } from "../../schema/email-content"
import { EARLY_ACCESS_FORM_PAGE } from "../../contracts/early-access"

let content: EmailContent | undefined

function readContent(): EmailContent {
  if (content) return content
  const result = readEmailContent(path.resolve(__dirname, "../../content"))
  if (!result.ok) throw new Error(`content/ is invalid:\n  - ${result.errors.join("\n  - ")}`)
  content = result.content
  return content
}

/** The words a page in `code` shows ("en", "hi"): a translation laid over the English, string by string. */
export function formWordsIn(code: string): FormWords {
  const words = readContent().form[code]
  if (!words) throw new Error(`content/languages.yaml has no language "${code}"`)
  return words
}

/** The default language's words. */
export const ENGLISH_FORM = formWordsIn(readContent().languages[0]!.code)

/** What the Function's page in `code` speaks (api/early-access/exchange.ts pageSpeech, from the files on disk). */
export function speechIn(code = readContent().languages[0]!.code): PageSpeech {
  const language = readContent().languages.find((entry) => entry.code === code)!
  return {
    words: formWordsIn(code),
    code,
    locale: language.locale,
    formPage: emailPagePath(readContent(), code, EARLY_ACCESS_FORM_PAGE),
    shell: readContent().shells[code]!,
  }
}

/** What the page wrapper gives a page with the form: its language and its words. */
export function formWordsWrapper(code = readContent().languages[0]!.code) {
  const value = {
    language: { code, alternates: [] },
    formWords: {
      words: formWordsIn(code),
      locale: speechIn(code).locale,
      firstCounts: formFirstCounts(formWordsIn(code), speechIn(code).locale),
    },
  }
  return function WithFormWords({ children }: { children: ReactNode }) {
    return <PageLanguageContext.Provider value={value}>{children}</PageLanguageContext.Provider>
  }
}
