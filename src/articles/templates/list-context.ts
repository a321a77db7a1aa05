/** The page context of a list of articles (src/articles/build/plan.ts): its kind, the ids on this page, which page. */
export type ListContext = { kind: string; ids: string[]; currentPage: number; pageCount: number; noindex: boolean }
