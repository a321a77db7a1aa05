// The language of the page a link leads to, when it is not the page's own (contracts/languages.ts's linkLanguage),
// for components that draw links: section buttons and the HTML the build made from Markdown.
import { useContext } from "react"
import { linkLanguage } from "../../contracts/languages"
import { PageLanguageContext } from "./language-context"

/** `(to) => "en"` on a Hindi page for a link to an English-only page; undefined within its own language. */
export function useLinkLanguage(): (to: string) => string | undefined {
  const { language, siteLanguages = [] } = useContext(PageLanguageContext)
  const code = language?.code ?? siteLanguages[0]?.code
  return (to) => (code ? linkLanguage(siteLanguages, code, to) : undefined)
}
