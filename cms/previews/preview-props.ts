// The part of what Decap hands a preview template that ours use (decap-cms-core's EditorPreviewPane).
import type { ReactNode } from "react"

/** An Immutable.js map of the entry, as Decap keeps it. */
type ImmutableMap = { get: (key: string) => unknown; toJS: () => unknown }

export type PreviewProps = {
  entry: { get: ((key: "data") => ImmutableMap | undefined) & ((key: "collection" | "slug") => unknown) }
  /** The field's preview as Decap's own widget renders it (Markdown rendered to HTML, for the body). */
  widgetFor: (name: string) => ReactNode
  /** Resolves an image path as the entry writes it ("./images/hero.png") to a URL the frame can load. */
  getAsset: (path: string) => { toString: () => string } | undefined
  /** Another entry's data, such as pricing.yaml's plans for the home page's pricing section. */
  getCollection: (collection: string, slug?: string) => Promise<ImmutableMap | undefined>
  /** The preview frame's document and window (Decap renders the preview inside an iframe). */
  document: Document
  window: Window
}

/** The entry's data as plain values, or an empty object before Decap has it. */
export function entryData<T extends object>(props: PreviewProps): Partial<T> {
  const data = props.entry.get("data")?.toJS()
  return data && typeof data === "object" ? data : {}
}

/**
 * An entry's data as plain values: Decap hands some as an Immutable.js map (the entry being edited) and some already
 * plain (an entry getCollection loads, since decap-cms-core 3.19); anything else is none.
 */
export function plainData(value: unknown): Record<string, unknown> | null {
  const data =
    value && typeof value === "object" && "toJS" in value && typeof value.toJS === "function"
      ? (value.toJS as () => unknown)()
      : value
  return data && typeof data === "object" ? (data as Record<string, unknown>) : null
}
