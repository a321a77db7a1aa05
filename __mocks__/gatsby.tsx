// Jest stand-in for the gatsby module: Link renders a plain anchor, queries return fixtures set per test.
import * as React from "react"

const gatsby = jest.requireActual("gatsby")

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
  Slice: jest.fn().mockImplementation(({ alias, ...rest }) => <div data-slice={alias} {...rest} />),
  StaticQuery: jest.fn(),
  useStaticQuery: jest.fn(),
}
