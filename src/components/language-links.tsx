/** @jsxImportSource @emotion/react */
// The language switcher, in the header and the footer: a link to this page in each other language, or to that
// language's home where the page is not translated (src/languages/use-shell.ts). The choice is the address itself:
// nothing redirects by the browser's language, the visitor's country or a cookie. Each link says its language in
// that language (hreflang for the target's, lang for its own words), so a screen reader pronounces हिन्दी as Hindi.
import { css } from "@emotion/react"
import { theme } from "../../contracts/theme"

export type LanguageLink = { code: string; name: string; to: string }

type Props = {
  /** What a screen reader calls the list (content/site.yaml's words.languages, in the page's language). */
  label: string
  languages: ReadonlyArray<LanguageLink>
  /** On the footer's dark ground. */
  inverted?: boolean
}

export function LanguageLinks({ label, languages, inverted = false }: Props) {
  if (!languages.length) return null
  return (
    <ul css={list} aria-label={label}>
      {languages.map((language) => (
        <li key={language.code}>
          <a href={language.to} hrefLang={language.code} lang={language.code} css={[link, inverted && onDark]}>
            {language.name}
          </a>
        </li>
      ))}
    </ul>
  )
}

// Each item a flex box too, so that the link is blockified and the item is exactly the link's 44 px: an inline link
// sits on a line box, and while its name has not been parsed yet (a page held back by a slow network) an empty
// inline-flex box sits on the baseline with the font's descent below it, 51 px in all (CI saw the header's row shrink
// from 51 to 44 px when the name arrived; tests/e2e/arrival.test.ts).
const list = css`
  display: flex;
  gap: ${theme.space[2]};
  list-style: none;
  margin: 0;
  padding: 0;
  & > li {
    display: flex;
  }
`
// A box whose size does not wait for its name or its glyphs (an English page's "हिन्दी" is drawn in the system's
// Devanagari font): min-width holds the name's room, and the height is the target's.
const link = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  min-width: 5em;
  height: 44px;
  padding: 0 ${theme.space[3]};
  border-radius: ${theme.radii.pill};
  color: ${theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    color: ${theme.colors.primary};
    background: ${theme.colors.surfaceAlt};
  }
`
const onDark = css`
  justify-content: flex-start;
  height: auto;
  padding: 0;
  color: inherit;
  &:hover {
    color: ${theme.colors.onDark};
    background: none;
    text-decoration: underline;
  }
`
