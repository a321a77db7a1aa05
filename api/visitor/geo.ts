import { headerValue, type ApiRequest } from "../http/http"

// Visitor country from whichever CDN is in front of the site. Spoofing a header only changes the currency shown
// and the country stored with a request, so these are read whether or not TRUST_PROXY is set.

/** Codes CDNs use for "unknown" (XX) and Tor exit nodes (T1). */
const NOT_A_COUNTRY = new Set(["XX", "T1"])

export function normalizeCountry(value: unknown): string | null {
  if (typeof value !== "string") return null
  const code = value.trim().toUpperCase()
  return /^[A-Z]{2}$/.test(code) && !NOT_A_COUNTRY.has(code) ? code : null
}

/** Netlify's `x-nf-geo` is base64-encoded JSON (older deploys sent plain JSON) with `country.code`. */
export function countryFromNetlifyGeo(value: string): string | null {
  try {
    const json = value.startsWith("{") ? value : Buffer.from(value, "base64").toString("utf8")
    const geo: unknown = JSON.parse(json)
    if (typeof geo !== "object" || geo === null) return null
    const country: unknown = Reflect.get(geo, "country")
    if (typeof country !== "object" || country === null) return null
    return normalizeCountry(Reflect.get(country, "code"))
  } catch {
    return null
  }
}

type Reader = (value: string) => string | null

const SOURCES: ReadonlyArray<readonly [header: string, read: Reader]> = [
  ["x-country", normalizeCountry], // Netlify
  ["x-nf-geo", countryFromNetlifyGeo], // Netlify
  ["cf-ipcountry", normalizeCountry], // Cloudflare
  ["x-vercel-ip-country", normalizeCountry], // Vercel
  ["cloudfront-viewer-country", normalizeCountry], // Amazon CloudFront
]

/** ISO 3166-1 alpha-2 code of the visitor's country, or null when no CDN header gives a usable one. */
export function countryFromHeaders(req: Pick<ApiRequest, "headers">): string | null {
  for (const [header, read] of SOURCES) {
    const value = headerValue(req, header)
    const country = value === undefined ? null : read(value)
    if (country) return country
  }
  return null
}

export type Currency = "INR" | "USD"

export function currencyFor(country: string | null): Currency {
  return country === "IN" ? "INR" : "USD"
}
