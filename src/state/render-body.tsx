// gatsby-ssr's onRenderBody: the default preferences on <html> (what shows without JavaScript) and
// the boot script that replaces them with the visitor's own before first paint; with analytics on, the script
// that opens the cookie banner on a first visit before first paint (telemetry/consent-banner-boot.ts). And what
// every page's <head> has alike (the icon, the theme colour): written once into the document, not by each page's
// Head, whose code the browser runs again on every navigation.
import type { GatsbySSR } from "gatsby"
import { BOOT_SCRIPT } from "./boot-script"
import { analytics } from "../telemetry/analytics"
import { CONSENT_BOOT_SCRIPT } from "../telemetry/consent-banner-boot"
import { DEFAULT_BILLING, DEFAULT_CURRENCY, ROOT_ATTRIBUTES } from "./preferences"
import { theme } from "../../contracts/theme"
import { FOOTER_ID } from "../components/shell-ids"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  const defaults: Record<string, string> = {
    [ROOT_ATTRIBUTES.currency]: DEFAULT_CURRENCY,
    [ROOT_ATTRIBUTES.billing]: DEFAULT_BILLING,
  }
  setHtmlAttributes(defaults)
  setHeadComponents([
    // No paint before the page's <main> is parsed (the footer, which follows it, has started): a browser on a busy
    // phone or a slow network otherwise paints a half-parsed page, whose rows and lists move as their last items
    // arrive (layout shifts CI caught again and again). <main> ends at most 37 KB into a page's HTML (about 8 KB
    // compressed), so this holds the first paint back by a few KB at most. Chromium has it since 124; Firefox and
    // Safari ignore it (the header hides its own row until it is parsed, for them). tests/e2e/arrival.test.ts.
    <link key="expect-main" rel="expect" href={`#${FOOTER_ID}`} blocking="render" />,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    <meta key="theme-color" name="theme-color" content={theme.colors.primary} />,
    <script key="pricing-preferences" dangerouslySetInnerHTML={{ __html: BOOT_SCRIPT }} />,
    ...(analytics.enabled
      ? [<script key="consent-banner" dangerouslySetInnerHTML={{ __html: CONSENT_BOOT_SCRIPT }} />]
      : []),
  ])
}
