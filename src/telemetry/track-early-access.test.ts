import { group, identify } from "./analytics"
import { companyKey, trackEarlyAccessRequest } from "./track-early-access"

jest.mock("./analytics", () => ({ identify: jest.fn(), group: jest.fn(), analytics: { enabled: true, setConsent: jest.fn() } }))

const receipt = { email: " Ada@Example.com ", name: "Ada Lovelace", company: "  Analytical   Engines ", created: true }

beforeEach(() => jest.clearAllMocks())

describe("trackEarlyAccessRequest", () => {
  it.each(["pending", "granted"] as const)("with consent %s identifies the visitor by email and groups them by company", (consent) => {
    trackEarlyAccessRequest(receipt, consent)
    expect(identify).toHaveBeenCalledWith("ada@example.com", { email: "Ada@Example.com", name: "Ada Lovelace" })
    expect(group).toHaveBeenCalledWith("company", "analytical engines", { name: "Analytical   Engines" })
  })

  it("does neither when the visitor refused analytics", () => {
    trackEarlyAccessRequest(receipt, "denied")
    expect(identify).not.toHaveBeenCalled()
    expect(group).not.toHaveBeenCalled()
  })

  it("one group per company however it was typed", () => {
    expect(companyKey("  Acme   Corp ")).toBe(companyKey("acme corp"))
  })
})
