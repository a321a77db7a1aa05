// The words of the early-access card in the page's language (content/form.yaml, or its translation): the build puts
// them in the pageContext of each page that shows the form (gatsby/pages.ts), so they reach the browser with those
// pages only, and a Hindi page's with Hindi pages only. src/page-wrapper.tsx provides them.
import { useContext } from "react"
import type { FormFirstCounts, FormWords } from "../../../contracts/early-access-copy"
import { PageLanguageContext } from "../../languages/language-context"

export function useFormWords(): { words: FormWords; locale: string; firstCounts: FormFirstCounts } {
  const { formWords } = useContext(PageLanguageContext)
  if (!formWords)
    throw new Error(
      "This page shows the early-access form, but its pageContext has no formWords (gatsby/pages.ts gives them to the pages with a form)",
    )
  return formWords
}
