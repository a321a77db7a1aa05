// What a writer may put in content/: one schema per kind of file. The build validates every file
// against these (see validate-content.ts) and fails naming the file and the field.
import { z } from "zod"

export const TEMPLATES = [
  "prose",
  "home",
  "features",
  "contact",
  "pricing",
  "invite",
  "not-found",
  "request-action",
] as const
export type Template = (typeof TEMPLATES)[number]

const text = z.string().trim().min(1, "must not be empty")
// " /careers/ " can only mean "/careers": surrounding spaces and a trailing slash are dropped
// (routes have no trailing slash, trailingSlash: "never"), so pages.ts and the duplicate check
// see the normalised slug.
const slug = z
  .string()
  .trim()
  .transform((value) => value.replace(/(.)\/+$/, "$1"))
  .pipe(
    z
      .string()
      .regex(
        /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/,
        'must be "/" or a lowercase path like "/about-us" (letters, digits, hyphens)',
      ),
  )
const internalPath = z.string().regex(/^\/[a-z0-9/#?=&-]*$/, 'must be a site path starting with "/"')
const date = z.union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}/, "must be a date written YYYY-MM-DD")])
const imagePath = z
  .string()
  .regex(/^\.{1,2}\/.+\.(png|jpe?g|webp|avif)$/i, "must be a relative path to a .png, .jpg, .webp or .avif file")
const link = z.strictObject({ label: text, to: internalPath })

/** What each outcome of a request-action page (the confirmation email's links) says; all writer-editable. */
export const REQUEST_ACTION_MESSAGES = [
  "noToken",
  "done",
  "used",
  "expired",
  "invalid",
  "rateLimited",
  "failed",
] as const
const requestActionFields = {
  /** Which endpoint the page's button POSTs the token to. */
  action: z.enum(["confirm", "delete"]).optional(),
  button: text.optional(),
  messages: z
    .strictObject(
      Object.fromEntries(REQUEST_ACTION_MESSAGES.map((key) => [key, text])) as Record<
        (typeof REQUEST_ACTION_MESSAGES)[number],
        typeof text
      >,
    )
    .optional(),
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
      if (needed && page[key] === undefined)
        ctx.addIssue({ code: "custom", path: [key], message: 'is required with template "request-action"' })
      if (!needed && page[key] !== undefined)
        ctx.addIssue({ code: "custom", path: [key], message: 'is only allowed with template "request-action"' })
    }
  })
export type PageFrontmatter = z.infer<typeof pageFrontmatterSchema>

// A footer column's heading may say {productName} (the last column is named after the brand).
const headingWithProductName = text.refine(
  (value) => [...value.matchAll(/\{([^}]*)\}/g)].every((m) => m[1] === "productName"),
  {
    message: "may only use the placeholder {productName}",
  },
)

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
  // The accent of the emails (headings' rule, the button); the web pages take theirs from src/theme.ts.
  brandColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour written like "#4f46e5"'),
  /** The header's links, in order (inline on wide screens, in the Menu dropdown on small ones). */
  headerLinks: z.array(link).min(1, "must list at least one link"),
  /** The footer's link columns, in order. */
  footerColumns: z
    .array(
      z.strictObject({ heading: headingWithProductName, links: z.array(link).min(1, "must list at least one link") }),
    )
    .min(1, "must list at least one column"),
  /** The small links under the footer's logo (a Cookie settings button follows them). */
  legalLinks: z.array(link),
  /** The card that floats over the top edge of the footer (pages turn it off with floatingContact: false). */
  contactCard: z.strictObject({ heading: text, text, button: link }),
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
    .refine((plans) => plans.filter((p) => p.highlighted).length <= 1, {
      message: "may mark only one plan as highlighted",
    }),
})

// Email copy: {productName}, {name}, {company} and {topic} are filled in when an email is sent; any other
// {word} is a typo that would reach a visitor, so it fails the build.
const EMAIL_PLACEHOLDERS = new Set(["productName", "name", "company", "topic"])
const emailText = text.refine(
  (value) => [...value.matchAll(/\{([^}]*)\}/g)].every((m) => EMAIL_PLACEHOLDERS.has(m[1] ?? "")),
  {
    message: "may only use the placeholders {productName}, {name}, {company} and {topic}",
  },
)
const byTopic = z.strictObject({ early_access: emailText, demo: emailText, support: emailText })

export const emailsSchema = z.strictObject({
  confirmation: z.strictObject({
    subject: emailText,
    repeatSubject: emailText,
    preheader: emailText,
    greeting: emailText,
    intro: emailText,
    nextHeading: emailText,
    next: byTopic,
    confirmText: emailText,
    confirmButton: emailText,
    linkFallback: emailText,
    confirmedStatus: emailText,
    unconfirmedStatus: emailText,
    deleteText: emailText,
    deleteLink: emailText,
    notYou: emailText,
    signOff: emailText,
  }),
  staff: z.strictObject({
    subject: emailText,
    intro: emailText,
    topics: byTopic,
    noMessage: emailText,
  }),
})
export type EmailsCopy = z.infer<typeof emailsSchema>
