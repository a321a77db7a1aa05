// Which file made each page Gatsby built: the content file of the node its context names (a page's, an article's),
// else its template. For the published list and the link check's messages.
import path from "path"
import type { Node } from "gatsby"

type GatsbyPage = { path: string; component: string; context?: { id?: unknown } }

export function pageSources(
  pages: Iterable<GatsbyPage>,
  getNode: (id: string) => Node | undefined | null,
  root: string,
): Map<string, string> {
  const shown = (file: string) => path.relative(root, file).split(path.sep).join("/")
  const sources = new Map<string, string>()
  for (const page of pages) {
    let node = typeof page.context?.id === "string" ? getNode(page.context.id) : undefined
    // Up to the file: BlogPost -> MarkdownRemark -> File.
    for (let depth = 0; node && node.internal.type !== "File" && depth < 4; depth++)
      node = node.parent ? getNode(node.parent) : undefined
    const file = node?.internal.type === "File" ? (node as Node & { absolutePath?: string }).absolutePath : undefined
    sources.set(page.path, file ? shown(file) : shown(page.component))
  }
  return sources
}
