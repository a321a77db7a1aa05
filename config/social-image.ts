/** Where the generated Open Graph image of a page lives: "/" -> "/og/home.png", "/about" -> "/og/about.png". */
export function socialImagePath(slug: string): string {
  return `/og/${slug === "/" ? "home" : slug.slice(1).replace(/\//g, "-")}.png`
}
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const
