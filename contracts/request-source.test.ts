import {
  campaignEntries,
  campaignOfQuery,
  campaignValue,
  REQUEST_SOURCE_FIELDS,
  REQUEST_SOURCE_LIMITS,
  requestSourceOf,
  UTM_PARAMETERS,
} from "./request-source"

// A campaign's values, cleaned once for the browser (before it sends) and the server (the body, and the Referer's
// query of a form sent without the script): what staff and the person later read.

const { utmChars } = REQUEST_SOURCE_LIMITS

describe("a campaign value", () => {
  test("kept as sent when plain, markup and all (it is text; every view escapes it)", () => {
    expect(campaignValue("newsletter")).toBe("newsletter")
    expect(campaignValue("<script>alert(1)</script>")).toBe("<script>alert(1)</script>")
    expect(campaignValue("winter sale ü 🎉")).toBe("winter sale ü 🎉")
  })

  test("its case as written: analytics tools count Newsletter and newsletter apart", () => {
    expect(campaignValue("Newsletter")).toBe("Newsletter")
    expect(campaignValue("WINTER_Sale")).toBe("WINTER_Sale")
  })

  test("trimmed, and a run of white space inside is one space", () => {
    expect(campaignValue("  spring \t sale  ")).toBe("spring sale")
    expect(campaignValue("\u00a0cpc\u2003")).toBe("cpc")
  })

  test("control characters (line breaks, terminal escapes, bidirectional overrides) become one space, then trimmed", () => {
    expect(campaignValue(" a\r\nBcc: x\u0000\u001b[2J\u007f\u0085b ")).toBe("a Bcc: x [2J b")
    expect(campaignValue("abc\u202edcba")).toBe("abc dcba")
    expect(campaignValue("a\u2066b\u2069c\u061cd")).toBe("a b c d")
  })

  test(`cut to ${utmChars} characters, whole characters (a 5,000-character value too)`, () => {
    expect(campaignValue("x".repeat(5000))).toBe("x".repeat(utmChars))
    expect(campaignValue("x".repeat(utmChars))).toBe("x".repeat(utmChars))
    const emoji = "🎉".repeat(300)
    expect(Array.from(campaignValue(emoji)!)).toHaveLength(utmChars)
    expect(campaignValue(emoji)).toBe("🎉".repeat(utmChars))
  })

  test("a cut that ends on a space leaves no trailing space", () => {
    expect(campaignValue(`${"x".repeat(utmChars - 1)} tail`)).toBe("x".repeat(utmChars - 1))
  })

  test("the length is counted after cleaning: leading spaces do not eat into it", () => {
    expect(campaignValue(`${" ".repeat(50)}${"y".repeat(utmChars)}`)).toBe("y".repeat(utmChars))
  })

  test.each(["", "   ", "\u0000\n\t", "\u202e"])("%j is none (null, never an empty string)", (value) => {
    expect(campaignValue(value)).toBeNull()
  })
})

describe("the campaign of an address's query", () => {
  test("only the five named parameters, the first of each, decoded and cleaned; a blank one is none", () => {
    const search =
      "?utm_source=newsletter&utm_source=second&utm_medium=%20email%20&utm_campaign=&utm_id=7&gclid=x&utm_term=a+b%0D%0Ac"
    expect(campaignOfQuery(search)).toEqual({
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: null,
      utm_term: "a b c",
      utm_content: null,
    })
  })

  test("a query given as parameters (a URL's searchParams) reads the same", () => {
    const url = new URL("https://site.example/invite?utm_campaign=Winter&x=1")
    expect(campaignOfQuery(url.searchParams)).toEqual(campaignOfQuery(url.search))
    expect(campaignOfQuery(url.searchParams).utm_campaign).toBe("Winter")
  })

  test("a link with 50 parameters gives the five", () => {
    const params = new URLSearchParams()
    for (let i = 0; i < 45; i++) params.append(`utm_x${i}`, "x")
    for (const name of UTM_PARAMETERS) params.append(name, name)
    expect(campaignEntries(campaignOfQuery(params))).toEqual(UTM_PARAMETERS.map((name) => [name, name]))
  })

  test("a huge value is cut", () => {
    expect(campaignOfQuery(`?utm_campaign=${"x".repeat(50_000)}`).utm_campaign).toHaveLength(utmChars)
  })
})

describe("the source fields", () => {
  test("the page, the five parameters, the referring host: the one list, in the order people read them", () => {
    expect(REQUEST_SOURCE_FIELDS).toEqual(["landing_path", ...UTM_PARAMETERS, "referrer_host"])
  })

  test("a stored row's source is those fields alone, in that order", () => {
    const row = {
      id: "r1",
      email: "ada@example.com",
      referrer_host: "news.example.com",
      utm_term: null,
      utm_content: null,
      utm_campaign: "winter",
      utm_medium: null,
      utm_source: "newsletter",
      landing_path: "/invite",
    }
    const source = requestSourceOf(row)
    expect(Object.keys(source)).toEqual([...REQUEST_SOURCE_FIELDS])
    expect(source).toMatchObject({ landing_path: "/invite", utm_campaign: "winter", referrer_host: "news.example.com" })
  })
})
