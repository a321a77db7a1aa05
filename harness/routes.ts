import { articleRoutes } from "./article-routes"

/** Every route the site promises (the 404 page is checked separately); the blog's list and newest article too. */
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
  "/your-data",
  "/search",
  ...articleRoutes(),
]

/**
 * Pages only an email or a form's answer leads to (the confirmation email's links, the your-data link and the pages
 * the your-data form and link lead to): built and checked like the others, but noindex and out of the sitemap.
 */
export const EMAIL_ROUTES = [
  "/invite/confirm",
  "/invite/delete",
  "/your-data/sent",
  "/your-data/not-sent",
  "/your-data/open",
  "/your-data/view",
  "/your-data/expired",
]
