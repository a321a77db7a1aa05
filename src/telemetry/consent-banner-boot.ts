// Whether the cookie banner shows, decided before the first paint. The banner's markup is in every page's HTML
// (src/components/cookie-consent.tsx), hidden by CSS unless <html> carries data-consent-banner="open". With
// analytics on, this inline script (in <head>, from src/state/render-body.tsx) sets it on a first visit: no
// choice stored and no Global Privacy Control or Do Not Track, the same rule as analyticsConsent() in consent.ts.
// So the banner arrives with the page and React never commits it on its own while the page is hydrating; after
// that the consent store keeps the attribute in step (a choice closes it, Cookie settings opens it). Kept tiny
// and in this one module: a Content-Security-Policy hash is computed from its text.
import { CONSENT_STORAGE_KEY } from "./consent"

export const CONSENT_BANNER_ATTRIBUTE = "data-consent-banner"

export const CONSENT_BOOT_SCRIPT =
  "(function(){try{var n=navigator,c=null,d;" +
  `try{c=localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)})}catch(e){}` +
  'if(c==="accepted"||c==="rejected"||n.globalPrivacyControl===true)return;' +
  "d=n.doNotTrack;if(d==null)d=window.doNotTrack;if(d==null)d=n.msDoNotTrack;" +
  'if(d==="1"||d==="yes")return;' +
  `document.documentElement.setAttribute(${JSON.stringify(CONSENT_BANNER_ATTRIBUTE)},"open")` +
  "}catch(e){}})()"

/** Shows or hides the banner's markup as the store's snapshot says (CSS keys on the attribute). */
export function reflectBanner(open: boolean, root: HTMLElement = document.documentElement): void {
  if (open) root.setAttribute(CONSENT_BANNER_ATTRIBUTE, "open")
  else root.removeAttribute(CONSENT_BANNER_ATTRIBUTE)
}
