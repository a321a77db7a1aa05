import { translatedContact } from "./contact-words"

const english = {
  heading: "Talk to us",
  text: "We answer.",
  hours: "Monday to Friday",
  officeHeading: "Office",
  channels: [
    { kind: "email", label: "Sales", value: "hello@example.com", note: "Within a day" },
    { kind: "phone", label: "Phone", value: "+91 80 0000 0000", note: "Mon–Fri" },
  ],
}

it("lays a translation over the English string by string, each channel found by its value", () => {
  const hindi = translatedContact(english, {
    heading: "हमसे बात करें",
    officeHeading: "दफ़्तर",
    channels: [{ value: "+91 80 0000 0000", label: "फ़ोन" }],
  })
  expect(hindi).toEqual({
    heading: "हमसे बात करें",
    text: "We answer.",
    hours: "Monday to Friday",
    officeHeading: "दफ़्तर",
    channels: [
      { kind: "email", label: "Sales", value: "hello@example.com", note: "Within a day" },
      { kind: "phone", label: "फ़ोन", value: "+91 80 0000 0000", note: "Mon–Fri" },
    ],
  })
})

it("leaves a page with no translation as it is", () => {
  expect(translatedContact(english, undefined)).toBe(english)
})
