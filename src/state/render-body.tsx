// gatsby-ssr's onRenderBody: the default preferences on <html> (what shows without JavaScript) and
// the boot script that replaces them with the visitor's own before first paint.
import type { GatsbySSR } from "gatsby"
import { BOOT_SCRIPT } from "./boot-script"
import { DEFAULT_BILLING, DEFAULT_CURRENCY, ROOT_ATTRIBUTES } from "./preferences"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  const defaults: Record<string, string> = {
    [ROOT_ATTRIBUTES.currency]: DEFAULT_CURRENCY,
    [ROOT_ATTRIBUTES.billing]: DEFAULT_BILLING,
  }
  setHtmlAttributes(defaults)
  setHeadComponents([<script key="pricing-preferences" dangerouslySetInnerHTML={{ __html: BOOT_SCRIPT }} />])
}
