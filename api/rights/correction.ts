import type { z } from "zod"
import type { Kysely } from "kysely"
import type { CorrectableField, YourDataCorrectionBody } from "../../contracts/your-data"
import { earlyAccessRules } from "../early-access/schema"
import { pageSpeech } from "../early-access/exchange"
import { outboxRow, type StaffKind } from "../early-access/intake"
import type { Database } from "../store/schema"
import { recordRightsRequest } from "./rights-log"

// Correcting the name, company or company size of one's request: the same rules as the form (api/early-access/schema.ts),
// stored with the time, entered in the rights log, and staff told once through the outbox, in one transaction. Only
// the names of the changed fields go into the outbox row: the notification reads the values as they are when sent.

// Its messages are the request form's (content/form.yaml's `errors`), in the language the page sent.
const correctionSchema = ({ words, locale } = pageSpeech(null)) =>
  earlyAccessRules(words, locale).pick({ name: true, company: true, emp_count: true })

export type CorrectionInput = z.infer<ReturnType<typeof correctionSchema>>

export type CorrectionParse = { ok: true; input: CorrectionInput } | { ok: false; fields: Record<string, string> }

export function parseCorrection(body: unknown, language: string | null = null): CorrectionParse {
  const record = typeof body === "object" && body !== null && !Array.isArray(body) ? body : {}
  const result = correctionSchema(pageSpeech(language)).safeParse(record)
  if (result.success) return { ok: true, input: result.data }
  const fields: Record<string, string> = {}
  for (const issue of result.error.issues) fields[String(issue.path[0] ?? "body")] ??= issue.message
  return { ok: false, fields }
}

const FIELDS: readonly CorrectableField[] = ["name", "company", "emp_count"]
// What the form sends is what the schema reads.
const sameBody: YourDataCorrectionBody extends z.input<ReturnType<typeof correctionSchema>> ? true : false = true
void sameBody

export type CorrectionResult =
  | { status: "corrected"; fields: CorrectableField[]; outboxIds: string[] }
  | { status: "unchanged"; fields: []; outboxIds: [] }
  | { status: "gone" }

/** Applies `input` to the request; staff are told by `staff` (see staffNotificationKinds). */
export async function correctRequest(
  db: Kysely<Database>,
  requestId: string,
  input: CorrectionInput,
  staff: readonly StaffKind[],
  now: Date,
): Promise<CorrectionResult> {
  const at = now.toISOString()
  return db.transaction().execute(async (trx): Promise<CorrectionResult> => {
    const current = await trx
      .selectFrom("early_access_requests")
      .select(FIELDS)
      .where("id", "=", requestId)
      .executeTakeFirst()
    if (!current) return { status: "gone" }
    const fields = FIELDS.filter((field) => current[field] !== input[field])
    if (fields.length === 0) return { status: "unchanged", fields: [], outboxIds: [] }
    // Conditional, so that of two identical corrections sent at once only one changes anything (and notifies).
    const updated = await trx
      .updateTable("early_access_requests")
      .set({ ...input, corrected_at: at })
      .where("id", "=", requestId)
      .where((eb) =>
        eb.or([
          eb("name", "!=", input.name),
          eb("company", "!=", input.company),
          eb("emp_count", "!=", input.emp_count),
        ]),
      )
      .returning("id")
      .executeTakeFirst()
    if (!updated) return { status: "unchanged", fields: [], outboxIds: [] }
    await recordRightsRequest(trx, { requestId, kind: "correction", requestedAt: at, answeredAt: at })
    const rows = staff.map((kind) => outboxRow(requestId, kind, at, { event: "correction", fields }))
    if (rows.length) await trx.insertInto("outbox").values(rows).execute()
    return { status: "corrected", fields, outboxIds: rows.map((row) => row.id) }
  })
}
