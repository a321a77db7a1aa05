// One section of a page, drawn by its type's view (views.tsx) from what the page's query fetched (the static parts of
// section-run.static.tsx; the editor's previews draw the same). A section with an island is drawn by sections.tsx in
// a frame the browser hydrates, never here.
import type { ReactNode } from "react"
import type { Section } from "./registry"
import type { ViewProps } from "./types/define-view"
import { viewsOf } from "./views"

export function SectionView(props: ViewProps<Section>): ReactNode {
  const { View } = viewsOf(props.section)
  return View ? <View {...props} /> : null
}
