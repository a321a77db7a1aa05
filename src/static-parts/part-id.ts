// What the server's static part, the browser's shell and the build's check agree on (static-part.tsx).
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
