// The attribute on the <style> in a page's <head> that holds the rules its components use (src/ssr/render-page.tsx):
// after a client-side navigation the browser takes the target page's from its HTML (page-html.ts). Apart from
// part-id.ts so that it stays out of the first load's JavaScript.
export const PAGE_CSS_ATTRIBUTE = "data-page-css"
