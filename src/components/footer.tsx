/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { Link } from "gatsby"
import { Logo } from "./logo"
import { LanguageLinks, type LanguageLink } from "./language-links"
import { skippedHeight, type SkippedHeight } from "./below-the-fold"
import { GLOBAL_CLASSES } from "./global-classes"
import { FOOTER_ID } from "./shell-ids"
import { FloatingContact, type ContactCardCopy } from "./floating-contact"
import { COOKIE_SETTINGS_ATTRIBUTE } from "./cookie-settings"
import { mq, theme } from "../../contracts/theme"
import { SEARCH_PATH } from "../../config/search"

/** `hrefLang`: the language of the page it leads to, when it is not the page's own. */
type FooterLink = { readonly label: string; readonly to: string; readonly hrefLang?: string }
type Column = { readonly heading: string; readonly links: ReadonlyArray<FooterLink> }

type Props = {
  productName: string
  legalName: string
  address: string
  /** content/site.yaml's footerColumns; "{productName}" in a heading becomes the product name. */
  columns: ReadonlyArray<Column>
  /** content/site.yaml's legalLinks, under the logo. */
  legalLinks: ReadonlyArray<FooterLink>
  /** content/site.yaml's contactCard: the copy of the card floating over the footer's top edge. */
  contactCard: ContactCardCopy
  /** The page's floatingContact (defaulted by the content schema, read through GraphQL). */
  floatingContact: boolean
  /** content/site.yaml's words, in the page's language. */
  words: Record<"home" | "legalNav" | "footerNav" | "cookieSettings" | "languages", string>
  /** The home page in the page's language. */
  homePath: string
  /** The language switcher's links (none on a site of one language). */
  languages: ReadonlyArray<LanguageLink>
}

export function Footer({
  productName,
  legalName,
  address,
  columns: linkColumns,
  legalLinks,
  contactCard,
  floatingContact,
  words,
  homePath,
  languages,
}: Props) {
  return (
    <footer id={FOOTER_ID} css={footer}>
      {floatingContact && <FloatingContact {...contactCard} />}
      <div css={inner} className={GLOBAL_CLASSES.belowTheFold} style={skippedHeight(FOOTER_SKIPPED_HEIGHT)}>
        <div css={brand}>
          <Link to={homePath} css={logoLink} aria-label={words.home.replaceAll("{productName}", productName)}>
            <Logo productName={productName} inverted />
          </Link>
          <ul css={legal} aria-label={words.legalNav}>
            {legalLinks.map((link) => (
              <li key={link.to}>
                <FooterLink {...link} />
              </li>
            ))}
            <li>
              {/* Reopens the cookie banner (the Cookie Policy points visitors to it): cookie-settings.ts answers it. */}
              <button type="button" css={linkButton} {...{ [COOKIE_SETTINGS_ATTRIBUTE]: "" }}>
                {words.cookieSettings}
              </button>
            </li>
          </ul>
          <p css={copyright}>
            © 2023 {legalName}
            <br />
            {address}
          </p>
          <LanguageLinks label={words.languages} languages={languages} inverted />
        </div>
        <nav css={columns} aria-label={words.footerNav}>
          {linkColumns.map((column) => (
            <div key={column.heading}>
              <h2 css={columnHeading}>{column.heading.replaceAll("{productName}", productName)}</h2>
              <ul css={columnList}>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <FooterLink {...link} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
    </footer>
  )
}

/**
 * A site link, through Gatsby's router, except the search page's: a plain link, so that no page fetches the search
 * page's code ahead (Gatsby's Link prefetches a page's data and scripts once the link is on screen), and the search
 * page arrives with its own CSP, the one that lets its index run (a client-side navigation keeps the CSP of the page
 * it started from).
 */
function FooterLink({ label, to, hrefLang }: FooterLink) {
  return to === SEARCH_PATH ? (
    <a href={to} hrefLang={hrefLang}>
      {label}
    </a>
  ) : (
    <Link to={to} hrefLang={hrefLang}>
      {label}
    </Link>
  )
}

const footer = css`
  min-height: ${theme.sizes.footerMin};
  margin-top: ${theme.space[9]};
  padding: 0 ${theme.space[5]};
  background: ${theme.colors.footer};
  color: ${theme.colors.footerText};
`
/**
 * The footer's content is below the first screen on every page but the shortest: the browser skips it until the
 * visitor scrolls near it, at these heights (px, with content/site.yaml's links, inside the padding;
 * tests/e2e/below-the-fold.test.ts names new ones when they change). Not the footer itself: the floating contact
 * card draws over its top edge.
 */
export const FOOTER_SKIPPED_HEIGHT = {
  base: 1008.1,
  sm: 919.6,
  md: 586,
  lg: 320.8,
} as const satisfies SkippedHeight
const inner = css`
  a {
    color: ${theme.colors.footerText};
    text-decoration: none;
  }
  a:hover {
    color: ${theme.colors.onDark};
    text-decoration: underline;
  }
  max-width: ${theme.sizes.content};
  margin: 0 auto;
  padding: ${theme.space[8]} 0 ${theme.space[7]};
  display: grid;
  gap: ${theme.space[7]};
  ${mq.lg} {
    grid-template-columns: 1fr 1.6fr;
  }
`
const brand = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[5]};
`
const logoLink = css`
  align-self: flex-start;
`
const legal = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]} ${theme.space[5]};
  list-style: none;
  margin: 0;
  padding: 0;
  font-size: ${theme.fontSizes.sm};
  a {
    display: inline-block;
    padding: ${theme.space[1]} 0;
  }
`
// An action, so a button, dressed like the links beside it.
const linkButton = css`
  display: inline-block;
  padding: ${theme.space[1]} 0;
  border: 0;
  background: none;
  font: inherit;
  color: ${theme.colors.footerText};
  cursor: pointer;
  &:hover {
    color: ${theme.colors.onDark};
    text-decoration: underline;
  }
`
const copyright = css`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.footerMuted};
`
const columns = css`
  display: grid;
  gap: ${theme.space[6]};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${mq.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`
const columnHeading = css`
  margin: 0 0 ${theme.space[4]};
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${theme.colors.onDark};
`
const columnList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[2]};
  a {
    display: inline-block;
    padding: ${theme.space[1]} 0;
  }
`
