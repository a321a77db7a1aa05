// gatsby-ssr's onRenderBody: the default preferences on <html> (what shows without JavaScript) and
// the boot script that replaces them with the visitor's own before first paint; with analytics on, the script
// that opens the cookie banner on a first visit before first paint (telemetry/consent-banner-boot.ts).
import type { GatsbySSR } from "gatsby"
import { BOOT_SCRIPT } from "./boot-script"
import { analytics } from "../telemetry/analytics"
import { CONSENT_BOOT_SCRIPT } from "../telemetry/consent-banner-boot"
import { DEFAULT_BILLING, DEFAULT_CURRENCY, ROOT_ATTRIBUTES } from "./preferences"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  const defaults: Record<string, string> = {
    [ROOT_ATTRIBUTES.currency]: DEFAULT_CURRENCY,
    [ROOT_ATTRIBUTES.billing]: DEFAULT_BILLING,
  }
  setHtmlAttributes(defaults)
  setHeadComponents([
    <script key="pricing-preferences" dangerouslySetInnerHTML={{ __html: BOOT_SCRIPT }} />,
    ...(analytics.enabled
      ? [<script key="consent-banner" dangerouslySetInnerHTML={{ __html: CONSENT_BOOT_SCRIPT }} />]
      : []),
  ])
}
