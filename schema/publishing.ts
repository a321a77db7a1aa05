// The field every page and every YAML file in content/ may carry: the time its change goes live. In a module of its
// own so that every schema can spread it in (schema/content.ts, schema/sections.ts' comparisons, the articles').
import { z } from "zod"
import { publishAtOf, PUBLISH_AT_PATTERN } from "./publish-time"

// Scheduled publishing (docs/cms.md): every page and every YAML file may carry the time its change goes live.
// `npm run publish-scheduled` merges a Ready change once that time has passed, and only a change that sets it:
// after the merge the time stays in the file, inert (the site does not read it), and a later change that leaves
// it as it is schedules nothing. Stored in UTC; the editor shows it in site.yaml's timeZone.
const publishAt = z
  .union([
    z.date(),
    z
      .string()
      .regex(PUBLISH_AT_PATTERN, 'must be a time in UTC written like "2026-03-01T03:30:00Z"')
      // (Only what has the form: zod runs every check, and the pattern's message already says what is wrong.)
      .refine((value) => {
        try {
          return !PUBLISH_AT_PATTERN.test(value) || publishAtOf(value) !== null
        } catch {
          return false
        }
      }, "is not a real date and time"),
  ])
  .optional()
  .meta({
    widget: "publish-at",
    title: "Publish at",
    description:
      "Leave empty to publish when you press Publish. With a time, set the status to Ready and the change goes live within 15 minutes after it.",
  })
export const publishing = { publishAt }
/** Fields about when a change goes live, not about the page: no template or GraphQL type reads them. */
export const PUBLISHING_FIELDS: ReadonlyArray<string> = Object.keys(publishing)
