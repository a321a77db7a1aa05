/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { Link } from "gatsby"
import { Logo } from "./logo"
import type { NavLink } from "./nav-links"
import { MainNav } from "./main-nav"
import { theme } from "../../contracts/theme"

/** `links` are content/site.yaml's headerLinks. */
type Props = { productName: string; links: ReadonlyArray<NavLink> }

export function Header({ productName, links }: Props) {
  return (
    <header css={bar} data-site-header="">
      {/* First in the page's first landmark, so the first Tab reaches it and no content sits outside a landmark. */}
      <a href="#main" css={skip}>
        Skip to content
      </a>
      <div css={inner}>
        <Link to="/" css={home} aria-label={`${productName} home`}>
          <Logo productName={productName} />
        </Link>
        {links.length > 0 && <MainNav links={links} />}
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
