import type { StaffRecord } from "../store/store"
import type { RightsRequestsTable } from "../store/schema"
import { NO_SOURCE } from "../early-access/source"
import { formatCsv, formatRightsCsv, formatRightsTable, formatTable, rightsDueBy } from "./signup-report"

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
  corrected_at: null,
  language: null,
  ...NO_SOURCE,
  undelivered: "",
  ...overrides,
})

describe("formatTable", () => {
  test("says so when there is nothing", () => {
    expect(formatTable([])).toBe("No early-access requests yet.\n")
  })

  test("aligned columns with a header, a rule and a count; topic and confirmation status", () => {
    const output = formatTable([
      record({ confirmed_at: "2025-06-02T10:00:00.000Z", language: "en" }),
      record({
        language: "hi",
        email: "g@x.io",
        name: "Grace",
        country: null,
        emp_count: "",
        topic: "early_access",
        corrected_at: "2025-06-03T08:00:00.000Z",
      }),
    ])
    expect(output).toBe(
      [
        "Created (UTC)        Email            Name          Company      Size   Topic         Lang  Country  Confirmed            Corrected            Page  Campaign",
        "-------------------  ---------------  ------------  -----------  -----  ------------  ----  -------  -------------------  -------------------  ----  --------",
        "2025-06-01 09:30:00  ada@example.com  Ada Lovelace  Engines Ltd  11-50  demo          en    IN       2025-06-02 10:00:00",
        "2025-06-01 09:30:00  g@x.io           Grace         Engines Ltd         early_access  hi             no                   2025-06-03 08:00:00",
        "",
        "2 requests",
        "",
      ].join("\n"),
    )
  })

  test("the page and the campaign (source / campaign) a request came from", () => {
    const output = formatTable([
      record({ landing_path: "/for/retail", utm_source: "newsletter", utm_campaign: "winter", utm_term: "shifts" }),
      record({ landing_path: "/invite", utm_campaign: "spring" }),
      record(),
    ])
    const [header, , first, second, third] = output.split("\n")
    expect(header).toMatch(/Corrected\s+Page\s+Campaign$/)
    expect(first).toMatch(/\/for\/retail\s+newsletter \/ winter$/)
    expect(second).toMatch(/\/invite\s+spring$/)
    expect(third).toMatch(/no$/)
  })

  test("neutralises terminal escapes and newlines, and shortens long values", () => {
    const output = formatTable([record({ name: "Evil\u001b[2J\nName", company: "c".repeat(60) })])
    expect(output).not.toContain("\u001b")
    expect(output).toContain("Evil [2J Name")
    expect(output).toContain(`${"c".repeat(39)}…`)
  })
})

const HEADER =
  "id,created_at,email,name,company,emp_count,topic,message,country,user_agent,confirmed_at,corrected_at," +
  "landing_path,utm_source,utm_medium,utm_campaign,utm_term,utm_content,referrer_host,language,undelivered\r\n"
/** The empty cells after user_agent of a record with no times, no source, no language and no dead letters. */
const EMPTY_TAIL = ",".repeat(11)

describe("formatCsv", () => {
  test("header row, every column, CRLF lines", () => {
    expect(formatCsv([record()])).toBe(
      HEADER +
        `0b6f3c1e-0000-4000-8000-000000000001,2025-06-01T09:30:00.000Z,ada@example.com,Ada Lovelace,Engines Ltd,11-50,demo,,IN,Mozilla/5.0${EMPTY_TAIL}\r\n`,
    )
  })

  test("header only when there is nothing", () => {
    expect(formatCsv([])).toBe(HEADER)
  })

  test("quotes commas, quotes and line breaks; empty for null", () => {
    const line = formatCsv([
      record({ name: 'Ada "Countess" Lovelace', company: "Engines, Ltd", user_agent: "a\nb", country: null }),
    ]).split("\r\n")[1]
    expect(line).toBe(
      `0b6f3c1e-0000-4000-8000-000000000001,2025-06-01T09:30:00.000Z,ada@example.com,"Ada ""Countess"" Lovelace","Engines, Ltd",11-50,demo,,,"a\nb"${EMPTY_TAIL}`,
    )
  })

  test("defuses spreadsheet formulas", () => {
    const line = formatCsv([
      record({ name: '=HYPERLINK("http://x")', company: "+1", message: "-2+3", user_agent: "@SUM(A1)" }),
    ]).split("\r\n")[1]
    expect(line).toContain(`"'=HYPERLINK(""http://x"")"`)
    expect(line).toContain(",'+1,")
    expect(line).toContain(",'-2+3,")
    expect(line?.endsWith(`,'@SUM(A1)${EMPTY_TAIL}`)).toBe(true)
  })

  test("where it came from: the page, the five parameters and the referrer, formula-safe, markup as text", () => {
    const line = formatCsv([
      record({
        landing_path: "/for/retail",
        utm_source: "newsletter",
        utm_medium: "=cmd|' /C calc'!A0",
        utm_campaign: "<script>alert(1)</script>",
        utm_term: "a, b",
        utm_content: null,
        referrer_host: "news.example.com",
      }),
    ]).split("\r\n")[1]
    expect(
      line?.endsWith(
        `,Mozilla/5.0,,,/for/retail,newsletter,'=cmd|' /C calc'!A0,<script>alert(1)</script>,"a, b",,news.example.com,,`,
      ),
    ).toBe(true)
  })

  test("the deliveries given up for a request, so staff can follow up by hand", () => {
    const line = formatCsv([record({ undelivered: "staff_email: no staff address: set NOTIFY_EMAIL" })]).split(
      "\r\n",
    )[1]
    expect(line?.endsWith(`${EMPTY_TAIL}staff_email: no staff address: set NOTIFY_EMAIL`)).toBe(true)
  })
})

describe("the rights log", () => {
  const entries: RightsRequestsTable[] = [
    {
      id: "e1",
      request_id: "0b6f3c1e-0000-4000-8000-000000000001",
      kind: "access",
      requested_at: "2026-01-31T09:00:00.000Z",
      answered_at: "2026-01-31T09:00:02.000Z",
    },
    {
      id: "e2",
      request_id: "0b6f3c1e-0000-4000-8000-000000000002",
      kind: "erasure",
      requested_at: "2026-12-15T23:59:00.000Z",
      answered_at: null,
    },
  ]

  test("is due one calendar month after it was asked (the month's last day when the next is shorter)", () => {
    expect(rightsDueBy("2026-01-31T09:00:00.000Z")).toBe("2026-02-28")
    expect(rightsDueBy("2028-01-31T09:00:00.000Z")).toBe("2028-02-29")
    expect(rightsDueBy("2026-12-15T23:59:00.000Z")).toBe("2027-01-15")
    expect(rightsDueBy("2026-03-01T00:00:00.000Z")).toBe("2026-04-01")
  })

  test("a table with when each was asked, answered and due, and its request id", () => {
    expect(formatRightsTable(entries)).toBe(
      [
        "Asked (UTC)          Kind     Answered (UTC)       Due by      Request id",
        "-------------------  -------  -------------------  ----------  ------------------------------------",
        "2026-01-31 09:00:00  access   2026-01-31 09:00:02  2026-02-28  0b6f3c1e-0000-4000-8000-000000000001",
        "2026-12-15 23:59:00  erasure  not yet              2027-01-15  0b6f3c1e-0000-4000-8000-000000000002",
        "",
        "2 rights requests",
        "",
      ].join("\n"),
    )
    expect(formatRightsTable([])).toBe("No rights requests yet.\n")
  })

  test("CSV with every column and the day it was due", () => {
    expect(formatRightsCsv(entries)).toBe(
      "id,request_id,kind,requested_at,answered_at,due_by\r\n" +
        "e1,0b6f3c1e-0000-4000-8000-000000000001,access,2026-01-31T09:00:00.000Z,2026-01-31T09:00:02.000Z,2026-02-28\r\n" +
        "e2,0b6f3c1e-0000-4000-8000-000000000002,erasure,2026-12-15T23:59:00.000Z,,2027-01-15\r\n",
    )
  })
})
