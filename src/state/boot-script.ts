// The inline script that sets <html data-currency data-billing> before first paint, so the prices
// a visitor sees first are already the right ones (CSS shows the variant matching these attributes).
// It applies the same precedence as the reducer for what is known that early: the address, then
// localStorage, then the remembered location, then the default. Kept tiny and in this one module:
// a Content-Security-Policy hash is computed from BOOT_SCRIPT, so its text must only change here.
import {
  BILLINGS,
  CURRENCIES,
  DEFAULT_BILLING,
  DEFAULT_CURRENCY,
  ROOT_ATTRIBUTES,
  STORAGE_KEYS,
  URL_PARAMS,
} from "./preferences"

const json = JSON.stringify

export const BOOT_SCRIPT =
  "(function(){try{" +
  "var h=document.documentElement,q=new URLSearchParams(location.search);" +
  "function s(k){try{return localStorage.getItem(k)}catch(e){return null}}" +
  "function p(a,v,u,d){for(var i=0;i<v.length;i++){var x=v[i]&&(u?v[i].toUpperCase():v[i].toLowerCase());" +
  "if(a.indexOf(x)>-1)return x}return d}" +
  `h.setAttribute(${json(ROOT_ATTRIBUTES.currency)},p(${json(CURRENCIES)},[q.get(${json(URL_PARAMS.currency)}),` +
  `s(${json(STORAGE_KEYS.currency)}),s(${json(STORAGE_KEYS.visitorCurrency)})],1,${json(DEFAULT_CURRENCY)}));` +
  `h.setAttribute(${json(ROOT_ATTRIBUTES.billing)},p(${json(BILLINGS)},[q.get(${json(URL_PARAMS.billing)}),` +
  `s(${json(STORAGE_KEYS.billing)})],0,${json(DEFAULT_BILLING)}))` +
  "}catch(e){}})()"
