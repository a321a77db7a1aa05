// The editor's previews, drawn by the site's own components (the same ones the templates render), in the site's
// theme, inside Decap's preview frame. Registered in cms/admin.tsx by the name of the collection or file.
import { useEffect } from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { z } from "zod"
import { PageIntro } from "../../src/components/page-intro"
import { Prose } from "../../src/components/prose"
import { ProsePageBody } from "../../src/components/prose-page-body"
import { Header } from "../../src/components/header"
import { Footer } from "../../src/components/footer"
import { PricingPlans } from "../../src/components/pricing/pricing-plans"
import type { PricingContent } from "../../src/pricing/pricing-fragment"
import { priceViews } from "../../src/pricing/views"
import type { pricingSchema, siteSchema } from "../../schema/content"
import { PreviewFrame } from "./preview-frame"
import { entryData, type PreviewProps } from "./preview-props"
import { layPricing, previewLanguage, useEntry, useShownEntry, useWords } from "./entries"
import { overlay } from "../../schema/overlay"
import { PAGE_COLLECTIONS, translatedCollection } from "../paths"
import { writtenDay } from "../../src/languages/written-date"

type Site = z.infer<typeof siteSchema>
type Pricing = z.infer<typeof pricingSchema>

/** The day of a date the editor holds ("2026-11-23", or the start of an ISO time), if it is one. */
export function isoDay(value: unknown): string | null {
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null
}

/** "2026-11-23" as the page's language writes it (23 November 2026, 23 नवंबर 2026); en-GB's by default. */
export const formatDate = (value: unknown, locale = "en-GB"): string | null => writtenDay(value, locale)

/** An image the editor holds (not yet processed by the build) in the shape the site's image component takes. */
export function previewImage(props: Pick<PreviewProps, "getAsset">, path: unknown): IGatsbyImageData | null {
  if (typeof path !== "string" || !path) return null
  const src = props.getAsset(path)?.toString()
  if (!src) return null
  return { layout: "constrained", width: 1200, height: 750, images: { fallback: { src } } }
}

/** pricing.yaml's plans with the price texts the build computes for them (GraphQL's PricingPlan.views). */
export function pricingContent(data: Partial<Pricing>): PricingContent | null {
  // Drawn once the editor holds its plans and their words (a writer may be halfway through adding them).
  if (!data.plans?.length || !data.words) return null
  const plans = data.plans.map((plan) => ({
    ...plan,
    highlighted: plan.highlighted ?? null,
    views: plan.prices?.USD && plan.prices.INR ? priceViews(plan.prices) : [],
  }))
  return { ...data, plans } as unknown as PricingContent
}

/** Draws the preview frame's <html lang> as the page's language (a Hindi page's, hi). */
export function useFrameLanguage(props: Pick<PreviewProps, "document">, code: string | undefined) {
  useEffect(() => {
    if (code) props.document.documentElement.lang = code
  }, [props.document, code])
}

export function ProsePreview(props: PreviewProps) {
  const data = entryData<{ title: string; lastUpdated: string }>(props)
  // "Last updated …" in the page's language, as the site writes it (site.yaml's words.lastUpdated, src/components/
  // prose-page.static.tsx), once site.yaml and its translation have loaded.
  const { code, locale } = previewLanguage(props)
  const site = useWords<Site>(props, "site", code, overlay)
  const date = formatDate(data.lastUpdated, locale)
  useFrameLanguage(props, code)
  return (
    <PreviewFrame document={props.document}>
      <ProsePageBody
        title={data.title ?? ""}
        lastUpdated={date && site?.words?.lastUpdated ? site.words.lastUpdated.replace("{date}", date) : null}
      >
        <Prose>{props.widgetFor("body")}</Prose>
      </ProsePageBody>
    </PreviewFrame>
  )
}

/** pricing.yaml, or its translation laid over it (content/hi/pricing.yaml), under the pricing page's title. */
export function PricingPreview(props: PreviewProps) {
  const { code } = previewLanguage(props)
  const pricing = useShownEntry<Pricing>(props, entryData<Pricing>(props), layPricing)
  const layoutPages = code ? translatedCollection(PAGE_COLLECTIONS.ownLayout, code) : PAGE_COLLECTIONS.ownLayout
  const page = useEntry<{ title: string }>(props, layoutPages, "page-pricing")
  useFrameLanguage(props, code)
  const content = pricing && pricingContent(pricing)
  if (!content) return null
  return (
    <PreviewFrame document={props.document}>
      <PageIntro title={page?.title ?? "Pricing"} />
      <PricingPlans content={content} />
    </PreviewFrame>
  )
}

/** site.yaml (or its translation laid over it): the header and the footer with its contact card, as pages show them. */
export function SitePreview(props: PreviewProps) {
  const { code } = previewLanguage(props)
  const site = useShownEntry<Site>(props, entryData<Site>(props), overlay)
  useFrameLanguage(props, code)
  if (!site?.contactCard || !site.words) return null
  return (
    <PreviewFrame document={props.document}>
      <Header
        productName={site.productName ?? ""}
        links={site.headerLinks ?? []}
        words={site.words}
        homePath="/"
        languages={[]}
      />
      <div style={{ height: "12rem" }} />
      <Footer
        productName={site.productName ?? ""}
        legalName={site.legalName ?? ""}
        address={site.address ?? ""}
        columns={site.footerColumns ?? []}
        legalLinks={site.legalLinks ?? []}
        contactCard={site.contactCard}
        floatingContact
        words={site.words}
        homePath="/"
        languages={[]}
      />
    </PreviewFrame>
  )
}
