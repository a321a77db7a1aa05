// Where the site's search lives: its page (content/pages/search.md, the one page with template "search", which the
// content check holds to this address) and the index Pagefind writes into public/ after the build
// (gatsby/search-index.ts). The CSP (config/csp.ts), the local server, the CDN's _headers and the footer's plain
// link read these; the browser's Pagefind client (src/search/pagefind-client.ts) loads the index from PAGEFIND_PATH.

export const SEARCH_PATH = "/search"

/** The folder of public/ the index is written to, and so where it is served. */
export const PAGEFIND_DIR = "pagefind"
export const PAGEFIND_PATH = `/${PAGEFIND_DIR}/`

/**
 * Pagefind's web worker, where its WebAssembly runs. A dedicated worker loaded from a URL runs under the CSP of its
 * own response, not the page's (Chromium: the worker stops with "Compiling or instantiating WebAssembly module violates
 * the following Content Security Policy" when that response's policy lacks 'wasm-unsafe-eval'), so this one script
 * is served with a policy of its own (config/csp.ts PAGEFIND_WORKER_CONTENT_SECURITY_POLICY).
 */
export const PAGEFIND_WORKER_PATH = `${PAGEFIND_PATH}pagefind-worker.js`
