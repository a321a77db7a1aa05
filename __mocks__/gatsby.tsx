// Jest stand-in for the gatsby module: Link renders a plain anchor, queries return fixtures set per test.
// Only what src/ imports from "gatsby" is replaced; add an export here when a component starts using it.
import * as React from "react"

const gatsby = jest.requireActual<Record<string, unknown>>("gatsby")

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string
  activeClassName?: string
  activeStyle?: object
  partiallyActive?: boolean
}

const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName: _a, activeStyle: _b, partiallyActive: _c, ...rest },
  ref,
) {
  return <a ref={ref} href={to} {...rest} />
})

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link,
  navigate: jest.fn(),
  useStaticQuery: jest.fn(),
}
