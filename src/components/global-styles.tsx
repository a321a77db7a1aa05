import { Global, css } from "@emotion/react"
import { theme } from "../../contracts/theme"
import { languageFontStack, type Language } from "../../contracts/languages"
import { CONTAINER_RULE } from "../static-parts/part-id"
import { globalClassStyles } from "./global-class-styles"

const styles = css`
  ${CONTAINER_RULE}
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    scroll-behavior: smooth;
    /* Keeps the scrollbar's room from the first paint: it appearing while a long page is still
       parsing moved every centred element sideways, a layout shift of its own. */
    scrollbar-gutter: stable;
    /* Whatever focus, a fragment link or scrollIntoView brings into view stays clear of the sticky header. */
    scroll-padding-top: calc(${theme.sizes.header} + ${theme.space[4]});
  }
  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: ${theme.lineHeights.body};
    color: ${theme.colors.text};
    background: ${theme.colors.background};
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }
  h1,
  h2,
  h3,
  h4 {
    line-height: ${theme.lineHeights.tight};
    letter-spacing: -0.015em;
    margin: 0 0 ${theme.space[4]};
  }
  p {
    margin: 0 0 ${theme.space[4]};
  }
  a {
    color: ${theme.colors.primary};
  }
  img,
  svg {
    display: block;
    max-width: 100%;
  }
  :focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    html {
      scroll-behavior: auto;
    }
    *,
    *::before,
    *::after {
      transition-duration: 0.01ms !important;
      animation-duration: 0.01ms !important;
    }
  }
`

/**
 * A language whose script the site's stack does not draw (content/languages.yaml's `fonts`: Devanagari for Hindi) has
 * its system fonts named first wherever text is in it: on its own pages (`<html lang="hi">`) and, on every other page,
 * in the switcher's link to it. Left to the browser, each run of that script's text goes through a search for a font
 * that has it, for every family of the stack and then the system's (fontconfig, on Linux): on /hi/pricing, 107 font
 * lookups, now 47, and less time shaping text and in layout (docs/performance.md, "Issue 44: what the Hindi pages'
 * layout costs, and the fonts that cut it"). Latin text in those elements still falls through to the site's stack,
 * unless the named font draws Latin too (Nirmala UI and Kohinoor Devanagari do, in a design made to sit beside the
 * system's Latin font).
 */
export function scriptFonts(languages: ReadonlyArray<Pick<Language, "code" | "fonts">>) {
  const named = languages.filter((language) => language.fonts?.length)
  if (!named.length) return []
  return languages.map((language) =>
    language.fonts?.length
      ? css`
          :root[lang="${language.code}"] body,
          body [lang="${language.code}"] {
            font-family: ${languageFontStack(language, theme.fonts.body)};
          }
        `
      : // Text marked as a language that names none (the Hindi pages' link to English) goes back to the site's stack.
        css`
          body [lang="${language.code}"] {
            font-family: ${theme.fonts.body};
          }
        `,
  )
}

/** `languages`: the site's (useSite()), for the fonts of their scripts. */
export function GlobalStyles({ languages = [] }: { languages?: ReadonlyArray<Pick<Language, "code" | "fonts">> }) {
  return <Global styles={[styles, ...globalClassStyles, ...scriptFonts(languages)]} />
}
