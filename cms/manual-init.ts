// Imported first by cms/admin.tsx: Decap starts itself as soon as its module runs unless this is set, and the
// editor must register its formats, previews and checks first.
declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean
  }
}
window.CMS_MANUAL_INIT = true
export {}
