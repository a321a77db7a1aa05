// How a section type is drawn (src/sections/types/<type>/view.tsx), listed in src/sections/views.tsx: the static
// parts and the editor's preview read it, never the browser's bundle (docs/development.md "Static parts and islands").
import type { ComponentType } from "react"
import type { SectionOf, SectionType } from "../registry"
import type { SectionRefs } from "./define-section"
import type { SectionsData } from "../sections-page-data"

export type ViewProps<S> = { section: S; index: number; data: SectionsData; refs: SectionRefs }

export type SectionViews<S> = {
  /** The section as a static part (section-run.static.tsx); none for a section whose island frame draws it. */
  View?: ComponentType<ViewProps<S>>
  /** The static words beside its island (section-intro.static.tsx): the hero's, a form section's heading. */
  Intro?: ComponentType<{ section: S; index: number }>
}

/** A section type's drawing, typed by its type. */
export const defineView = <T extends SectionType>(views: SectionViews<SectionOf<T>>) => views
