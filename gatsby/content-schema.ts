// What a writer may put in content/: one schema per kind of file. The build validates every file
// against these (see validate-content.ts) and fails naming the file and the field.
import { z } from "zod"

export const TEMPLATES = ["prose", "home", "features", "contact", "pricing", "invite", "not-found", "request-action"] as const
export type Template = (typeof TEMPLATES)[number]

const text = z.string().trim().min(1, "must not be empty")
const slug = z
  .string()
  .regex(
    /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/,
    'must be "/" or a lowercase path like "/about-us" (letters, digits, hyphens; no trailing slash)',
  )
const internalPath = z.string().regex(/^\/[a-z0-9/#?=&-]*$/, 'must be a site path starting with "/"')
const date = z.union([
  z.date(),
  z.string().regex(/^\d{4}-\d{2}-\d{2}/, "must be a date written YYYY-MM-DD"),
])
const imagePath = z.string().regex(/^\.{1,2}\/.+\.(png|jpe?g|webp|avif)$/i, "must be a relative path to a .png, .jpg, .webp or .avif file")
const link = z.strictObject({ label: text, to: internalPath })

/** What each outcome of a request-action page (the confirmation email's links) says; all writer-editable. */
export const REQUEST_ACTION_MESSAGES = ["noToken", "done", "used", "expired", "invalid", "rateLimited", "failed"] as const
const requestActionFields = {
  /** Which endpoint the page's button POSTs the token to. */
  action: z.enum(["confirm", "delete"]).optional(),
  button: text.optional(),
  messages: z.strictObject(Object.fromEntries(REQUEST_ACTION_MESSAGES.map((key) => [key, text])) as Record<(typeof REQUEST_ACTION_MESSAGES)[number], typeof text>).optional(),
  /** Where "submit the form again" leads when a link has expired or is not ours. */
  retryLink: link.optional(),
}
const requestActionKeys = Object.keys(requestActionFields) as Array<keyof typeof requestActionFields>

export const pageFrontmatterSchema = z
  .strictObject({
    title: text,
    slug,
    description: text.max(300, "must be at most 300 characters"),
    template: z.enum(TEMPLATES).default("prose"),
    floatingContact: z.boolean().default(true),
    /** Keeps the page out of search engines and the sitemap (pages only an email links to). */
    noindex: z.boolean().default(false),
    lastUpdated: date.optional(),
    ...requestActionFields,
  })
  .superRefine((page, ctx) => {
    for (const key of requestActionKeys) {
      const needed = page.template === "request-action"
      if (needed && page[key] === undefined) ctx.addIssue({ code: "custom", path: [key], message: 'is required with template "request-action"' })
      if (!needed && page[key] !== undefined) ctx.addIssue({ code: "custom", path: [key], message: 'is only allowed with template "request-action"' })
    }
  })
export type PageFrontmatter = z.infer<typeof pageFrontmatterSchema>

export const siteSchema = z.strictObject({
  productName: text,
  tagline: text,
  description: text,
  legalName: text,
  address: text,
  email: z.email("must be an email address"),
  supportEmail: z.email("must be an email address"),
  phone: text,
  siteUrl: z.url("must be an absolute URL"),
  language: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'must be a language code like "en" or "en-IN"'),
})

export const homeSchema = z.strictObject({
  hero: z.strictObject({
    eyebrow: text,
    heading: text,
    text,
    primaryCta: link,
    secondaryCta: link,
    image: imagePath,
    imageAlt: text,
  }),
  stats: z.array(z.strictObject({ value: text, label: text })).max(4),
  highlights: z.array(
    z.strictObject({
      heading: text,
      text,
      bullets: z.array(text),
      image: imagePath,
      imageAlt: text,
    }),
  ),
  cta: z.strictObject({ heading: text, text, button: link }),
})

export const featuresSchema = z.strictObject({
  heading: text,
  text,
  features: z.array(
    z
      .strictObject({
        title: text,
        summary: text,
        points: z.array(text),
        image: imagePath.optional(),
        imageAlt: text.optional(),
      })
      .refine((f) => !f.image || !!f.imageAlt, { message: "is required with image", path: ["imageAlt"] }),
  ),
})

export const contactSchema = z.strictObject({
  heading: text,
  text,
  channels: z.array(
    z.strictObject({
      kind: z.enum(["email", "phone", "link"]),
      label: text,
      value: text,
      note: text.optional(),
    }),
  ),
  hours: text,
})

// Amounts per seat per month; "yearly" is the per-month price when billed yearly, so never above monthly.
const amount = z.number().positive("must be more than 0")
const planAmounts = z
  .strictObject({ monthly: amount, yearly: amount })
  .refine((a) => !(a.monthly > 0 && a.yearly > 0) || a.yearly <= a.monthly, {
    message: "must not be more than the monthly amount",
    path: ["yearly"],
  })

export const pricingSchema = z.strictObject({
  heading: text,
  text,
  highlightLabel: text,
  note: text,
  plans: z
    .array(
      z.strictObject({
        name: text,
        pitch: text,
        // Each currency is its own price list (INR is priced for India, not converted from USD).
        prices: z.strictObject({ USD: planAmounts, INR: planAmounts }),
        features: z.array(text).min(1, "must list at least one feature"),
        cta: link,
        highlighted: z.boolean().optional(),
      }),
    )
    .min(1, "must list at least one plan")
    .refine((plans) => plans.filter((p) => p.highlighted).length <= 1, { message: "may mark only one plan as highlighted" }),
})

/** YAML files by name; a YAML file not listed here is ignored by the site. */
export const yamlSchemas = {
  "site.yaml": siteSchema,
  "home.yaml": homeSchema,
  "features.yaml": featuresSchema,
  "contact.yaml": contactSchema,
  "pricing.yaml": pricingSchema,
} as const
