// Links in a page's text to a page in another language, marked as such (`hreflang`), so that a reader's browser and
// a search engine know before following it: a Hindi page's link to an English article. Applied to the HTML the build
// made from Markdown (src/components/prose.tsx), on the server only. The languages are the page's own versions
// (languages.yaml's order, the default first), so a page in one language alone changes nothing.
import { languageOfPath, type PageLanguage } from "../../contracts/languages"

/** `html` with `hreflang` on each link to a path of this site in another language than the page's. */
export function markLinkLanguages(html: string, page: PageLanguage): string {
  const languages = page.alternates.map(({ code }) => ({ code }))
  return html.replace(/<a href="(\/(?!\/)[^"]*)"/g, (anchor, href: string) => {
    const target = languageOfPath(languages, href.split("#")[0]!)
    return target && target !== page.code ? `${anchor} hreflang="${target}"` : anchor
  })
}
