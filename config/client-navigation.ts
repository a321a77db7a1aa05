// Which same-site links the browser follows with a full page load instead of the site's client-side router. The
// router (Gatsby's, with gatsby-plugin-catch-links for the links inside static HTML) keeps the CSP of the page it
// started from and fetches the target's page data, so it must not take:
// - /search, whose own CSP lets its search index run WebAssembly (config/csp.ts), and whose code no other page
//   fetches ahead;
// - /admin (the writers' editor, its own bundle and CSP), /api/* (the Functions) and /pagefind/* (the index);
// files (feeds, /changelog.json, images) are left to the browser by the plugin itself (it skips any path with an
// extension). gatsby-config.ts and the links' prefetching (src/static-parts/link-prefetch.ts) read this one list.
import { ADMIN_PATH } from "./admin-path"
import { PAGEFIND_DIR, SEARCH_PATH } from "./search"

const FULL_LOAD_PREFIXES = [SEARCH_PATH, ADMIN_PATH, "/api", `/${PAGEFIND_DIR}`]

/** A regular expression source matching the path of a link the router must leave to the browser. */
export const FULL_LOAD_PATTERN = `^(?:${FULL_LOAD_PREFIXES.map((prefix) => prefix.replace(/[/]/g, "\\/")).join("|")})(?:[/?#]|$)`

export const isFullLoadPath = (pathname: string): boolean => new RegExp(FULL_LOAD_PATTERN).test(pathname)
