/** The `sizes` of an article's cover (its column: 736 px wide from 784 px up, the screen less its gutters below). */
export const COVER_SIZES = "(min-width: 784px) 736px, calc(100vw - 48px)"
