// The shell's facts and words in the page's language (language-context.ts): what Layout hands the header and footer.
import { useContext } from "react"
import { linkLanguage, translatedPath } from "../../contracts/languages"
import { useSite } from "../hooks/use-site"
import { PageLanguageContext } from "./language-context"

/** site.yaml's facts, with the words and links of the page's language where its translation gives them. */
export function useShell() {
  const site = useSite()
  const { language, shell } = useContext(PageLanguageContext)
  const code = language?.code ?? site.language
  const alternates = language?.alternates ?? []
  return {
    ...site,
    ...shell,
    words: { ...site.words, ...shell?.words },
    language: code,
    /** How the page writes dates and numbers (content/languages.yaml). */
    locale: site.languages.find((language) => language.code === code)?.locale ?? code,
    /** The language of the page a link of the shell leads to, when it is not this page's (a Hindi page's /about). */
    linkLanguage: (to: string) => linkLanguage(site.languages, code, to),
    /** The home page in the page's language. */
    homePath: translatedPath(site.languages, code, "/"),
    /** The other languages, each with where this page is in it, else that language's home. */
    otherLanguages: site.languages
      .filter((other) => other.code !== code)
      .map((other) => ({
        ...other,
        to:
          alternates.find((alternate) => alternate.code === other.code)?.path ??
          translatedPath(site.languages, other.code, "/"),
      })),
  }
}
