// What a writer may put in content/: one schema per kind of file. The build validates every file
// against these (see validate.ts) and fails naming the file and the field. The writers' editor
// (/admin, cms/) is generated from the same schemas: a field's label and hint are its `.meta()` title and
// description (a field without them is labelled from its name), and its widget follows its zod type.
import { z } from "zod"
import { DEVICE_WIDTHS } from "../config/images"
import { EARLY_ACCESS_TOPIC_VALUES } from "../contracts/early-access"
import { EMPLOYEE_RANGE_VALUES } from "../contracts/employee-ranges"
import { CARRIERS, DELIVERY_KINDS, LINK_PURPOSES, RIGHTS_KINDS } from "../contracts/your-data"
import { SEARCH_PATH } from "../config/search"
import { isTimeZone } from "./publish-time"
import { publishing, PUBLISHING_FIELDS } from "./publishing"
import { comparisonSchema, sectionsSchema } from "./sections"

// What the editor reads from a schema's metadata besides title (label) and description (hint).
declare module "zod" {
  interface GlobalMeta {
    /**
     * "text": several lines of text; "image": a picture from content/images/; "publish-at": a time entered in the
     * site's zone and stored in UTC (cms/publish-at/).
     */
    widget?: "text" | "image" | "publish-at"
    /** A list's one item, for the editor's "Add …" button, where the list's title is no plain plural. */
    itemLabel?: string
  }
}

export const TEMPLATES = [
  "prose",
  "sections",
  "features",
  "contact",
  "pricing",
  "invite",
  "not-found",
  "request-action",
  "your-data-request",
  "your-data-open",
  "your-data-view",
  "search",
] as const
export type Template = (typeof TEMPLATES)[number]

const text = z.string().trim().min(1, "must not be empty")
/** Text of more than a line or two (the editor gives it a text box). */
const longText = text.meta({ widget: "text" })

// " /careers/ " can only mean "/careers": surrounding spaces and a trailing slash are dropped
// (routes have no trailing slash, trailingSlash: "never"), so pages.ts, the duplicate check, the
// sitemap and the templates (through GraphQL, gatsby/schema.ts) all see the normalised slug. The
// pattern is written against what the writer typed, so the editor can check the same thing.
const SLUG_SEGMENT = "[a-z0-9]+(?:-[a-z0-9]+)*"
const SLUG_INPUT = new RegExp(`^\\s*\\/(?:${SLUG_SEGMENT}(?:\\/${SLUG_SEGMENT})*)?\\/*\\s*$`)
export function normaliseSlug(value: string): string {
  return value.trim().replace(/(.)\/+$/, "$1")
}
const slug = z
  .string()
  .regex(SLUG_INPUT, 'must be "/" or a lowercase path like "/about-us" (letters, digits, hyphens)')
  .transform(normaliseSlug)
const internalPath = z
  .string()
  .regex(/^\/[a-z0-9/#?=&-]*$/, 'must be a site path starting with "/"')
  .meta({ title: "Link to", description: "A path on this site, such as /pricing or /contact" })
const date = z.union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}/, "must be a date written YYYY-MM-DD")])
const imagePath = z
  .string()
  .regex(/^\.{1,2}\/.+\.(png|jpe?g|webp|avif)$/i, "must be a relative path to a .png, .jpg, .webp or .avif file")
  .meta({
    widget: "image",
    description: `PNG for drawings and screenshots, JPEG for photos, under about 400 KB, exactly ${DEVICE_WIDTHS.slice(0, -1).join(", ")} or ${DEVICE_WIDTHS.at(-1)} pixels wide (the site makes smaller copies at these widths)`,
  })
const imageAlt = text.meta({
  title: "Image description",
  description: "What the picture shows, for people who cannot see it",
})
const link = z.strictObject({
  label: text.meta({ title: "Label", description: "The words shown" }),
  to: internalPath,
})

/** What each outcome of a request-action page (the confirmation email's links) says; all writer-editable. */
export const REQUEST_ACTION_MESSAGES = [
  "noToken",
  "done",
  "used",
  "expired",
  "invalid",
  "rateLimited",
  "failed",
  "sending",
  "noScript",
] as const
const requestActionFields = {
  /** Which endpoint the page's button POSTs the token to. */
  action: z
    .enum(["confirm", "delete"])
    .optional()
    .meta({ title: "Button action", description: "confirm: confirms the email address; delete: deletes the request" }),
  button: text.optional().meta({ title: "Button label" }),
  messages: z
    .strictObject(
      Object.fromEntries(REQUEST_ACTION_MESSAGES.map((key) => [key, text])) as Record<
        (typeof REQUEST_ACTION_MESSAGES)[number],
        typeof text
      >,
    )
    .optional()
    .meta({ title: "Messages", description: "What the page says for each outcome" }),
  /** Where "submit the form again" leads when a link has expired or is not ours. */
  retryLink: link
    .optional()
    .meta({ title: "Retry link", description: "Shown when the visitor needs a new email (expired or unknown link)" }),
}
const requestActionKeys = Object.keys(requestActionFields) as Array<keyof typeof requestActionFields>

// Scheduled publishing's field, on every page and YAML file (schema/publishing.ts).
export { publishing, PUBLISHING_FIELDS }

// A translation's record of the English it was made from (gatsby/translations.ts): the build warns when the English
// has changed since. Build-only: no page reads it.
export const translatedFrom = z
  .string()
  .regex(/^[0-9a-f]{12}$/, "must be the 12 characters `npm run translations -- --reviewed <file>` writes")
  .optional()
  .meta({
    title: "Translated from",
    description:
      "Which version of the English this translation matches; `npm run translations -- --reviewed <file>` records it after a review",
  })

export const pageFrontmatterSchema = z
  .strictObject({
    title: text.meta({
      title: "Title",
      description: 'The page\'s main heading and the browser tab title ("Title · Shiftwise"); sentence case',
    }),
    slug: slug.meta({
      title: "Address (slug)",
      description:
        'Where the page lives: "/" for the home page, otherwise "/" and lowercase words joined by hyphens, such as /careers',
    }),
    // Filled by the editor when a writer changes the address (cms/page-format.ts): each redirects here permanently.
    formerSlugs: z.array(slug).optional().meta({
      title: "Former addresses",
      description:
        "Addresses this page had before; each now leads here. The editor adds the old one when you change the address.",
    }),
    description: text
      .min(120, "must be between 120 and 160 characters long")
      .max(160, "must be between 120 and 160 characters long")
      .meta({
        widget: "text",
        title: "Description",
        description:
          "120 to 160 characters: what search engines show under the title, and the text when the page is shared",
      }),
    template: z.enum(TEMPLATES).default("prose").meta({
      title: "Layout",
      description:
        "prose for ordinary text pages; sections for a page built from sections (landing pages, the home page); each other layout belongs to one page",
    }),
    sections: sectionsSchema.optional(),
    canonical: z
      .url({ protocol: /^https$/, message: "must be an absolute https:// address" })
      .optional()
      .meta({
        title: "Canonical address",
        description:
          "Only for a copy of another page (a paid-traffic variant): the address search engines should credit",
      }),
    focusedHeader: z.boolean().default(false).meta({
      title: "Focused header",
      description: "The header without its navigation links, for a page visitors reach from an advert",
    }),
    floatingContact: z.boolean().default(true).meta({
      title: "Contact card",
      description: 'Show the "contact us" card above the footer',
    }),
    /** Keeps the page out of search engines and the sitemap (pages only an email links to). */
    noindex: z.boolean().default(false).meta({
      title: "Hide from search engines",
      description: "Keeps the page out of search results and the sitemap (for pages only an email links to)",
    }),
    lastUpdated: date.optional().meta({
      title: "Last updated",
      description: "Shown at the top of legal pages; change it whenever a legal page changes",
    }),
    ...requestActionFields,
    translatedFrom,
    ...publishing,
  })
  .superRefine((page, ctx) => {
    // The search page's own CSP ('wasm-unsafe-eval') and the footer's plain link are keyed to its address.
    if (page.template === "search" && page.slug !== SEARCH_PATH)
      ctx.addIssue({ code: "custom", path: ["slug"], message: `must be "${SEARCH_PATH}" with template "search"` })
    if (page.template === "sections" && !page.sections)
      ctx.addIssue({ code: "custom", path: ["sections"], message: 'is required with template "sections"' })
    if (page.template !== "sections" && page.sections)
      ctx.addIssue({ code: "custom", path: ["sections"], message: 'is only allowed with template "sections"' })
    for (const key of requestActionKeys) {
      const needed = page.template === "request-action"
      if (needed && page[key] === undefined)
        ctx.addIssue({ code: "custom", path: [key], message: 'is required with template "request-action"' })
      if (!needed && page[key] !== undefined)
        ctx.addIssue({ code: "custom", path: [key], message: 'is only allowed with template "request-action"' })
    }
  })
/** The front matter fields only request-action pages have (the editor shows them on those pages alone). */
export const REQUEST_ACTION_FIELDS: ReadonlyArray<string> = requestActionKeys
export type PageFrontmatter = z.infer<typeof pageFrontmatterSchema>

// A footer column's heading may say {productName} (the last column is named after the brand).
const headingWithProductName = text.refine(
  (value) => [...value.matchAll(/\{([^}]*)\}/g)].every((m) => m[1] === "productName"),
  {
    message: "may only use the placeholder {productName}",
  },
)

const shellWords = z
  .strictObject({
    skipLink: text.meta({ title: "Skip link", description: 'The first link for keyboard users: "Skip to content"' }),
    home: text.meta({
      title: "Logo link",
      description: 'What a screen reader says for the logo: "{productName} home"',
    }),
    menu: text.meta({ title: "Menu button", description: "The button that opens the links on phones" }),
    mainNav: text.meta({ title: "Header navigation's name", description: 'For screen readers: "Main"' }),
    footerNav: text.meta({ title: "Footer navigation's name", description: 'For screen readers: "Footer"' }),
    legalNav: text.meta({ title: "Legal links' name", description: 'For screen readers: "Legal"' }),
    cookieSettings: text.meta({ title: "Cookie settings button", description: "Reopens the cookie banner" }),
    languages: text.meta({ title: "Language switcher's name", description: 'For screen readers: "Language"' }),
    lastUpdated: text
      .refine((value) => value.includes("{date}"), "must say where the date goes: {date}")
      .meta({ title: "Last updated", description: 'Under a legal page\'s title: "Last updated {date}"' }),
    // A comparison section's table (src/sections/components/comparison-section.tsx); its dates are written the
    // page's language's way.
    comparisonTopics: placeholderText("Comparison: first column").meta({
      description: 'Over the topics a comparison\'s rows compare: "What"',
    }),
    comparisonCaption: placeholderText("Comparison: table's name", ["productName", "alternative"]).meta({
      description: 'What a screen reader calls the table: "{productName} and {alternative}, compared"',
    }),
    comparisonSources: placeholderText("Comparison: sources' name").meta({
      description: 'What a screen reader calls the list of sources under the table: "Sources"',
    }),
    comparisonSource: placeholderText("Comparison: a source", ["topic", "site", "date"], ["site", "date"]).meta({
      description: 'A line of the sources under the table: "{topic}: {site}, checked {date}." ({site} is the link)',
    }),
    comparisonSourceLabel: placeholderText("Comparison: a row's source link", ["topic", "date"], ["date"]).meta({
      description: 'What a screen reader says for a row\'s [1]: "Source for “{topic}”, checked {date}"',
    }),
  })
  .meta({ title: "The shell's words", description: "Words of the header and footer that are not links" })

export const siteSchema = z.strictObject({
  productName: text.meta({
    title: "Product name",
    description: "Used in every page title, the header logo and the emails",
  }),
  tagline: text.meta({ title: "Tagline", description: "The short line on the social images" }),
  description: longText.meta({
    title: "Default description",
    description: "For search engines, on any page without a description of its own",
  }),
  legalName: text.meta({ title: "Legal name", description: "Shown in the site footer" }),
  address: longText.meta({ title: "Postal address", description: "Shown in the site footer; legal pages refer to it" }),
  email: z.email("must be an email address").meta({ title: "Email", description: "The general address" }),
  supportEmail: z.email("must be an email address").meta({ title: "Support email" }),
  phone: text.meta({ title: "Phone" }),
  siteUrl: z
    .url("must be an absolute URL")
    .meta({ title: "Site URL", description: "The public address, such as https://www.shiftwise.app" }),
  language: z
    .string()
    .regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'must be a language code like "en" or "en-IN"')
    .meta({ title: "Language", description: 'A language code like "en" or "en-IN"' }),
  timeZone: z.string().refine(isTimeZone, 'must be a time zone name such as "Asia/Kolkata" or "Europe/London"').meta({
    title: "Time zone",
    description: 'Where "Publish at" times are shown and entered, such as Asia/Kolkata (an IANA zone name)',
  }),
  // The product's web app: the only other origin allowed to read /changelog.json (its "What's new" panel), by CORS.
  appOrigin: z
    .url({ protocol: /^https$/, message: "must be an https:// origin such as https://app.shiftwise.app" })
    .refine(
      (value) => new URL(value).origin === value.replace(/\/$/, ""),
      "must be an origin alone (https://app.shiftwise.app), with no path",
    )
    .optional()
    .meta({
      title: "App origin",
      description:
        "The product's web app (https://app.shiftwise.app): it may read /changelog.json for its “What's new” panel; empty: no other site may",
    }),
  // The accent of the emails (headings' rule, the button); the web pages take theirs from contracts/theme.ts.
  brandColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour written like "#4f46e5"')
    .meta({ title: "Email accent colour", description: "Must stay the website's brand colour (#4f46e5)" }),
  /** The header's links, in order (inline on wide screens, in the Menu dropdown on small ones). */
  headerLinks: z
    .array(link)
    .min(1, "must list at least one link")
    .meta({ title: "Header links", description: "In order; on phones they are inside the Menu button" }),
  /** The footer's link columns, in order. */
  footerColumns: z
    .array(
      z.strictObject({
        heading: headingWithProductName.meta({
          title: "Heading",
          description: "Write {productName} to show the product name",
        }),
        links: z.array(link).min(1, "must list at least one link").meta({ title: "Links" }),
      }),
    )
    .min(1, "must list at least one column")
    .meta({ title: "Footer columns" }),
  /** The small links under the footer's logo (a Cookie settings button follows them). */
  legalLinks: z.array(link).meta({
    title: "Legal links",
    description: 'Small links under the footer logo; a "Cookie settings" button follows them',
  }),
  /** The card that floats over the top edge of the footer (pages turn it off with floatingContact: false). */
  contactCard: z
    .strictObject({ heading: text, text: longText, button: link })
    .meta({ title: "Contact card", description: "The card above the footer; a page can hide it" }),
  /**
   * Who answers privacy requests and grievances (DPDP Act s.8(9) and Rule 9, GDPR Art. 13): shown on the privacy
   * page, on the "your data" pages and at the foot of every email those pages send.
   */
  privacyContact: z
    .strictObject({
      name: text.meta({ title: "Name", description: "The person who answers, as they sign" }),
      role: text.meta({ title: "Role", description: 'For example "Grievance Officer and privacy contact"' }),
      email: z.email("must be an email address").meta({ title: "Email" }),
      address: longText.meta({ title: "Postal address" }),
    })
    .meta({
      title: "Privacy contact",
      description:
        "The grievance officer or privacy contact: on the privacy page, the your-data pages and the emails they send",
    }),
  /** The shell's own words (header, footer, language switcher), so that a translation can give its own. */
  words: shellWords,
  /** The cookie banner's words (on every page until a visitor chooses). */
  cookieBanner: z
    .strictObject({
      title: text.meta({ title: "Title", description: "What the banner is about, in a few words" }),
      text: longText.meta({ title: "Question", description: "What we ask, and what happens without consent" }),
      policyLink: link.meta({ title: "Policy link", description: "The Cookie Policy, after the question" }),
      reject: text.meta({ title: "Reject button" }),
      accept: text.meta({ title: "Accept button" }),
    })
    .meta({ title: "Cookie banner", description: "The analytics consent banner at the foot of every page" }),
  ...publishing,
})

/**
 * A translation of site.yaml (content/<language>/site.yaml): the words of the shell in that language. Whatever it
 * leaves out is taken from the English; the brand's facts (names, addresses, emails) are not translated.
 */
export const siteTranslationSchema = z.strictObject({
  ...siteSchema
    .pick({
      tagline: true,
      description: true,
      headerLinks: true,
      footerColumns: true,
      legalLinks: true,
      contactCard: true,
      cookieBanner: true,
    })
    .partial().shape,
  // Who the privacy contact is stays the English's; what they are called is said in the page's language.
  privacyContact: siteSchema.shape.privacyContact.pick({ role: true }).optional(),
  words: shellWords.partial().optional(),
  translatedFrom,
  ...publishing,
})
export type SiteTranslation = z.infer<typeof siteTranslationSchema>

/**
 * A comparison's words in another language (content/comparisons/<code>/<id>.yaml): each fact found by its source,
 * which is never translated; its checked date is the English one's.
 */
const englishFact = comparisonSchema.shape.facts.element.shape
export const comparisonTranslationSchema = z.strictObject({
  name: comparisonSchema.shape.name.optional(),
  facts: z
    .array(
      z.strictObject({
        source: englishFact.source.meta({
          title: "Source",
          description: "The English fact's source, copied unchanged: how the build finds the fact this translates",
        }),
        topic: englishFact.topic.optional(),
        us: englishFact.us.optional(),
        them: englishFact.them.optional(),
      }),
    )
    .optional()
    .meta({ title: "Facts" }),
  translatedFrom,
  ...publishing,
})
export type ComparisonTranslation = z.infer<typeof comparisonTranslationSchema>

export const featuresSchema = z.strictObject({
  heading: text,
  text: longText,
  features: z
    .array(
      z
        .strictObject({
          id: z
            .string()
            .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case letters and digits joined by hyphens")
            .meta({
              title: "Id",
              description:
                "How pages name this feature (a landing page's feature grid), such as shift-swaps; keep it once pages use it",
            }),
          title: text,
          summary: longText,
          points: z.array(text),
          image: imagePath.optional(),
          imageAlt: imageAlt.optional().meta({ description: "Required with an image: what the picture shows" }),
        })
        .refine((f) => !f.image || !!f.imageAlt, { message: "is required with image", path: ["imageAlt"] }),
    )
    .meta({ title: "Features" })
    .refine((features) => new Set(features.map((f) => f.id)).size === features.length, {
      message: "must give each feature its own id",
    }),
  ...publishing,
})

/**
 * A translation of features.yaml (content/<language>/features.yaml): the features' words in that language, on its
 * features page and in its pages' feature sections. Each feature is found by its id, which is not translated; the
 * pictures are the English ones; whatever the translation leaves out is the English.
 */
export const featuresTranslationSchema = z.strictObject({
  heading: text.optional(),
  text: longText.optional(),
  features: z
    .array(
      z.strictObject({
        id: text.meta({ description: "The English feature's id, unchanged: which feature this translates" }),
        title: text.optional(),
        summary: longText.optional(),
        points: z.array(text).optional(),
        imageAlt: imageAlt.optional(),
      }),
    )
    .optional()
    .meta({ title: "Features" }),
  translatedFrom,
  ...publishing,
})

export const contactSchema = z.strictObject({
  heading: text,
  text: longText,
  channels: z
    .array(
      z.strictObject({
        kind: z.enum(["email", "phone", "link"]).meta({ title: "Kind", description: "How the value is linked" }),
        label: text,
        value: text.meta({ description: "The address, number or site path" }),
        note: text.optional(),
      }),
    )
    .meta({ title: "Ways to reach us", itemLabel: "Way to reach us" }),
  hours: text.meta({ title: "Opening hours" }),
  officeHeading: text.meta({ title: "Office heading", description: "Above the company's address" }),
  ...publishing,
})

/**
 * A translation of contact.yaml (content/<language>/contact.yaml): the contact page's words in that language. The
 * ways to reach us are the English ones, each found by its value (an address, a number, a path), which is not
 * translated; whatever the translation leaves out is the English.
 */
export const contactTranslationSchema = z.strictObject({
  ...contactSchema.pick({ heading: true, text: true, hours: true, officeHeading: true }).partial().shape,
  channels: z
    .array(
      z.strictObject({
        value: text.meta({ description: "The English channel's value, unchanged: which channel this translates" }),
        label: text.optional(),
        note: text.optional(),
        to: internalPath
          .optional()
          .meta({ description: "For a link: the page in this language, such as /hi/invite; empty: the English value" }),
      }),
    )
    .optional()
    .meta({ title: "Ways to reach us", itemLabel: "Way to reach us" }),
  translatedFrom,
  ...publishing,
})
export type ContactTranslation = z.infer<typeof contactTranslationSchema>

// Amounts per seat per month; "yearly" is the per-month price when billed yearly, so never above monthly.
const amount = z.number().positive("must be more than 0").meta({ description: "Per seat per month, a plain number" })
const planAmounts = z
  .strictObject({
    monthly: amount.meta({ title: "Billed monthly" }),
    yearly: amount.meta({
      title: "Billed yearly",
      description: "The per-month price when billed once a year; not more than the monthly one",
    }),
  })
  .refine((a) => !(a.monthly > 0 && a.yearly > 0) || a.yearly <= a.monthly, {
    message: "must not be more than the monthly amount",
    path: ["yearly"],
  })

/** The words every price display shows around the amounts, and its switches' names. */
const pricingWordsSchema = z
  .strictObject({
    perSeatPerMonth: placeholderText("Per seat per month").meta({ description: "After the big amount" }),
    billedYearly: placeholderText("Billed yearly", ["amount"]).meta({
      description: "Under the amount with yearly billing; {amount} is what a seat costs a year",
    }),
    billedMonthly: placeholderText("Billed monthly").meta({ description: "Under the amount with monthly billing" }),
    saveBadge: placeholderText("Saving badge", ["percent"]).meta({
      description: "{percent} is what yearly billing saves",
    }),
    savingPerYear: placeholderText("Saving per year", ["amount"]).meta({
      description: "After the badge; {amount} is what a seat saves a year",
    }),
    saveWithYearly: placeholderText("Saving with yearly billing", ["percent"]).meta({
      description: "With monthly billing, why to switch; {percent} is what yearly billing saves",
    }),
    billingPeriod: placeholderText("Billing period switch").meta({
      description: "Its name, read out by screen readers",
    }),
    monthly: placeholderText("Monthly"),
    yearly: placeholderText("Yearly"),
    currency: placeholderText("Currency switch").meta({ description: "Its name, read out by screen readers" }),
    plans: placeholderText("Plans region").meta({ description: "The plans' name, read out by screen readers" }),
    compare: placeholderText("Link to the pricing page").meta({
      description: "Under the plans on other pages, unless the section gives its own link",
    }),
  })
  .meta({ title: "Words", description: "The words around the prices, and the switches' names" })

const planId = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case letters and digits joined by hyphens")
  .meta({
    title: "Id",
    description: "How translations name this plan, such as growth; keep it once a translation uses it",
  })

export const pricingSchema = z.strictObject({
  heading: text.meta({ description: "The home page's pricing section heading" }),
  text: longText.meta({ description: "The home page's pricing section text" }),
  highlightLabel: text.meta({ title: "Highlight badge", description: "The badge on the highlighted plan" }),
  note: longText.meta({ title: "Small print", description: "Under the plans" }),
  plans: z
    .array(
      z.strictObject({
        id: planId,
        name: text,
        pitch: text,
        // Each currency is its own price list (INR is priced for India, not converted from USD).
        prices: z
          .strictObject({
            USD: planAmounts.meta({ title: "US dollars" }),
            INR: planAmounts.meta({
              title: "Indian rupees",
              description: "Its own price list for India, not a conversion",
            }),
          })
          .meta({ title: "Prices" }),
        features: z.array(text).min(1, "must list at least one feature"),
        cta: link.meta({ title: "Button" }),
        highlighted: z.boolean().optional().meta({ description: "At most one plan" }),
      }),
    )
    .min(1, "must list at least one plan")
    .meta({ title: "Plans" })
    .refine((plans) => plans.filter((p) => p.highlighted).length <= 1, {
      message: "may mark only one plan as highlighted",
    })
    .refine((plans) => new Set(plans.map((p) => p.id)).size === plans.length, {
      message: "must give each plan its own id",
    }),
  words: pricingWordsSchema,
  ...publishing,
})
export type PricingWords = z.infer<typeof pricingWordsSchema>

/**
 * A translation of pricing.yaml (content/<language>/pricing.yaml): the plans' words in that language, on its pricing
 * page and its pages' pricing sections. Each plan is found by its id, which is not translated; the prices and the
 * highlight are the English ones; a button may lead to the page in this language; whatever the translation leaves out
 * is the English.
 */
export const pricingTranslationSchema = z.strictObject({
  ...pricingSchema.pick({ heading: true, text: true, highlightLabel: true, note: true }).partial().shape,
  plans: z
    .array(
      z.strictObject({
        id: text.meta({ description: "The English plan's id, unchanged: which plan this translates" }),
        name: text.optional(),
        pitch: text.optional(),
        features: z.array(text).optional(),
        cta: z
          .strictObject({
            label: text.optional(),
            to: internalPath
              .optional()
              .meta({ description: "The page in this language, such as /hi/invite; empty: the English plan's" }),
          })
          .optional()
          .meta({ title: "Button" }),
      }),
    )
    .optional()
    .meta({ title: "Plans" }),
  words: pricingWordsSchema.partial().optional(),
  translatedFrom,
  ...publishing,
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
    yourData: emailText,
    yourDataLink: emailText,
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
    correctionSubject: emailText,
    correctionIntro: emailText,
  }),
  rights: z.strictObject({
    subject: emailText,
    preheader: emailText,
    greeting: emailText,
    intro: emailText,
    button: emailText,
    linkFallback: emailText,
    expiry: emailText,
    notYou: emailText,
    contactHeading: emailText,
    signOff: emailText,
  }),
  ...publishing,
})
export type EmailsCopy = z.infer<typeof emailsSchema>

// The words of the early-access form (content/form.yaml): the card on /invite and on landing pages, what replaces it
// (thanks, error, already requested), the page the Function answers a form sent without the script with, and the
// server's messages under each field. A {word} in braces is filled in where the text is shown; each text may use only
// its own, and must use those it needs (a wait without {seconds} would tell the visitor nothing). The price displays'
// words (pricing.yaml) follow the same rule.
function placeholderText(
  title: string,
  placeholders: ReadonlyArray<string> = [],
  needed: ReadonlyArray<string> = placeholders,
) {
  const allowed = new Set(placeholders)
  const names = placeholders.map((name) => `{${name}}`).join(", ")
  return text
    .refine((value) => [...value.matchAll(/\{([^}]*)\}/g)].every((m) => allowed.has(m[1] ?? "")), {
      message: placeholders.length ? `may only use the placeholders ${names}` : "may not use a {placeholder}",
    })
    .refine((value) => needed.every((name) => value.includes(`{${name}}`)), {
      message: `must use ${needed.map((name) => `{${name}}`).join(" and ")}`,
    })
    .meta({ title })
}
const formText = placeholderText
const formLink = z.strictObject({ label: formText("Label"), to: text.meta({ title: "Address" }) })
/** The plural forms a number takes in a language (Intl.PluralRules): "one" and "other" cover English and Hindi. */
const plural = (title: string, placeholder: string) =>
  z.strictObject({ one: formText("One", [placeholder]), other: formText("Other", [placeholder]) }).meta({
    title,
    description: `"one" for 1 (in Hindi, 0 and 1 too), "other" for the rest; {${placeholder}} is the number`,
  })

/** The sentence that says what the * beside a field means; {mark} is where the * is shown. */
const requiredNote = () =>
  formText("Required note", ["mark"]).meta({
    title: "Required note",
    description: "The sentence that says what the * beside a field means; {mark} is where the * is shown",
  })

/** A text for each of a contract's values (the topics, the company sizes): the values the server accepts. */
const byValue = <V extends string>(values: ReadonlyArray<V>) =>
  Object.fromEntries(values.map((value) => [value, formText(value)])) as Record<V, ReturnType<typeof formText>>

export const formWordsSchema = z.strictObject({
  form: z
    .strictObject({
      title: formText("Title"),
      requiredNote: requiredNote(),
      optional: formText("Optional marker"),
      email: formText("Email label"),
      name: formText("Name label"),
      company: formText("Company label"),
      size: formText("Company size label"),
      sizePlaceholder: formText("Company size placeholder"),
      topic: formText("Topic question"),
      message: formText("Message label"),
      messageHint: formText("Message limit", ["max"]),
      messageLeft: plural("Characters left", "count"),
      submit: formText("Submit button"),
      sending: formText("Submit button while sending"),
      privacy: formText("Privacy notice"),
      privacyLink: formLink.meta({ title: "Privacy link" }),
    })
    .meta({ title: "The form" }),
  topics: z
    .strictObject(byValue(EARLY_ACCESS_TOPIC_VALUES))
    .meta({ title: "Topics", description: "How each request type is named on the form, by its value" }),
  sizes: z
    .strictObject(byValue(EMPLOYEE_RANGE_VALUES))
    .meta({ title: "Company sizes", description: "How each company size is named on the form, by its value" }),
  result: z
    .strictObject({
      title: formText("Title"),
      confirmation: formText("Confirmation", ["email"]).meta({
        title: "Confirmation",
        description: "Says the confirmation email is on its way; {email} is the visitor's address, shown in bold",
      }),
      sentTitle: formText("What you sent"),
      rows: z
        .strictObject({
          name: formText("Name"),
          company: formText("Company"),
          emp_count: formText("Company size"),
          topic: formText("Topic"),
          message: formText("Message"),
        })
        .meta({ title: "Rows" }),
      next: formLink.meta({ title: "Next link" }),
    })
    .meta({ title: "Thanks", description: "What replaces the form once the request is stored" }),
  error: z
    .strictObject({ title: formText("Title"), back: formText("Back button") })
    .meta({ title: "Error", description: "What replaces the form when the request could not be sent" }),
  alreadyRequested: z
    .strictObject({
      title: formText("Title"),
      text: formText("Text"),
      contact: formLink.meta({ title: "Contact link" }),
      another: formText("Another request button"),
    })
    .meta({ title: "Already requested", description: "What a browser that already sent a request sees first" }),
  wait: plural("Too many requests", "seconds").meta({ title: "Too many requests" }),
  page: z
    .strictObject({
      invalid: z.strictObject({ title: formText("Title"), text: formText("Text") }),
      failed: z.strictObject({ text: formText("Text") }),
      rateLimited: z.strictObject({ title: formText("Title") }),
      crossSite: z.strictObject({ title: formText("Title"), text: formText("Text") }),
      tooLarge: z.strictObject({ title: formText("Title"), text: formText("Text") }),
      formLink: formText("Link to the form"),
    })
    .meta({
      title: "Without JavaScript",
      description: "What only the page answering a form sent without the script says",
    }),
  errors: z
    .strictObject({
      labels: z
        .strictObject({ email: formText("Email"), name: formText("Name"), company: formText("Company") })
        .meta({ title: "Field names", description: "How the messages below name a field ({label})" }),
      required: formText("Required", ["label"]),
      notText: formText("Not text", ["label"]),
      tooLong: formText("Too long", ["label", "max"]),
      invalidEmail: formText("Invalid email"),
      size: formText("Unknown company size"),
      topic: formText("Unknown topic"),
      messageNotText: formText("Message not text"),
      messageTooLong: formText("Message too long", ["max"]),
    })
    .meta({ title: "Field messages", description: "The server's message under a field it refuses" }),
  ...publishing,
})
export type FormWords = Omit<z.infer<typeof formWordsSchema>, keyof typeof publishing>

/** Every object of a schema made partial, all the way down: a translation may leave any text to the English. */
function deepPartial(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    return z
      .strictObject(
        Object.fromEntries(
          Object.entries(schema.shape).map(([key, value]) => [key, deepPartial(value as z.ZodType).optional()]),
        ),
      )
      .meta(schema.meta() ?? {})
  }
  return schema
}

/** A translation of form.yaml (content/<language>/form.yaml): whatever it leaves out is the English. */
export const formWordsTranslationSchema = z.strictObject({
  ...(deepPartial(formWordsSchema.omit({ publishAt: true })) as z.ZodObject).shape,
  translatedFrom,
  ...publishing,
})

const HELD_FIELDS = [
  "email",
  "name",
  "company",
  "size",
  "topic",
  "message",
  "language",
  "sent",
  "country",
  "browser",
  "page",
  "campaign",
  "referrer",
  "confirmed",
  "queued",
  "corrected",
  "reference",
] as const
type HeldValue =
  "countrySeen" | "notGiven" | "none" | "unknownCountry" | "notKnown" | "noReferrer" | "notConfirmed" | "never"
const titled = (title: string, placeholders: ReadonlyArray<string> = []) =>
  z.strictObject({ title: formText("Title"), text: formText("Text", placeholders) }).meta({ title })
const processor = (title: string) =>
  z.strictObject({ name: formText("Name"), role: formText("Role"), received: formText("Received") }).meta({ title })

// Every word of the your-data pages that is not their Markdown (content/your-data.yaml): the form that emails the
// link, the button the link's page shows, every heading, field name and message of the data's page, who received the
// data, the correction form, the erase button, and the heading over who answers. The build puts them, in a page's
// language, into the pageContext of those pages alone, each only the groups it shows (gatsby/your-data-context.ts);
// the download words who received the data in the default language. The server's messages under a field are the
// request form's (form.yaml's `errors`).
export const yourDataWordsSchema = z.strictObject({
  questions: formText("Heading over who answers").meta({
    description: "Over the privacy contact, at the foot of each your-data page",
  }),
  request: z
    .strictObject({
      title: formText("Title"),
      email: formText("Email label"),
      submit: formText("Submit button"),
      sending: formText("Submit button while sending"),
      fine: formText("Under the button"),
      rateLimited: formText("Too many requests"),
      failed: formText("Could not be sent"),
    })
    .meta({ title: "The form", description: "The card on /your-data that emails a link to what we hold" }),
  open: z
    .strictObject({
      button: formText("Button"),
      sending: formText("Button while sending"),
      noLink: formText("Opened without the emailed link"),
      askForLink: formText("Link to the form"),
      rateLimited: formText("Too many attempts"),
      failed: formText("Could not be opened"),
      noScript: formText("Without JavaScript"),
    })
    .meta({ title: "The link's page", description: "The button on the page the emailed link opens" }),
  view: z
    .strictObject({
      loading: formText("While loading"),
      ended: titled("Session ended"),
      closed: titled("Closed"),
      erased: titled("Erased"),
      failed: titled("Could not be loaded"),
      askAgain: formText("Link to the form"),
      session: formText("How long the page stays open", ["time"]),
      close: formText("Close button"),
      request: titled("Your request"),
      deliveries: titled("Emails and notifications"),
      processors: titled("Who received it"),
      links: titled("Links"),
      rights: titled("Your requests to us"),
      retention: titled("How long we keep it", ["date", "days"]),
      download: z
        .strictObject({
          title: formText("Title"),
          text: formText("Text"),
          json: formText("JSON button"),
          csv: formText("CSV button"),
        })
        .meta({ title: "Download" }),
      correct: formText("Correction heading"),
      erase: formText("Erasure heading"),
    })
    .meta({ title: "The data's page", description: "The headings and messages of the page that shows what we hold" }),
  held: z
    .strictObject({
      ...Object.fromEntries(HELD_FIELDS.map((field) => [field, formText(field)])),
      countrySeen: formText("Country, as seen", ["country"]),
      notGiven: formText("Not given"),
      none: formText("None"),
      unknownCountry: formText("Unknown country"),
      notKnown: formText("Not known"),
      noReferrer: formText("No referring site"),
      notConfirmed: formText("Not confirmed"),
      never: formText("Never"),
    } as Record<(typeof HELD_FIELDS)[number] | HeldValue, ReturnType<typeof formText>>)
    .meta({ title: "The request's fields", description: "Each field's name, and what is said where one is empty" }),
  records: z
    .strictObject({
      deliveries: z.strictObject(byValue(DELIVERY_KINDS)).meta({ title: "Kinds of email" }),
      correction: formText("A notification of a correction", ["kind"]),
      noDeliveries: formText("No emails"),
      queued: formText("Queued", ["time"]),
      sent: formText("Sent", ["time"]),
      sentThrough: formText("Sent, with who carried it", ["time", "carrier"]),
      dead: formText("Could not be sent"),
      waiting: formText("Not sent yet"),
      carriers: z.strictObject(byValue(CARRIERS)).meta({ title: "Who carried it" }),
      links: z.strictObject(byValue(LINK_PURPOSES)).meta({ title: "Kinds of link" }),
      noLinks: formText("No links"),
      linkUsed: formText("A used link", ["time", "used"]),
      linkWorks: formText("A link not used yet", ["time", "until"]),
      rights: z.strictObject(byValue(RIGHTS_KINDS)).meta({ title: "Kinds of request to us" }),
      noRights: formText("No requests to us"),
      answered: formText("Answered", ["time", "answered"]),
      notAnswered: formText("Not answered yet", ["time"]),
    })
    .meta({ title: "Emails, links and requests" }),
  processors: z
    .strictObject({
      received: formText("Before what it received", ["what"]),
      email: z
        .strictObject({
          name: formText("Name"),
          role: formText("Role"),
          toYou: plural("Emails to you", "count"),
          toStaff: plural("Emails to our team", "count"),
          both: formText("Both", ["toYou", "toStaff"]),
          single: formText("One of them", ["part"]),
        })
        .meta({ title: "Email provider" }),
      chat: z
        .strictObject({ name: formText("Name"), role: formText("Role"), received: plural("Received", "count") })
        .meta({ title: "Team chat" }),
      axiom: processor("Log service"),
      posthog: processor("Product analytics"),
      hosting: z
        .strictObject({
          name: formText("Name"),
          role: formText("Role"),
          received: formText("Received"),
          logs: formText("Added when its logs keep ours").meta({
            description: "Follows what it received when no log service is set up",
          }),
        })
        .meta({ title: "Hosting provider" }),
    })
    .meta({ title: "Who received it", description: "Each service shown only when it received something" }),
  correction: z
    .strictObject({
      note: requiredNote(),
      name: formText("Name label"),
      company: formText("Company label"),
      size: formText("Company size label"),
      optional: formText("Optional marker"),
      notGiven: formText("No company size"),
      fields: z
        .strictObject({ name: formText("name"), company: formText("company"), emp_count: formText("company size") })
        .meta({ title: "The fields, as the saved message names them" }),
      saved: formText("Saved", ["fields"]),
      unchanged: formText("Nothing changed"),
      rateLimited: formText("Too many changes"),
      failed: formText("Could not be saved"),
      submit: formText("Save button"),
      sending: formText("Save button while saving"),
    })
    .meta({ title: "The correction form" }),
  erase: z
    .strictObject({
      erases: formText("Before what it erases"),
      erasesList: z.array(formText("What it erases")).min(1).meta({
        title: "What it erases",
        itemLabel: "Thing it erases",
        description: "Must say exactly what the button does (api/rights/erasure.ts): change it only with the code",
      }),
      keeps: formText("Before what it cannot reach"),
      keepsList: z
        .array(formText("What it cannot reach"))
        .min(1)
        .meta({ title: "What it cannot reach", itemLabel: "Thing it cannot reach" }),
      failed: formText("Could not be erased"),
      button: formText("Button"),
      sending: formText("Button while erasing"),
    })
    .meta({ title: "The erase button" }),
  ...publishing,
})
export type YourDataWords = Omit<z.infer<typeof yourDataWordsSchema>, keyof typeof publishing>

/** A translation of your-data.yaml (content/<language>/your-data.yaml): whatever it leaves out is the English. */
export const yourDataWordsTranslationSchema = z.strictObject({
  ...(deepPartial(yourDataWordsSchema.omit({ publishAt: true })) as z.ZodObject).shape,
  translatedFrom,
  ...publishing,
})

/**
 * A translation of emails.yaml (content/<language>/emails.yaml): the emails to a visitor who sent the form in that
 * language (the confirmation, the your-data link). Whatever it leaves out is the English; the staff's emails stay in
 * the team's language.
 */
export const emailsTranslationSchema = z.strictObject({
  confirmation: emailsSchema.shape.confirmation.partial().extend({ next: byTopic.partial().optional() }).optional(),
  rights: emailsSchema.shape.rights.partial().optional(),
  translatedFrom,
  ...publishing,
})
