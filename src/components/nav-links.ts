// The header's links, shown inline on wide screens and inside the Menu dropdown on small ones.
export type NavLink = { label: string; to: string }

export const headerLinks: NavLink[] = [
  { label: "Contact", to: "/contact" },
  { label: "Pricing", to: "/pricing" },
  { label: "Features", to: "/features" },
]
