// Links in a page's text to a page in another language, marked as such (`hreflang`), so that a reader's browser and
// a search engine know before following it: a Hindi page's link to an English article. Applied to the HTML the build
// made from Markdown (src/components/prose.tsx), on the server only. The shell's links (the footer) and the sections'
// buttons are marked the same way (contracts/languages.ts's linkLanguage).
/** `html` with `hreflang` on each link to a path of this site, where `languageOf` names a language for it. */
export function markLinkLanguages(html: string, languageOf: (to: string) => string | undefined): string {
  return html.replace(/<a href="(\/(?!\/)[^"]*)"/g, (anchor, href: string) => {
    const target = languageOf(href)
    return target ? `${anchor} hreflang="${target}"` : anchor
  })
}
