import { group, identify } from "./analytics"
import { log } from "./log"
import { companyKey, trackEarlyAccessRequest } from "./track-early-access"

jest.mock("./analytics", () => ({
  identify: jest.fn(),
  group: jest.fn(),
  analytics: { enabled: true, setConsent: jest.fn() },
}))
jest.mock("./log", () => ({ log: { info: jest.fn(), error: jest.fn() } }))

const answer = {
  email: " Ada@Example.com ",
  name: "Ada Lovelace",
  company: "  Analytical   Engines ",
  topic: "demo",
} as const

beforeEach(() => jest.clearAllMocks())

describe("trackEarlyAccessRequest", () => {
  it("with consent identifies the visitor by email and groups them by company", () => {
    trackEarlyAccessRequest(answer, "granted")
    expect(identify).toHaveBeenCalledWith("ada@example.com", { email: "Ada@Example.com", name: "Ada Lovelace" })
    expect(group).toHaveBeenCalledWith("company", "analytical engines", { name: "Analytical   Engines" })
  })

  it.each(["pending", "denied"] as const)(
    "does neither while consent is %s (the privacy policy promises identify only with consent)",
    (consent) => {
      trackEarlyAccessRequest(answer, consent)
      expect(identify).not.toHaveBeenCalled()
      expect(group).not.toHaveBeenCalled()
    },
  )

  it.each(["pending", "denied", "granted"] as const)(
    "logs the company from the answer whatever the consent (%s)",
    (consent) => {
      trackEarlyAccessRequest(answer, consent)
      expect(log.info).toHaveBeenCalledWith("early_access_requested", {
        company: "  Analytical   Engines ",
        topic: "demo",
      })
    },
  )

  it("one group per company however it was typed", () => {
    expect(companyKey("  Acme   Corp ")).toBe(companyKey("acme corp"))
  })
})
