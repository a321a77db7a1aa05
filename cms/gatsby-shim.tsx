// What the site's components import from "gatsby", for the editor's bundle (cms/build-admin.ts aliases "gatsby"
// here): a plain link, and the graphql tag as a no-op (fragments are declared at module level). The previews pass
// data in as props; the one static query a section's static part runs (src/hooks/use-site.ts, through useShell: a
// comparison's table words and dates) is answered from the editor's own site.yaml, which the preview that draws
// those parts provides (cms/previews/sections-preview.tsx).
import { createContext, useContext, type AnchorHTMLAttributes } from "react"

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; activeClassName?: string }

export function Link({ to, activeClassName: _active, ...rest }: LinkProps) {
  return <a href={to} {...rest} />
}

export function graphql(strings: TemplateStringsArray): string {
  return strings.join("")
}

/** The answer to the site's static query in a preview: `{ siteYaml, allLanguagesYaml: { nodes } }`. */
export const StaticQueryData = createContext<unknown>(null)

export function useStaticQuery<T>(): T {
  const data = useContext(StaticQueryData)
  if (!data) throw new Error("The editor's preview has no GraphQL: pass the data to the component as props")
  return data as T
}
