/** Every route the site promises (the 404 page is checked separately). */
export const ROUTES = ["/", "/contact", "/pricing", "/features", "/terms", "/privacy", "/return", "/cookie", "/about", "/invite"]
