// A link in the header's navigation. The links themselves are content: headerLinks in content/site.yaml,
// read by Layout through useSite() and passed down as props (the lazy navigation chunk runs no query).
export type NavLink = { readonly label: string; readonly to: string }
