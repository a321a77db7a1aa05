// The language of the page being rendered, for its shell: the header's and footer's words and links, and the
// language switcher. A page in another language than the default carries its shell's words in its pageContext
// (gatsby/pages.ts), so they reach the browser only with that language's pages; src/page-wrapper.tsx provides them.
// A module of its own, small, because the wrapper of every page imports it (use-shell.ts reads it).
import { createContext } from "react"
import type { PageLanguage } from "../../contracts/languages"
import type { SiteTranslation } from "../../schema/content"
import type { DataWords } from "./data-words"
import type { FormFirstCounts, FormWords } from "../../contracts/early-access-copy"
import type { YourDataWords } from "../../schema/content"
import type { YourDataPages } from "../../contracts/your-data"

/** What gatsby/pages.ts puts in a content page's pageContext about its language. */
export type LanguageContext = {
  /** The page's language and its versions in others (absent: a page in the default language alone). */
  language?: PageLanguage
  /**
   * The site's languages, the default first (content/languages.yaml): which language a link's page is in. Not from
   * the page's data: src/page-wrapper.tsx adds them from the site's query, which every page already loads.
   */
  siteLanguages?: ReadonlyArray<{ code: string }>
  /** The shell's words in the page's language (absent: the default language's, from content/site.yaml). */
  shell?: ShellWords
  /** The words of the YAML files the page shows, in its language (content/<code>/contact.yaml), on such pages only. */
  dataWords?: DataWords
  /**
   * The early-access form's words in the page's language (content/form.yaml), how that language writes numbers, and
   * what its first render writes with a number (written in the build), on the pages that show the form.
   */
  formWords?: { words: FormWords; locale: string; firstCounts: FormFirstCounts }
  /**
   * The your-data pages' words in the page's language (content/your-data.yaml), and where each of those pages is in
   * it, on those pages only.
   */
  yourDataWords?: {
    /** The groups of content/your-data.yaml the page shows (gatsby/pages.ts): `questions` and its own. */
    words: Partial<YourDataWords> & Pick<YourDataWords, "questions">
    pages: YourDataPages
    /** How the page's language writes times and numbers. */
    locale: string
    /** The request form's topics and company sizes in the page's language (content/form.yaml), on the data's page. */
    form?: Pick<FormWords, "topics" | "sizes">
  }
}
export type ShellWords = Omit<SiteTranslation, "translatedFrom" | "publishAt">

export const PageLanguageContext = createContext<LanguageContext>({})
