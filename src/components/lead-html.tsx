// A page's lead and prose's HTML, its links to pages in another language than the page's marked with hreflang
// (src/languages/link-languages.ts): a module of its own, small, for the templates whose lead is the page's Markdown.
import { markLinkLanguages } from "../languages/link-languages"
import { useLinkLanguage } from "../languages/use-link-language"

/**
 * A page's lead, the HTML the build made from its Markdown, unstyled (the intro around it styles it), its links to
 * pages in another language marked as prose's are.
 */
export function LeadHtml({ html }: { html: string }) {
  return <div dangerouslySetInnerHTML={{ __html: useLinkLanguages(html) }} />
}

/** HTML the build made from Markdown, its links to pages in another language than the page's marked with hreflang. */
export function useLinkLanguages(html: string): string {
  return markLinkLanguages(html, useLinkLanguage())
}
