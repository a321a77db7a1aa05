// content/redirects.yaml: the site's redirects, as writers manage them in the editor (the Redirects collection). Each
// entry sends an old address somewhere (permanently or for a while) or retires it (410 Gone with the site's own
// page), with a note saying why. The build checks the table (gatsby/addresses/redirect-rules.ts) and writes it to
// _redirects; `npm run serve` answers the same.
import { z } from "zod"
import { publishing } from "./publishing"

export const REDIRECT_TYPES = ["permanent", "temporary", "gone"] as const
export type RedirectType = (typeof REDIRECT_TYPES)[number]

/** "/blog/old-name", as typed with or without a trailing slash. */
const SITE_PATH = /^\s*\/[^\s?#]*\s*$/
const sitePath = z
  .string()
  .regex(SITE_PATH, 'must be an address on this site starting with "/", such as /blog/old-name')
  .transform((value) => value.trim().replace(/(.)\/+$/, "$1"))

export const redirectsSchema = z
  .strictObject({
    redirects: z
      .array(
        z.strictObject({
          from: sitePath.meta({
            title: "Old address",
            description: "The address people still arrive at, such as /blog/old-name",
          }),
          to: z
            .string()
            .trim()
            .regex(
              /^(\/[^\s]*|https?:\/\/\S+)$/,
              'must be an address on this site starting with "/" (such as /blog/new-name) or a full URL (https://…)',
            )
            .optional()
            .meta({
              title: "New address",
              description: "Where they go instead: /blog/new-name, or a full URL. Leave empty when the page is gone.",
            }),
          type: z.enum(REDIRECT_TYPES).default("permanent").meta({
            title: "Kind",
            description:
              "permanent (301: the page moved for good), temporary (302: it comes back), or gone (410: retired on purpose, the site's own page says so)",
          }),
          note: z.string().trim().min(1, "must not be empty").meta({
            title: "Why",
            description: "A note for the next writer: why this redirect exists (a renamed post, a campaign that ended)",
          }),
        }),
      )
      .default([])
      .meta({ title: "Redirects" }),
    // Scheduled publishing's field, as on every YAML file (schema/publishing.ts).
    ...publishing,
  })
  .superRefine((file, ctx) => {
    file.redirects.forEach((entry, index) => {
      if (entry.type === "gone" && entry.to)
        ctx.addIssue({
          code: "custom",
          path: ["redirects", index, "to"],
          message: 'must be empty when the kind is "gone"',
        })
      if (entry.type !== "gone" && !entry.to)
        ctx.addIssue({
          code: "custom",
          path: ["redirects", index, "to"],
          message: `is required when the kind is "${entry.type}" (or choose "gone" to retire the address)`,
        })
    })
  })

export type RedirectsFile = z.infer<typeof redirectsSchema>
