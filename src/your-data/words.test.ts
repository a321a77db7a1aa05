import { carrierInWords, dayInWords, deliveryInWords, timeInWords } from "./words"

describe("the your-data page's words", () => {
  it("times in UTC, in words", () => {
    expect(timeInWords("2026-11-26T09:05:00.000Z")).toBe("26 November 2026, 09:05 UTC")
    expect(dayInWords("2028-11-25T09:05:00.000Z")).toBe("25 November 2028")
    expect(timeInWords("not a time")).toBe("not a time")
  })

  it("who carried each delivery, and what it was", () => {
    expect(carrierInWords("smtp:smtp.postmarkapp.com")).toBe("our email provider (smtp.postmarkapp.com)")
    expect(carrierInWords("webhook:hooks.slack.com")).toBe("our team's chat (hooks.slack.com)")
    expect(carrierInWords("file")).toBe("a file on our own server (no email provider)")
    expect(deliveryInWords({ kind: "staff_email", payload: '{"event":"correction","fields":["company"]}' })).toBe(
      "Notification email, to our team: your correction",
    )
    expect(deliveryInWords({ kind: "rights_link", payload: "{}" })).toBe("Email with the link to this page, to you")
  })
})
