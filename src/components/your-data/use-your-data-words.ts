// The your-data pages' words in the page's language (content/your-data.yaml, or its translation), and where each of
// those pages is in that language: the build puts them in the pageContext of those pages alone, each page only the
// groups it shows (gatsby/pages.ts); src/page-wrapper.tsx provides them.
import { useContext } from "react"
import type { YourDataWords } from "../../../schema/content"
import { PageLanguageContext, type LanguageContext } from "../../languages/language-context"

type YourDataContext = NonNullable<LanguageContext["yourDataWords"]>

export function useYourDataWords(): YourDataContext {
  const { yourDataWords } = useContext(PageLanguageContext)
  if (!yourDataWords)
    throw new Error(
      "This is a your-data page, but its pageContext has no yourDataWords (gatsby/pages.ts gives them to the pages whose template is your-data-*)",
    )
  return yourDataWords
}

/** One group of the words (`request`, `view` …), which this page must have been given. */
export function useYourDataGroup<K extends keyof YourDataWords>(group: K): YourDataWords[K] {
  const words = useYourDataWords().words[group]
  if (words === undefined)
    throw new Error(`This page shows content/your-data.yaml's "${group}", but gatsby/pages.ts did not give it`)
  return words as YourDataWords[K]
}

/** The request form's topics and company sizes in the page's language (the data's page has them). */
export function useFormNames(): NonNullable<YourDataContext["form"]> {
  const { form } = useYourDataWords()
  if (!form)
    throw new Error(
      "This page shows the request's topic and company size, but gatsby/pages.ts did not give their names",
    )
  return form
}
