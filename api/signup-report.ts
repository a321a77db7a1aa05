import { RECORD_COLUMNS, type EarlyAccessRecord, type StaffRecord } from "./early-access-store"

// Renders stored early-access requests for people: a terminal table or CSV (`npm run signups [-- --csv]`,
// GET /api/admin/requests).

const TABLE_COLUMNS = [
  ["created_at", "Created (UTC)"],
  ["email", "Email"],
  ["name", "Name"],
  ["company", "Company"],
  ["emp_count", "Size"],
  ["topic", "Topic"],
  ["country", "Country"],
  ["confirmed_at", "Confirmed"],
] as const

/** Every stored column, the id and date first, then the deliveries given up (dead letters). */
const CSV_COLUMNS = [
  "id",
  "created_at",
  ...RECORD_COLUMNS.filter((column) => column !== "id" && column !== "created_at"),
  "undelivered",
] as const

const MAX_CELL = 40

/** Visitor-typed text made safe for a terminal: no control characters (escape sequences), one line, bounded. */
function cell(value: string | null): string {
  const text = (value ?? "")
    .replace(/\p{Cc}+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
  const chars = Array.from(text)
  return chars.length > MAX_CELL ? `${chars.slice(0, MAX_CELL - 1).join("")}…` : text
}

const when = (iso: string): string => iso.replace("T", " ").slice(0, 19)

function tableValue(record: EarlyAccessRecord, key: (typeof TABLE_COLUMNS)[number][0]): string | null {
  if (key === "created_at") return when(record.created_at)
  if (key === "confirmed_at") return record.confirmed_at ? when(record.confirmed_at) : "no"
  return record[key]
}

export function formatTable(records: readonly EarlyAccessRecord[]): string {
  if (records.length === 0) return "No early-access requests yet.\n"
  const rows = [
    TABLE_COLUMNS.map(([, title]) => title),
    ...records.map((record) => TABLE_COLUMNS.map(([key]) => cell(tableValue(record, key)))),
  ]
  const widths = TABLE_COLUMNS.map((_, column) => Math.max(...rows.map((row) => Array.from(row[column] ?? "").length)))
  const line = (row: readonly string[]) =>
    row
      .map((value, column) => value + " ".repeat((widths[column] ?? 0) - Array.from(value).length))
      .join("  ")
      .trimEnd()
  const rule = widths.map((width) => "-".repeat(width)).join("  ")
  const [header, ...body] = rows
  const count = `${records.length} request${records.length === 1 ? "" : "s"}`
  return [line(header ?? []), rule, ...body.map(line), "", count, ""].join("\n")
}

/**
 * RFC 4180 field. A value a spreadsheet would run as a formula (leading = + - @ or a tab/CR) gets a leading
 * apostrophe: these are strangers' inputs and the file is meant to be opened in Excel or Sheets.
 */
function csvField(value: string | null): string {
  const text = value ?? ""
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe
}

export function formatCsv(records: readonly StaffRecord[]): string {
  const lines = [
    CSV_COLUMNS.join(","),
    ...records.map((record) => CSV_COLUMNS.map((key) => csvField(record[key])).join(",")),
  ]
  return lines.join("\r\n") + "\r\n"
}
