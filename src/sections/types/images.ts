// A section's picture, from the images its page's query fetched, by the file its context names.
import type { SectionsData } from "../sections-page-data"

export const imageOf = (nodes: SectionsData["heroImages"]["nodes"], file: string | undefined) =>
  nodes.find((node) => node.relativePath === file)?.childImageSharp?.gatsbyImageData ?? null
