// What the server's static part, the browser's shell and the build's post-processing agree on (static-part.tsx).
/** The attribute on a static part's container; its value is the part's key (partId). */
export const STATIC_PART_ATTRIBUTE = "data-static-part"

/** Props every static part takes besides its own. */
export type PartProps = {
  /** Tells two uses of the same part on one page apart (a landing page's sections: their index). */
  partKey?: string | number
}

/** The part's key on its page: its id, and its partKey when it has one. */
export const partId = (id: string, partKey?: string | number): string =>
  partKey === undefined ? id : `${id}:${String(partKey)}`

/**
 * The container adds no box of its own (`display: contents`, a rule of src/components/global-styles.tsx): the page
 * lays out as if the part's content stood in its place.
 */
export const CONTAINER_RULE = `[${STATIC_PART_ATTRIBUTE}] { display: contents; }`

/** What the build writes into a page's data for each of its static parts (gatsby/static-parts.ts). */
export type StaticPartData = {
  /** The container's inner HTML, as the page's HTML file has it. */
  html: string
  /** The CSS rules that HTML uses, so that the part looks the same on a page the browser never loaded. */
  css: string
}

/** A page's static parts by key: the `staticParts` field the build adds to page-data.json's `result`. */
export type StaticPartsData = Readonly<Record<string, StaticPartData>>
