// The your-data pages' words in the page's language (content/your-data.yaml, or its translation), and where each of
// those pages is in that language: the build puts them in the pageContext of those pages alone (gatsby/pages.ts),
// src/page-wrapper.tsx provides them.
import { useContext } from "react"
import { PageLanguageContext, type LanguageContext } from "../../languages/language-context"

export function useYourDataWords(): NonNullable<LanguageContext["yourDataWords"]> {
  const { yourDataWords } = useContext(PageLanguageContext)
  if (!yourDataWords)
    throw new Error(
      "This is a your-data page, but its pageContext has no yourDataWords (gatsby/pages.ts gives them to the pages whose template is your-data-*)",
    )
  return yourDataWords
}
