// Where the writers' editor lives (cms/build-admin.ts writes it to public/admin/); a module of its own, without
// dependencies, because the browser's bundle reads it too (config/client-navigation.ts).
export const ADMIN_PATH = "/admin"
export const isAdminPath = (route: string) => route === ADMIN_PATH || route.startsWith(`${ADMIN_PATH}/`)
