import { createElement, type ReactNode } from "react"
import { useSite } from "../hooks/use-site"

type Props = { title?: string | null; description?: string | null; pathname: string; children?: ReactNode }

/** Head tags for every page: "<title> · <product>" (the home page is the product name alone). */
export function Seo({ title, description, pathname, children }: Props) {
  const site = useSite()
  const fullTitle = title && pathname !== "/" ? `${title} · ${site.productName}` : site.productName
  const canonical = new URL(pathname, site.siteUrl).toString()
  return (
    <>
      {/* Gatsby swaps a Head's <html> for a placeholder only when it is made with React.createElement.
          Through the JSX runtime, React 19 takes over the real <html> on every Head render and strips
          all its attributes (data-currency and data-billing, which pick the visible prices, included). */}
      {createElement("html", { lang: site.language })}
      <title>{fullTitle}</title>
      <meta name="description" content={description || site.description} />
      <link rel="canonical" href={canonical} />
      <meta name="theme-color" content="#4f46e5" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {children}
    </>
  )
}
