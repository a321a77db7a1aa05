// The editor's previews, drawn by the site's own components (the same ones the templates render), in the site's
// theme, inside Decap's preview frame. Registered in cms/admin.tsx by the name of the collection or file.
import { useEffect, useState } from "react"
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
import { entryData, plainData, type PreviewProps } from "./preview-props"

type Site = z.infer<typeof siteSchema>
type Pricing = z.infer<typeof pricingSchema>

/** "2026-11-23" as the legal pages show it (the template's GraphQL formatString "D MMMM YYYY"). */
export function formatDate(value: unknown): string | null {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}/.test(value)) return null
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`)
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    date,
  )
}

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

export function ProsePreview(props: PreviewProps) {
  const data = entryData<{ title: string; lastUpdated: string }>(props)
  return (
    <PreviewFrame document={props.document}>
      <ProsePageBody
        title={data.title ?? ""}
        lastUpdated={formatDate(data.lastUpdated) && `Last updated ${formatDate(data.lastUpdated)}`}
      >
        <Prose>{props.widgetFor("body")}</Prose>
      </ProsePageBody>
    </PreviewFrame>
  )
}

/** Another entry's data (the home page shows pricing.yaml's plans), loaded once; none for no collection. */
export function useEntry<T>(props: PreviewProps, collection: string | null, slug: string | null): Partial<T> | null {
  const [data, setData] = useState<Partial<T> | null>(null)
  const { getCollection } = props
  useEffect(() => {
    let live = true
    if (!collection || !slug) return
    getCollection(collection, slug).then(
      (entry) => live && setData(plainData(entry?.get("data")) as Partial<T> | null),
      () => live && setData(null),
    )
    return () => {
      live = false
    }
  }, [getCollection, collection, slug])
  return data
}

export function PricingPreview(props: PreviewProps) {
  const content = pricingContent(entryData<Pricing>(props))
  const page = useEntry<{ title: string }>(props, "layout-pages", "page-pricing")
  if (!content) return null
  return (
    <PreviewFrame document={props.document}>
      <PageIntro title={page?.title ?? "Pricing"} />
      <PricingPlans content={content} />
    </PreviewFrame>
  )
}

/** site.yaml: the header and the footer (with its contact card) as every page shows them. */
export function SitePreview(props: PreviewProps) {
  const site = entryData<Site>(props)
  if (!site.contactCard || !site.words) return null
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
