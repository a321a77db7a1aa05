// Attributes the article pages carry for the build's later steps (the feeds read the built HTML by them). A plain
// module: the page components import it, and nothing of the build comes with it into the browser's bundle.

/** Marks the element whose content is the article's body on the built page (src/articles/build/feed-html.ts). */
export const BODY_ATTRIBUTE = "data-article-body"
/** Marks the element around the article's cover <picture>: the feeds' enclosure. */
export const COVER_ATTRIBUTE = "data-article-cover"
