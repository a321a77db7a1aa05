// What a your-data page's pageContext carries (src/languages/language-context.ts, yourDataWords): the groups of
// content/your-data.yaml that page shows, in its language; where each your-data page is in that language (the
// default's where it is not built); and, on the data's page, the request form's topic and company-size names. The
// build (gatsby/pages.ts) and the component tests (tests/helpers/your-data-words.tsx) both make it here.
import { languageOfPath, translatedPath } from "../contracts/languages"
import { YOUR_DATA_PAGES, type YourDataPages } from "../contracts/your-data"
import type { YourDataWords } from "../schema/content"
import type { EmailContent } from "../schema/email-content"
import type { LanguageContext } from "../src/languages/language-context"

/** Which groups of content/your-data.yaml each your-data page shows (each shows `questions`). */
export const YOUR_DATA_GROUPS = {
  "your-data-request": ["request"],
  "your-data-open": ["open"],
  "your-data-view": ["view", "held", "records", "processors", "correction", "erase"],
} as const satisfies Record<string, ReadonlyArray<keyof YourDataWords>>
export type YourDataTemplate = keyof typeof YOUR_DATA_GROUPS

const isYourDataTemplate = (template: string): template is YourDataTemplate =>
  Object.prototype.hasOwnProperty.call(YOUR_DATA_GROUPS, template)

/** The pageContext fields of a page (`template`, at `slug`): yourDataWords on a your-data page, nothing elsewhere. */
export function yourDataPageContext(
  content: Pick<EmailContent, "languages" | "yourData" | "form">,
  page: { template: string; slug: string },
  built: ReadonlySet<string>,
): Pick<LanguageContext, "yourDataWords"> {
  if (!isYourDataTemplate(page.template)) return {}
  const { languages } = content
  const language = languages.find(({ code }) => code === languageOfPath(languages, page.slug)) ?? languages[0]!
  const inLanguage = (english: string) => {
    const translated = translatedPath(languages, language.code, english)
    return built.has(translated) ? translated : english
  }
  const pages = Object.fromEntries(
    Object.entries(YOUR_DATA_PAGES).map(([name, english]) => [name, inLanguage(english)]),
  ) as YourDataPages
  // Only the words the page shows: the data's page's many stay off the form's and the button's.
  const all = content.yourData[language.code]!
  const words: Partial<YourDataWords> & Pick<YourDataWords, "questions"> = { questions: all.questions }
  for (const group of YOUR_DATA_GROUPS[page.template]) Object.assign(words, { [group]: all[group] })
  const { topics, sizes } = content.form[language.code]!
  const form = page.template === "your-data-view" ? { form: { topics, sizes } } : {}
  return { yourDataWords: { words, pages, locale: language.locale, ...form } }
}
