import { countryFromHeaders, countryFromNetlifyGeo, currencyFor, normalizeCountry } from "./geo"

const headers = (values: Record<string, string | string[]>) => ({ headers: values })

describe("normalizeCountry", () => {
  test.each([
    ["IN", "IN"],
    [" in ", "IN"],
    ["XX", null],
    ["xx", null],
    ["T1", null],
    ["USA", null],
    ["I", null],
    ["1N", null],
    ["", null],
  ])("%j → %j", (input, expected) => {
    expect(normalizeCountry(input)).toBe(expected)
  })

  test("ignores non-strings", () => {
    expect(normalizeCountry(42)).toBeNull()
    expect(normalizeCountry(undefined)).toBeNull()
  })
})

describe("countryFromNetlifyGeo", () => {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64")

  test("reads country.code from base64 JSON, and from plain JSON", () => {
    expect(countryFromNetlifyGeo(encode({ country: { code: "IN", name: "India" } }))).toBe("IN")
    expect(countryFromNetlifyGeo(JSON.stringify({ country: { code: "de" } }))).toBe("DE")
  })

  test.each([encode({}), encode({ country: "IN" }), encode({ country: { code: "XX" } }), encode(null), "%%%", "{"])(
    "gives null for %j",
    (value) => {
      expect(countryFromNetlifyGeo(value)).toBeNull()
    },
  )
})

describe("countryFromHeaders", () => {
  test("prefers Netlify, then Cloudflare, Vercel, CloudFront", () => {
    expect(countryFromHeaders(headers({ "x-country": "IN", "cf-ipcountry": "US" }))).toBe("IN")
    expect(countryFromHeaders(headers({ "cloudfront-viewer-country": "IN", "x-vercel-ip-country": "FR" }))).toBe("FR")
  })

  test("uses the first value of a repeated header", () => {
    expect(countryFromHeaders(headers({ "cf-ipcountry": ["IN", "US"] }))).toBe("IN")
  })

  test("null without a usable header", () => {
    expect(countryFromHeaders(headers({}))).toBeNull()
    expect(countryFromHeaders(headers({ "cf-ipcountry": "XX", "x-vercel-ip-country": "" }))).toBeNull()
  })
})

test("currency is INR for India, USD otherwise", () => {
  expect(currencyFor("IN")).toBe("INR")
  expect(currencyFor("US")).toBe("USD")
  expect(currencyFor(null)).toBe("USD")
})
