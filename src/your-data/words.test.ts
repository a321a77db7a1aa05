import { carrierInWords, dayInWords, deliveryInWords, timeInWords } from "./words"
import { yourDataWordsIn } from "../../tests/helpers/your-data-words"

const english = yourDataWordsIn("en").records
const hindi = yourDataWordsIn("hi").records

describe("the your-data page's words", () => {
  it("times in UTC, in words, as the page's locale writes them", () => {
    expect(timeInWords("2026-11-26T09:05:00.000Z", "en-IN")).toBe("26 November 2026, 09:05 UTC")
    expect(dayInWords("2028-11-25T09:05:00.000Z", "en-IN")).toBe("25 November 2028")
    expect(timeInWords("2026-11-26T09:05:00.000Z", "hi-IN")).toBe("26 नवंबर 2026, 09:05 UTC")
    expect(dayInWords("2028-11-25T21:05:00.000Z", "hi-IN")).toBe("25 नवंबर 2028")
    expect(timeInWords("not a time", "en-IN")).toBe("not a time")
  })

  it("who carried each delivery, and what it was, in the page's language", () => {
    expect(carrierInWords("smtp:smtp.postmarkapp.com", english)).toBe("our email provider (smtp.postmarkapp.com)")
    expect(carrierInWords("webhook:hooks.slack.com", english)).toBe("our team's chat (hooks.slack.com)")
    expect(carrierInWords("file", english)).toBe("a file on our own server (no email provider)")
    expect(
      deliveryInWords({ kind: "staff_email", payload: '{"event":"correction","fields":["company"]}' }, english),
    ).toBe("Notification email, to our team: your correction")
    expect(deliveryInWords({ kind: "rights_link", payload: "{}" }, english)).toBe(
      "Email with the link to this page, to you",
    )
    expect(deliveryInWords({ kind: "rights_link", payload: "{}" }, hindi)).toBe(hindi.deliveries.rights_link)
    expect(hindi.deliveries.rights_link).not.toBe(english.deliveries.rights_link)
    expect(carrierInWords("smtp:smtp.postmarkapp.com", hindi)).toBe(`${hindi.carriers.smtp} (smtp.postmarkapp.com)`)
    // A kind the words do not know is shown as stored.
    expect(deliveryInWords({ kind: "fax", payload: "{}" }, hindi)).toBe("fax")
  })
})
