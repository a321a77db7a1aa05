// The language of the page on screen, for what runs outside React after it renders: telemetry's page view
// (gatsby-browser's onRouteUpdate, which Gatsby calls after the new page has rendered, before its Head has set
// <html lang>). src/page-wrapper.tsx sets it as it renders each page.
let current: string | undefined

export function setCurrentLanguage(code: string | undefined): void {
  current = code
}

export function currentLanguage(): string | undefined {
  return current
}
