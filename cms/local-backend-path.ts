// Where `npm run cms` serves Decap's local backend (decap-server, writing to the working copy): on the site's own
// origin, so /admin's Content-Security-Policy needs no other address. The editor looks for it only when opened on
// 127.0.0.1 or localhost (cms/admin.tsx).
export const LOCAL_BACKEND_PATH = "/admin/local-backend/api/v1"
