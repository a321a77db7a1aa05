import { parseEarlyAccess as parseIn } from "./schema"
import { speechIn } from "../../tests/helpers/form-words"

const ENGLISH = speechIn()
const parseEarlyAccess = (body: unknown) => parseIn(body, ENGLISH.words, ENGLISH.locale)
import { EMPLOYEE_RANGES, EMPLOYEE_RANGE_VALUES } from "../../contracts/employee-ranges"

const VALID = { email: "ada@example.com", name: "Ada", company: "Engines Ltd", emp_count: "1-10" }

describe("parseEarlyAccess", () => {
  test("accepts a valid request, trimming values and dropping unknown fields", () => {
    expect(
      parseEarlyAccess({
        email: " Ada@Example.COM ",
        name: " Ada  L ",
        company: "\tEngines Ltd\n",
        emp_count: " 5000+ ",
        admin: true,
      }),
    ).toEqual({
      ok: true,
      honeypot: false,
      input: {
        email: "Ada@Example.COM",
        name: "Ada  L",
        company: "Engines Ltd",
        emp_count: "5000+",
        topic: "early_access",
        message: "",
      },
    })
  })

  test.each([undefined, null, "", "  "])("topic %j means early access", (topic) => {
    expect(parseEarlyAccess({ ...VALID, topic })).toMatchObject({ ok: true, input: { topic: "early_access" } })
  })

  test.each(["early_access", "demo", "support"])("accepts topic %s", (topic) => {
    expect(parseEarlyAccess({ ...VALID, topic: ` ${topic} ` })).toMatchObject({ ok: true, input: { topic } })
  })

  test.each([["sales"], ["Demo"], [3]])("rejects topic %j", (topic) => {
    expect(parseEarlyAccess({ ...VALID, topic })).toEqual({
      ok: false,
      fields: { topic: "Choose one of the topics offered." },
    })
  })

  test("a message is trimmed and kept up to 2,000 characters, line breaks included", () => {
    const message = `Line one\n${"m".repeat(1990)}`
    expect(parseEarlyAccess({ ...VALID, message: `  ${message}\n` })).toMatchObject({ ok: true, input: { message } })
    expect(parseEarlyAccess({ ...VALID, message: "x".repeat(2000) }).ok).toBe(true)
  })

  test.each([
    ["x".repeat(2001), "Message must be at most 2,000 characters."],
    [{ text: "hi" }, "Message must be text."],
  ])("rejects message %#", (message, error) => {
    expect(parseEarlyAccess({ ...VALID, message })).toEqual({ ok: false, fields: { message: error } })
  })

  test.each([undefined, null, ""])("emp_count %j means not given", (emp_count) => {
    expect(parseEarlyAccess({ ...VALID, emp_count })).toMatchObject({ ok: true, input: { emp_count: "" } })
  })

  test.each(EMPLOYEE_RANGE_VALUES)("accepts emp_count %s", (emp_count) => {
    expect(parseEarlyAccess({ ...VALID, emp_count }).ok).toBe(true)
  })

  test.each([
    ["email", "", "Email is required."],
    ["email", undefined, "Email is required."],
    ["email", "ada@example", "Enter a valid email address."],
    ["email", "ada example.com", "Enter a valid email address."],
    ["email", `${"a".repeat(243)}@example.com`, "Email must be at most 254 characters."],
    ["name", "   ", "Name is required."],
    ["name", "n".repeat(121), "Name must be at most 120 characters."],
    ["name", ["Ada"], "Name must be text."],
    ["company", null, "Company is required."],
    ["company", "c".repeat(161), "Company must be at most 160 characters."],
    ["emp_count", "10", "Choose one of the company sizes offered."],
    ["emp_count", 10, "Choose one of the company sizes offered."],
  ])("%s = %j → %j", (field, value, message) => {
    expect(parseEarlyAccess({ ...VALID, [field]: value })).toEqual({ ok: false, fields: { [field]: message } })
  })

  test("limits are inclusive", () => {
    const email = `${"a".repeat(242)}@example.com`
    expect(email).toHaveLength(254)
    expect(parseEarlyAccess({ ...VALID, email, name: "n".repeat(120), company: "c".repeat(160) }).ok).toBe(true)
  })

  test("a body that is not an object reports the required fields", () => {
    for (const body of [[], "text", 1, null]) {
      expect(parseEarlyAccess(body)).toEqual({
        ok: false,
        fields: { email: "Email is required.", name: "Name is required.", company: "Company is required." },
      })
    }
  })

  test.each([
    ["https://spam.example", true],
    [" x ", true],
    [1, true],
    ["", false],
    ["   ", false],
    [null, false],
    [undefined, false],
  ])("honeypot website=%j → %s", (website, honeypot) => {
    expect(parseEarlyAccess({ ...VALID, website })).toMatchObject({ ok: true, honeypot })
  })
})

test("employee ranges have unique values and labels", () => {
  expect(new Set(EMPLOYEE_RANGE_VALUES).size).toBe(EMPLOYEE_RANGES.length)
  expect(new Set(EMPLOYEE_RANGES.map((range) => range.label)).size).toBe(EMPLOYEE_RANGES.length)
})

test("a request from a Hindi page is told what to correct in Hindi, each field by its Hindi name", () => {
  const hindi = speechIn("hi")
  const result = parseIn(
    { email: "not an address", name: "", company: "x".repeat(161), emp_count: "7" },
    hindi.words,
    hindi.locale,
  )
  expect(result).toEqual({
    ok: false,
    fields: {
      email: "सही ईमेल पता डालें।",
      name: "नाम भरना ज़रूरी है।",
      company: "कंपनी का नाम: ज़्यादा से ज़्यादा 160 अक्षर हो सकते हैं।",
      emp_count: "दिए गए विकल्पों में से कंपनी का आकार चुनें।",
    },
  })
  // Every message is the translation's, none the English.
  const english = parseEarlyAccess({ email: "not an address", name: "", company: "x".repeat(161), emp_count: "7" })
  expect(english.ok).toBe(false)
  if (!english.ok && !result.ok)
    for (const field of Object.keys(english.fields)) expect(result.fields[field]).not.toBe(english.fields[field])
})
