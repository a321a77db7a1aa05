import { RECORD_COLUMNS, type EarlyAccessRecord, type StaffRecord } from "../store/store"
import type { RightsRequestsTable } from "../store/schema"

// Renders stored early-access requests, and the rights log, for people: a terminal table or CSV
// (`npm run signups [-- --csv] [--rights]`, GET /api/admin/requests[?list=rights]).

const TABLE_COLUMNS = [
  ["created_at", "Created (UTC)"],
  ["email", "Email"],
  ["name", "Name"],
  ["company", "Company"],
  ["emp_count", "Size"],
  ["topic", "Topic"],
  // The language code the form was sent in, which the answer should be in (empty: sent before the site had languages).
  ["language", "Lang"],
  ["country", "Country"],
  ["confirmed_at", "Confirmed"],
  ["corrected_at", "Corrected"],
  ["landing_path", "Page"],
  ["campaign", "Campaign"],
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
  // The two parameters that name a campaign; the CSV has all five and the referrer.
  if (key === "campaign") return [record.utm_source, record.utm_campaign].filter((value) => value !== null).join(" / ")
  if (key === "created_at") return when(record.created_at)
  if (key === "confirmed_at") return record.confirmed_at ? when(record.confirmed_at) : "no"
  if (key === "corrected_at") return record.corrected_at ? when(record.corrected_at) : ""
  return record[key]
}

/** Aligned columns under a header and a rule, then a count line. */
function alignedTable(titles: readonly string[], body: ReadonlyArray<readonly string[]>, count: string): string {
  const rows = [titles, ...body]
  const widths = titles.map((_, column) => Math.max(...rows.map((row) => Array.from(row[column] ?? "").length)))
  const line = (row: readonly string[]) =>
    row
      .map((value, column) => value + " ".repeat((widths[column] ?? 0) - Array.from(value).length))
      .join("  ")
      .trimEnd()
  const rule = widths.map((width) => "-".repeat(width)).join("  ")
  return [line(titles), rule, ...body.map(line), "", count, ""].join("\n")
}

export function formatTable(records: readonly EarlyAccessRecord[]): string {
  if (records.length === 0) return "No early-access requests yet.\n"
  return alignedTable(
    TABLE_COLUMNS.map(([, title]) => title),
    records.map((record) => TABLE_COLUMNS.map(([key]) => cell(tableValue(record, key)))),
    `${records.length} request${records.length === 1 ? "" : "s"}`,
  )
}

/**
 * RFC 4180 field. A value a spreadsheet would run as a formula (leading = + - @ or a tab/CR) gets a leading
 * apostrophe: these are strangers' inputs and the file is meant to be opened in Excel or Sheets.
 */
export function csvField(value: string | null): string {
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

/**
 * The day a rights request must be answered by under the GDPR (Art. 12(3): one month from receipt, the same date of
 * the next month, or its last day when that month is shorter). DPDP grievances allow longer (docs/operations.md).
 */
export function rightsDueBy(requestedAt: string): string {
  const asked = new Date(requestedAt)
  const year = asked.getUTCFullYear()
  const month = asked.getUTCMonth() + 1
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  return new Date(Date.UTC(year, month, Math.min(asked.getUTCDate(), lastDay))).toISOString().slice(0, 10)
}

const RIGHTS_CSV_COLUMNS = ["id", "request_id", "kind", "requested_at", "answered_at", "due_by"] as const

/** The rights log for a terminal: when each was asked and answered, and the day it was due. */
export function formatRightsTable(entries: readonly RightsRequestsTable[]): string {
  if (entries.length === 0) return "No rights requests yet.\n"
  return alignedTable(
    ["Asked (UTC)", "Kind", "Answered (UTC)", "Due by", "Request id"],
    entries.map((entry) => [
      when(entry.requested_at),
      entry.kind,
      entry.answered_at ? when(entry.answered_at) : "not yet",
      rightsDueBy(entry.requested_at),
      entry.request_id,
    ]),
    `${entries.length} rights request${entries.length === 1 ? "" : "s"}`,
  )
}

export function formatRightsCsv(entries: readonly RightsRequestsTable[]): string {
  const lines = [
    RIGHTS_CSV_COLUMNS.join(","),
    ...entries.map((entry) =>
      RIGHTS_CSV_COLUMNS.map((key) => csvField(key === "due_by" ? rightsDueBy(entry.requested_at) : entry[key])).join(
        ",",
      ),
    ),
  ]
  return lines.join("\r\n") + "\r\n"
}
