// Where a Markdown page shows the privacy contact from content/site.yaml: a paragraph of its own that says only
// {privacyContact} (gatsby-transformer-remark makes it this HTML). The build fails on the placeholder anywhere else
// (gatsby/content-check.ts), so it never reaches a visitor as text.
export const PRIVACY_CONTACT_PLACEHOLDER = "{privacyContact}"
export const PRIVACY_CONTACT_PARAGRAPH = `<p>${PRIVACY_CONTACT_PLACEHOLDER}</p>`

/** The page's HTML in the pieces around each placeholder paragraph (one piece when there is none). */
export function splitAtPrivacyContact(html: string): string[] {
  return html.split(PRIVACY_CONTACT_PARAGRAPH)
}

/** Lines of a Markdown body that use the placeholder other than alone on a line (1-based). */
export function misplacedPrivacyContact(markdown: string): number[] {
  return markdown
    .split("\n")
    .flatMap((line, index) =>
      line.includes(PRIVACY_CONTACT_PLACEHOLDER) && line.trim() !== PRIVACY_CONTACT_PLACEHOLDER ? [index + 1] : [],
    )
}
