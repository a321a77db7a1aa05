// The one registry of content/*.yaml collections. Each entry names its file, the zod schema every build checks
// it against (content.ts) and, for the files the site queries, the GraphQL types written beside it; the
// node type is named after the file (pricing.yaml -> PricingYaml, see yaml-type-name.ts). gatsby-config (what is
// sourced), schema.ts (createTypes), validate.ts and content-check.ts (the checks) and pages.ts (which
// file a template needs) all read this list: a new collection is one entry here.
import type { z } from "zod"
import {
  contactSchema,
  emailsSchema,
  featuresSchema,
  formWordsSchema,
  pricingSchema,
  pricingTranslationSchema,
  siteSchema,
  siteTranslationSchema,
  featuresTranslationSchema,
  contactTranslationSchema,
  emailsTranslationSchema,
  formWordsTranslationSchema,
  yourDataWordsSchema,
  yourDataWordsTranslationSchema,
  type Template,
} from "./content"
import { redirectsSchema } from "./redirects"
import { yamlTypeName } from "./yaml-type-name"

export type Collection = {
  schema: z.ZodType
  /**
   * How the writers' editor (/admin) names the file and says what it holds, and, for a file no template reads
   * alone, the layout of the page its "View Preview" and "View Live" open (cms/cms-config.ts preview_path).
   */
  editor: { label: string; description: string; previewAt?: Template }
  /** GraphQL SDL: the node type (`type <TypeName> implements Node @dontInfer`) and the types it nests. */
  graphql?: string
  /**
   * Fields the schema allows that GraphQL does not expose (read by the build, not by pages). The publishing
   * fields (PUBLISHING_FIELDS, "Publish at") are never exposed and need not be listed.
   */
  buildOnly?: ReadonlyArray<string>
  /** The build fails without this file, for this reason. */
  requiredBecause?: string
  /** The page template that reads this file: a page using it fails the build when the file is missing. */
  template?: Template
  /** A list whose items writers know by name, so messages say `plan "Growth"` rather than "plans.1". */
  namedItems?: { list: string; noun: string; key: string }
  /**
   * The schema of a translation (content/<language>/<file>: the words only, each optional, with `translatedFrom`);
   * absent, the file is not translated. The one list of the YAML files a language may translate.
   */
  translation?: z.ZodType
  /**
   * For a file that is no GraphQL node: the pageContext fields that carry its words to the pages that show them (CI
   * checks those pages in a browser when the file changes).
   */
  pageContext?: ReadonlyArray<string>
}

export const collections = {
  "site.yaml": {
    schema: siteSchema,
    translation: siteTranslationSchema,
    editor: {
      label: "Brand, header and footer",
      description:
        "The product name, legal name, address and emails used everywhere, the header and footer links and the contact card above the footer.",
      // The header and footer are on every page; the home page shows them with the brand.
      previewAt: "sections",
    },
    requiredBecause: "the product name, legal name and address live there",
    // The emails' accent colour (the pages' colours come from contracts/theme.ts); the app's origin (CORS on
    // /changelog.json, config/changelog-api.ts).
    buildOnly: ["brandColor", "appOrigin"],
    graphql: `
      type SiteYaml implements Node @dontInfer {
        productName: String!
        tagline: String!
        description: String!
        legalName: String!
        address: String!
        email: String!
        supportEmail: String!
        phone: String!
        siteUrl: String!
        language: String!
        "Where times are shown: scheduled publishing, the articles' dates (an IANA zone name)."
        timeZone: String!
        headerLinks: [Cta!]!
        footerColumns: [FooterColumn!]!
        legalLinks: [Cta!]!
        contactCard: ContactCard!
        privacyContact: PrivacyContact!
        words: ShellWords!
        cookieBanner: CookieBannerWords!
      }
      "The cookie banner's words."
      type CookieBannerWords @dontInfer {
        title: String!
        text: String!
        policyLink: Cta!
        reject: String!
        accept: String!
      }
      "The shell's own words: header, footer, language switcher ({productName} in home is replaced)."
      type ShellWords @dontInfer {
        skipLink: String!
        home: String!
        menu: String!
        mainNav: String!
        footerNav: String!
        legalNav: String!
        cookieSettings: String!
        languages: String!
        lastUpdated: String!
        comparisonTopics: String!
        comparisonCaption: String!
        comparisonSources: String!
        comparisonSource: String!
        comparisonSourceLabel: String!
      }
      "Who answers privacy requests and grievances."
      type PrivacyContact @dontInfer {
        name: String!
        role: String!
        email: String!
        address: String!
      }
      "A footer column; {productName} in the heading is replaced by the product name."
      type FooterColumn @dontInfer {
        heading: String!
        links: [Cta!]!
      }
      type ContactCard @dontInfer {
        heading: String!
        text: String!
        button: Cta!
      }
    `,
  },
  "features.yaml": {
    schema: featuresSchema,
    translation: featuresTranslationSchema,
    editor: { label: "Features list", description: "The features shown on the Features page." },
    template: "features",
    graphql: `
      type FeaturesYaml implements Node @dontInfer {
        heading: String!
        text: String!
        features: [Feature!]!
      }
      type Feature @dontInfer {
        "How pages name the feature (a landing page's feature grid)."
        id: String!
        title: String!
        summary: String!
        points: [String!]!
        image: File @fileByRelativePath
        imageAlt: String
      }
    `,
  },
  "contact.yaml": {
    schema: contactSchema,
    translation: contactTranslationSchema,
    editor: {
      label: "Contact details",
      description: "The ways to reach us and the opening hours on the Contact page.",
    },
    template: "contact",
    graphql: `
      type ContactYaml implements Node @dontInfer {
        heading: String!
        text: String!
        channels: [ContactChannel!]!
        hours: String!
        officeHeading: String!
      }
      type ContactChannel @dontInfer {
        kind: String!
        label: String!
        value: String!
        note: String
      }
    `,
  },
  "pricing.yaml": {
    schema: pricingSchema,
    translation: pricingTranslationSchema,
    editor: {
      label: "Plans and prices",
      description:
        "The plans on the Pricing page and the home page. Amounts are per seat per month; INR is its own price list.",
    },
    template: "pricing",
    namedItems: { list: "plans", noun: "plan", key: "name" },
    graphql: `
      type PricingYaml implements Node @dontInfer {
        heading: String!
        text: String!
        highlightLabel: String!
        note: String!
        plans: [PricingPlan!]!
        words: PricingWords!
      }
      "The words around the prices, and the switches' names; {amount} and {percent} are filled in where shown."
      type PricingWords @dontInfer {
        perSeatPerMonth: String!
        billedYearly: String!
        billedMonthly: String!
        saveBadge: String!
        savingPerYear: String!
        saveWithYearly: String!
        billingPeriod: String!
        monthly: String!
        yearly: String!
        currency: String!
        plans: String!
        compare: String!
      }
      type PricingPlan @dontInfer {
        "How a translation names the plan."
        id: String!
        name: String!
        pitch: String!
        prices: PricingPrices!
        "Every price text the plan shows, per currency and billing period (src/pricing/views.ts)."
        views: [PriceView!]! @priceViews
        features: [String!]!
        cta: Cta!
        highlighted: Boolean
      }
      type PricingPrices @dontInfer {
        USD: PricingAmounts!
        INR: PricingAmounts!
      }
      "The texts for one currency and billing period (see PriceView in src/pricing/format.ts)."
      type PriceView @dontInfer {
        key: String!
        perMonth: String!
        yearlyTotal: String
        savingPercent: String
        savingAmount: String
      }
      "Per seat per month; yearly is the per-month price when billed yearly."
      type PricingAmounts @dontInfer {
        monthly: Float!
        yearly: Float!
      }
    `,
  },
  // Not a GraphQL collection (not sourced): the build reads it into the Functions (schema/email-content.ts).
  "emails.yaml": {
    schema: emailsSchema,
    translation: emailsTranslationSchema,
    editor: {
      label: "Emails",
      description:
        "Every sentence of the emails the request form and the your-data page send. {productName}, {name}, {company} and {topic} are filled in when an email is sent.",
      // No page shows an email; the request form sends them.
      previewAt: "invite",
    },
  },
  // Not a GraphQL collection (not sourced): the build puts its words, in a page's language, into the pageContext of
  // each page with a form (gatsby/pages.ts), and into the Functions (schema/email-content.ts).
  "form.yaml": {
    schema: formWordsSchema,
    translation: formWordsTranslationSchema,
    editor: {
      label: "Request form",
      description:
        "Every word of the early-access, demo and support form: its labels, its privacy notice, what replaces it once sent, and the messages under a field. A {word} in braces is filled in where the text is shown.",
      previewAt: "invite",
    },
    // The data's page names the topics and company sizes as the form does, and the your-data form's message under
    // the address is the form's: those pages' words carry them.
    pageContext: ["formWords", "yourDataWords"],
  },
  // Not a GraphQL collection (not sourced): the build puts its words, in a page's language, into the pageContext of
  // each your-data page (gatsby/pages.ts).
  "your-data.yaml": {
    schema: yourDataWordsSchema,
    translation: yourDataWordsTranslationSchema,
    editor: {
      label: "Your-data pages",
      description:
        "Every word of the your-data pages that is not their text: the form that emails a link to what we hold, the button on the page that link opens, every heading, field name and message of the page that shows the data, who received it, the correction form, the erase button, and the heading over who answers.",
      previewAt: "your-data-request",
    },
    pageContext: ["yourDataWords"],
  },
  // Not a GraphQL collection: the build reads it into _redirects (gatsby/addresses/), npm run serve into its answers.
  "redirects.yaml": {
    schema: redirectsSchema,
    editor: {
      label: "Redirects",
      description:
        "Old addresses and where they lead now: a renamed or moved page (permanent), a page away for a while (temporary), or a page retired on purpose (gone). Each with a note saying why.",
      // No page shows the list; the 410 page is what a retired address answers with.
      previewAt: "not-found",
    },
  },
} as const satisfies Record<string, Collection>

export type CollectionFile = keyof typeof collections

const entries = Object.entries(collections) as Array<[CollectionFile, Collection]>

/** The YAML files a language may translate (content/<language>/<file>), in the registry's order. */
export const translatableFiles = entries.filter(([, entry]) => entry.translation).map(([file]) => file)

/** The schema of a translation of `file`: the registry says which files have one. */
export function translationSchema(file: CollectionFile): z.ZodType {
  const schema = (collections[file] as Collection).translation
  if (!schema) throw new Error(`content/${file} is not translated (schema/collections.ts has no translation for it)`)
  return schema
}

/** The collections the site queries, each with its GraphQL node type. */
export const graphqlCollections = entries
  .filter(([, entry]) => entry.graphql)
  .map(([file, entry]) => ({ file, ...entry, typeName: yamlTypeName(file.replace(/\.yaml$/, "")) }))

/** content/ files gatsby-source-filesystem skips: the collections that are not GraphQL nodes. */
export const unsourcedFiles = entries.filter(([, entry]) => !entry.graphql).map(([file]) => file)

export function isCollectionFile(fileName: string): fileName is CollectionFile {
  return Object.prototype.hasOwnProperty.call(collections, fileName)
}

/** Which YAML file each template reads; a page using a template whose file is missing is an error. */
export const templateData: Partial<Record<Template, CollectionFile>> = Object.fromEntries(
  entries.flatMap(([file, entry]) => (entry.template ? [[entry.template, file]] : [])),
)
