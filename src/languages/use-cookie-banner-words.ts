// The cookie banner's words in the page's language, for src/page-wrapper.tsx. A module of its own: the wrapper is in
// the chunk every page loads, and use-shell.ts (the header's and footer's words, the switcher's links) is not needed
// there.
import { useSite } from "../hooks/use-site"
import type { ShellWords } from "./language-context"
/** site.yaml's cookieBanner, with the page's translation over it (the wrapper passes the page's shell: it is outside the context). */
export function useCookieBannerWords(shell: ShellWords | undefined) {
  const site = useSite()
  return { ...site.cookieBanner, ...shell?.cookieBanner }
}
