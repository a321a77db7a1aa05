import { REQUEST_SOURCE_LIMITS } from "../../contracts/request-source"
import { forgetArrival, rememberArrival } from "./arrival"
import { externalHost, requestSource } from "./request-source"

// The browser's side of where a request came from: the five campaign parameters of an address, the page's own or the
// one the site was opened with (taken whole, never mixed), and another site's host as the referrer. How a campaign's
// values are cleaned is the contract's (contracts/request-source.test.ts); here, that the browser applies it.

// jsdom's document is at http://localhost/ (jest.config.js); its history moves the address as a router's would.
const HOST = "localhost"
const at = (pathname: string, search = "") => ({ pathname, search, host: HOST })

/** The site's script starting on `address` (gatsby-browser's onClientEntry). */
function arriveAt(address: string): void {
  window.history.replaceState(null, "", address)
  rememberArrival()
}

function referredBy(referrer: string): void {
  Object.defineProperty(document, "referrer", { value: referrer, configurable: true })
}

beforeEach(() => {
  forgetArrival()
  referredBy("")
  window.history.replaceState(null, "", "/")
})

describe("externalHost", () => {
  it("another site's host; none for the site itself, an empty or withheld referrer", () => {
    expect(externalHost("https://www.google.com/", HOST)).toBe("www.google.com")
    expect(externalHost("https://news.example.com:8443/item?id=1", HOST)).toBe("news.example.com")
    expect(externalHost(`https://${HOST}/pricing`, HOST)).toBeUndefined()
    expect(externalHost("", HOST)).toBeUndefined()
  })
})

describe("requestSource", () => {
  it("a page opened without parameters or referrer: its path alone", () => {
    arriveAt("/invite")
    expect(requestSource(at("/invite"))).toEqual({ landing_path: "/invite" })
  })

  it("the form on the campaign's own page: its parameters and the referrer", () => {
    referredBy("https://news.example.com/item?id=1")
    arriveAt("/invite?utm_source=newsletter&utm_campaign=winter")
    expect(requestSource()).toEqual({
      landing_path: "/invite",
      utm_source: "newsletter",
      utm_campaign: "winter",
      referrer_host: "news.example.com",
    })
  })

  it("arrived on a campaign link, moved through the site's links to the form: the arrival's campaign and referrer", () => {
    referredBy("https://news.example.com/")
    arriveAt("/?utm_source=newsletter&utm_campaign=winter")
    // Client-side navigation changes the address (and never document.referrer); the form's page has no campaign.
    window.history.pushState(null, "", "/invite")
    expect(requestSource()).toEqual({
      landing_path: "/invite",
      utm_source: "newsletter",
      utm_campaign: "winter",
      referrer_host: "news.example.com",
    })
  })

  it("a page whose own address has a campaign uses that one whole, never mixed with the arrival's", () => {
    arriveAt("/?utm_source=newsletter&utm_term=shifts")
    window.history.pushState(null, "", "/invite?utm_campaign=spring")
    expect(requestSource()).toEqual({
      landing_path: "/invite",
      utm_campaign: "spring",
    })
  })

  it("the arrival is remembered once: a later call does not replace it", () => {
    arriveAt("/?utm_source=first")
    arriveAt("/pricing?utm_source=second")
    expect(requestSource(at("/invite"))).toMatchObject({ utm_source: "first" })
  })

  it("sends the campaign cleaned and cut as the server stores it, so a huge link cannot push the form over its limit", () => {
    arriveAt(`/invite?utm_source=%20News%0Aletter%20&utm_campaign=${"x".repeat(50_000)}&utm_term=%20&utm_id=7`)
    expect(requestSource()).toEqual({
      landing_path: "/invite",
      utm_source: "News letter",
      utm_campaign: "x".repeat(REQUEST_SOURCE_LIMITS.utmChars),
    })
  })

  it("a path longer than the server takes is left out rather than cut into another path", () => {
    const long = `/${"a".repeat(REQUEST_SOURCE_LIMITS.pathChars)}`
    expect(requestSource(at(long))).toEqual({})
  })

  it("a referrer that is the site itself (a reload after following its links, say) is none", () => {
    referredBy("http://localhost/pricing")
    arriveAt("/invite")
    expect(requestSource()).toEqual({ landing_path: "/invite" })
  })

  it("with nothing remembered (the form's code alone), the page's own address and referrer", () => {
    referredBy("https://www.google.com/")
    expect(requestSource(at("/invite", "?utm_medium=cpc"))).toEqual({
      landing_path: "/invite",
      utm_medium: "cpc",
      referrer_host: "www.google.com",
    })
  })
})
