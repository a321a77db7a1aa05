/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { Link } from "gatsby"
import { Logo } from "./logo"
import type { NavLink } from "./nav-links"
import { MainNav } from "./main-nav"
import { LanguageLinks, type LanguageLink } from "./language-links"
import { MAIN_ID } from "./shell-ids"
import { theme } from "../../contracts/theme"

/** `links` are content/site.yaml's headerLinks, `words` its words, both in the page's language. */
type Props = {
  productName: string
  links: ReadonlyArray<NavLink>
  words: Record<"skipLink" | "home" | "menu" | "mainNav" | "languages", string>
  /** The home page in the page's language. */
  homePath: string
  /** The language switcher's links (none on a site of one language). */
  languages: ReadonlyArray<LanguageLink>
}

export function Header({ productName, links, words, homePath, languages }: Props) {
  return (
    <header css={bar} data-site-header="">
      {/* First in the page's first landmark, so the first Tab reaches it and no content sits outside a landmark. */}
      <a href={`#${MAIN_ID}`} css={skip}>
        {words.skipLink}
      </a>
      <div css={[inner, hiddenUntilParsed(languages.length)]}>
        <Link to={homePath} css={home} aria-label={words.home.replaceAll("{productName}", productName)}>
          <Logo productName={productName} />
        </Link>
        <div css={end}>
          {links.length > 0 && <MainNav links={links} menu={words.menu} label={words.mainNav} />}
          <LanguageLinks label={words.languages} languages={languages} />
        </div>
      </div>
    </header>
  )
}

const bar = css`
  position: sticky;
  top: 0;
  z-index: ${theme.zIndices.header};
  background: ${theme.colors.headerBackground};
  backdrop-filter: saturate(180%) blur(12px);
  border-bottom: 1px solid ${theme.colors.border};
`
const inner = css`
  max-width: ${theme.sizes.content};
  height: ${theme.sizes.header};
  margin: 0 auto;
  padding: 0 ${theme.space[5]};
  display: flex;
  align-items: center;
  justify-content: space-between;
`
// Its content shows once the parser has reached the bar's last element: a busy phone on a slow network paints what
// it has parsed so far, and the parts arriving one by one would move along the bar (a layout shift; CI saw the links
// move 88 px at 1280 px when the language switcher landed after the Menu's panel). The last element is the
// switcher's last link, or the Menu's panel on a site of one language. A focused header (no navigation) shows at
// once. tests/e2e/arrival.test.ts holds the page back after each of the header's elements.
const hiddenUntilParsed = (languages: number) => css`
  &:has(nav):not(:has(${languages ? `nav ~ ul > li:nth-child(${languages}) > a` : "[popover]"})) {
    visibility: hidden;
  }
`
const end = css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
`
const home = css`
  text-decoration: none;
  border-radius: ${theme.radii.sm};
`
const skip = css`
  position: absolute;
  left: ${theme.space[4]};
  top: -100px;
  z-index: ${theme.zIndices.skipLink};
  padding: ${theme.space[2]} ${theme.space[4]};
  background: ${theme.colors.text};
  color: ${theme.colors.onDark};
  border-radius: ${theme.radii.sm};
  &:focus {
    top: ${theme.space[2]};
  }
`
