// The class names of what the browser hydrates on the pages most visitors see: the layout's two elements, the cookie
// banner, the pricing switches, and the frames around them and around the early-access form on a landing page (the
// hero's band is one too: the hero with the form is a frame). Their rules are in the global stylesheet
// (global-class-styles.ts, rendered by global-styles.tsx on the server), so these islands need no CSS-in-JS runtime in
// the browser: a page whose islands are only these downloads none of Emotion (docs/development.md "Static parts and
// islands"). Plain names: this module is in every page's JavaScript.
export const GLOBAL_CLASSES = {
  page: "site-page",
  main: "site-main",
  container: "site-container",
  section: "site-section",
  belowTheFold: "below-the-fold",
  cookieBanner: "cookie-banner",
  cookieBannerText: "cookie-banner-text",
  cookieBannerTitle: "cookie-banner-title",
  cookieBannerActions: "cookie-banner-actions",
  cookieBannerChoice: "cookie-banner-choice",
  priceSwitches: "price-switches",
  priceSwitch: "price-switch",
  priceSwitchOption: "price-switch-option",
  priceSwitchSymbol: "price-switch-symbol",
  pricingPlans: "pricing-plans",
  heroBand: "hero-band",
  heroWithForm: "hero-with-form",
  formSection: "form-section",
} as const
