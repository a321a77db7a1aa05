// Where the writers' editor lives, for the modules that build, serve and skip it, and the names shared by its
// configuration (cms/cms-config.ts) and its browser code (cms/admin.tsx).

/** The collections of content/pages/*.md (front matter and Markdown); every other collection is one YAML file. */
export const PAGE_COLLECTIONS = { prose: "pages", ownLayout: "layout-pages" } as const

/** public/admin/: the editor's page, bundle and config.yml (cms/build-admin.ts); served at /admin. */
export const ADMIN_DIR = "admin"

// Where `npm run cms` serves Decap's local backend (decap-server, writing to the working copy): on the site's own
// origin, so /admin's Content-Security-Policy needs no other address. The editor looks for it only when opened on
// 127.0.0.1 or localhost (cms/admin.tsx).
export const LOCAL_BACKEND_PATH = `/${ADMIN_DIR}/local-backend/api/v1`
