// What the site's components import from "gatsby", for the editor's bundle (cms/build-admin.ts aliases "gatsby"
// here): a plain link, and the graphql tag as a no-op (fragments are declared at module level). The previews pass
// data in as props, so no static query ever runs in the editor.
import type { AnchorHTMLAttributes } from "react"

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; activeClassName?: string }

export function Link({ to, activeClassName: _active, ...rest }: LinkProps) {
  return <a href={to} {...rest} />
}

export function graphql(strings: TemplateStringsArray): string {
  return strings.join("")
}

export function useStaticQuery(): never {
  throw new Error("The editor's preview has no GraphQL: pass the data to the component as props")
}
