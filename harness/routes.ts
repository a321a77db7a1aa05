/** Every route the site promises (the 404 page is checked separately). */
export const ROUTES = [
  "/",
  "/contact",
  "/pricing",
  "/features",
  "/terms",
  "/privacy",
  "/return",
  "/cookie",
  "/about",
  "/invite",
]

/** Pages only the confirmation email links to: built and checked like the others, but noindex and out of the sitemap. */
export const EMAIL_ROUTES = ["/invite/confirm", "/invite/delete"]
