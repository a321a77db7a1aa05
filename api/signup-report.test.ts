import type { StaffRecord } from "./early-access-store"
import { formatCsv, formatTable } from "./signup-report"

const record = (overrides: Partial<StaffRecord> = {}): StaffRecord => ({
  id: "0b6f3c1e-0000-4000-8000-000000000001",
  email: "ada@example.com",
  name: "Ada Lovelace",
  company: "Engines Ltd",
  emp_count: "11-50",
  topic: "demo",
  message: "",
  country: "IN",
  user_agent: "Mozilla/5.0",
  created_at: "2025-06-01T09:30:00.000Z",
  confirmed_at: null,
  undelivered: "",
  ...overrides,
})

describe("formatTable", () => {
  test("says so when there is nothing", () => {
    expect(formatTable([])).toBe("No early-access requests yet.\n")
  })

  test("aligned columns with a header, a rule and a count; topic and confirmation status", () => {
    const output = formatTable([
      record({ confirmed_at: "2025-06-02T10:00:00.000Z" }),
      record({ email: "g@x.io", name: "Grace", country: null, emp_count: "", topic: "early_access" }),
    ])
    expect(output).toBe(
      [
        "Created (UTC)        Email            Name          Company      Size   Topic         Country  Confirmed",
        "-------------------  ---------------  ------------  -----------  -----  ------------  -------  -------------------",
        "2025-06-01 09:30:00  ada@example.com  Ada Lovelace  Engines Ltd  11-50  demo          IN       2025-06-02 10:00:00",
        "2025-06-01 09:30:00  g@x.io           Grace         Engines Ltd         early_access           no",
        "",
        "2 requests",
        "",
      ].join("\n"),
    )
  })

  test("neutralises terminal escapes and newlines, and shortens long values", () => {
    const output = formatTable([record({ name: "Evil\u001b[2J\nName", company: "c".repeat(60) })])
    expect(output).not.toContain("\u001b")
    expect(output).toContain("Evil [2J Name")
    expect(output).toContain(`${"c".repeat(39)}…`)
  })
})

describe("formatCsv", () => {
  test("header row, every column, CRLF lines", () => {
    expect(formatCsv([record()])).toBe(
      "id,created_at,email,name,company,emp_count,topic,message,country,user_agent,confirmed_at,undelivered\r\n" +
        "0b6f3c1e-0000-4000-8000-000000000001,2025-06-01T09:30:00.000Z,ada@example.com,Ada Lovelace,Engines Ltd,11-50,demo,,IN,Mozilla/5.0,,\r\n",
    )
  })

  test("header only when there is nothing", () => {
    expect(formatCsv([])).toBe(
      "id,created_at,email,name,company,emp_count,topic,message,country,user_agent,confirmed_at,undelivered\r\n",
    )
  })

  test("quotes commas, quotes and line breaks; empty for null", () => {
    const line = formatCsv([
      record({ name: 'Ada "Countess" Lovelace', company: "Engines, Ltd", user_agent: "a\nb", country: null }),
    ]).split("\r\n")[1]
    expect(line).toBe(
      '0b6f3c1e-0000-4000-8000-000000000001,2025-06-01T09:30:00.000Z,ada@example.com,"Ada ""Countess"" Lovelace","Engines, Ltd",11-50,demo,,,"a\nb",,',
    )
  })

  test("defuses spreadsheet formulas", () => {
    const line = formatCsv([
      record({ name: '=HYPERLINK("http://x")', company: "+1", message: "-2+3", user_agent: "@SUM(A1)" }),
    ]).split("\r\n")[1]
    expect(line).toContain(`"'=HYPERLINK(""http://x"")"`)
    expect(line).toContain(",'+1,")
    expect(line).toContain(",'-2+3,")
    expect(line?.endsWith(",'@SUM(A1),,")).toBe(true)
  })

  test("the deliveries given up for a request, so staff can follow up by hand", () => {
    const line = formatCsv([record({ undelivered: "staff_email: no staff address: set NOTIFY_EMAIL" })]).split(
      "\r\n",
    )[1]
    expect(line?.endsWith(",,staff_email: no staff address: set NOTIFY_EMAIL")).toBe(true)
  })
})
