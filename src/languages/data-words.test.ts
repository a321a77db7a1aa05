import { translatedData } from "./data-words"

const data = {
  markdownRemark: { frontmatter: { title: "Contact" } },
  contactYaml: {
    heading: "Talk to us",
    text: "We answer.",
    officeHeading: "Office",
    channels: [
      { kind: "email", label: "Sales", value: "hello@example.com", note: "Within a day" },
      { kind: "phone", label: "Phone", value: "+91 80 0000 0000", note: "Mon–Fri" },
    ],
  },
  featuresYaml: {
    features: [
      { id: "leave", title: "Leave management", points: ["Custom leave types"] },
      { id: "timesheets", title: "Payroll-ready timesheets", points: ["Bulk approval"] },
    ],
  },
}

it("lays a translation over the English string by string, each item found by its key", () => {
  const hindi = translatedData(data, {
    contactYaml: { heading: "हमसे बात करें", channels: [{ value: "+91 80 0000 0000", label: "फ़ोन" }] },
    featuresYaml: { features: [{ id: "timesheets", title: "पेरोल के लिए तैयार टाइमशीट", points: ["एक साथ मंज़ूरी"] }] },
  })
  expect(hindi.contactYaml).toEqual({
    heading: "हमसे बात करें",
    text: "We answer.",
    officeHeading: "Office",
    channels: [
      { kind: "email", label: "Sales", value: "hello@example.com", note: "Within a day" },
      { kind: "phone", label: "फ़ोन", value: "+91 80 0000 0000", note: "Mon–Fri" },
    ],
  })
  expect(hindi.featuresYaml.features).toEqual([
    { id: "leave", title: "Leave management", points: ["Custom leave types"] },
    { id: "timesheets", title: "पेरोल के लिए तैयार टाइमशीट", points: ["एक साथ मंज़ूरी"] },
  ])
  expect(hindi.markdownRemark).toBe(data.markdownRemark)
})

it("leaves a page with no translation, or without the translated file's data, as it is", () => {
  expect(translatedData(data, undefined)).toBe(data)
  const { featuresYaml: _features, ...contactOnly } = data
  expect(translatedData(contactOnly, { featuresYaml: { heading: "सुविधाएँ" } })).toEqual(contactOnly)
})

it("lays an object over its English one, so a plan's button keeps its address when only its label is translated", () => {
  const pricing = {
    pricingYaml: {
      words: { monthly: "Monthly", yearly: "Yearly" },
      plans: [{ id: "growth", name: "Growth", features: ["A", "B"], cta: { label: "Start", to: "/invite" } }],
    },
  }
  const hindi = translatedData(pricing, {
    pricingYaml: { words: { yearly: "सालाना" }, plans: [{ id: "growth", features: ["क"], cta: { label: "शुरू करें" } }] },
  })
  expect(hindi.pricingYaml).toEqual({
    words: { monthly: "Monthly", yearly: "सालाना" },
    plans: [{ id: "growth", name: "Growth", features: ["क"], cta: { label: "शुरू करें", to: "/invite" } }],
  })
})
