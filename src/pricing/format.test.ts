import { formatMoney, priceView, yearlySaving, yearlyTotal } from "./format"

describe("formatMoney", () => {
  it("groups rupees the Indian way", () => {
    expect(formatMoney(100000, "INR")).toBe("₹1,00,000")
    expect(formatMoney(12345678, "INR")).toBe("₹1,23,45,678")
    expect(formatMoney(329, "INR")).toBe("₹329")
  })

  it("groups dollars the US way", () => {
    expect(formatMoney(100000, "USD")).toBe("$100,000")
    expect(formatMoney(5, "USD")).toBe("$5")
  })

  it("shows cents only for amounts that have them", () => {
    expect(formatMoney(4.5, "USD")).toBe("$4.50")
    expect(formatMoney(1234.99, "INR")).toBe("₹1,234.99")
  })
})

describe("yearly billing", () => {
  it("totals a year per seat", () => {
    expect(yearlyTotal({ monthly: 6, yearly: 5 })).toBe(60)
    expect(yearlyTotal({ monthly: 5.99, yearly: 4.99 })).toBe(59.88)
  })

  it("computes the saving against monthly, in percent and per seat per year", () => {
    expect(yearlySaving({ monthly: 6, yearly: 5 })).toEqual({ percent: 17, perSeatPerYear: 12 })
    expect(yearlySaving({ monthly: 399, yearly: 329 })).toEqual({ percent: 18, perSeatPerYear: 840 })
    expect(yearlySaving({ monthly: 5.99, yearly: 4.99 })).toEqual({ percent: 17, perSeatPerYear: 12 })
    expect(yearlySaving({ monthly: 5, yearly: 5 })).toBeNull()
  })
})

describe("priceView", () => {
  const growth = { monthly: 399, yearly: 329 }

  it("yearly: the per-month equivalent, the yearly total and the saving", () => {
    expect(priceView(growth, "INR", "yearly")).toEqual({
      perMonth: "₹329",
      yearlyTotal: "₹3,948",
      savingPercent: "18%",
      savingAmount: "₹840",
    })
  })

  it("monthly: the monthly amount and no yearly total", () => {
    expect(priceView({ monthly: 6, yearly: 5 }, "USD", "monthly")).toEqual({
      perMonth: "$6",
      yearlyTotal: null,
      savingPercent: "17%",
      savingAmount: "$12",
    })
  })

  it("large seat counts keep lakh grouping", () => {
    expect(priceView({ monthly: 120000, yearly: 100000 }, "INR", "yearly")).toMatchObject({
      perMonth: "₹1,00,000",
      yearlyTotal: "₹12,00,000",
      savingAmount: "₹2,40,000",
    })
  })
})
