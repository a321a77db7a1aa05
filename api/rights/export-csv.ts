import { YOUR_DATA_CSV_COLUMNS, type YourDataExport } from "../../contracts/your-data"
import { csvField } from "../admin/signup-report"

// The CSV download: the same as the JSON one, one line per stored value (table, row, column, value), so every table
// fits one file a spreadsheet opens. Rows are named by their id (links by their order: their only key is a hash).
// A null is an empty value. Values a spreadsheet would run as a formula are defused, as in the staff export.

type Cell = string | number | boolean | null

function lines(table: string, row: string, values: Readonly<Record<string, Cell>>): Cell[][] {
  return Object.entries(values).map(([column, value]) => [table, row, column, value])
}

export function formatYourDataCsv(data: YourDataExport): string {
  const rows: Cell[][] = [
    ...lines("export", "1", { exported_at: data.exported_at }),
    ...lines("early_access_requests", data.request.id, { ...data.request }),
    ...data.deliveries.flatMap((row) => lines("outbox", row.id, { ...row })),
    ...data.links.flatMap((row, index) => lines("early_access_tokens", `link-${index + 1}`, { ...row })),
    ...data.rights_requests.flatMap((row) => lines("rights_requests", row.id, { ...row })),
    ...lines("retention", "1", { ...data.retention }),
    ...data.processors.flatMap((row, index) => lines("processors", String(index + 1), { ...row })),
  ]
  return [
    YOUR_DATA_CSV_COLUMNS.join(","),
    ...rows.map((row) => row.map((cell) => csvField(cell === null ? null : String(cell))).join(",")),
  ]
    .join("\r\n")
    .concat("\r\n")
}
