import type { EmailBrand } from "../../schema/email-content"
import { languageFontStack, type Language } from "../../contracts/languages"
import { escapeHtml } from "./email-text"

// The HTML frame every email shares: tables and inline styles (what mail clients render reliably), one column at
// most 560 px wide that shrinks to a phone's width, the brand colour from content/site.yaml. Callers pass HTML
// that is already escaped. Every text's font is the email's language's: the system fonts of its script first
// (content/languages.yaml's `fonts`: Nirmala UI, not Outlook's own fallback, for Hindi on Windows), then the stack
// below. Each element names it, as Outlook does not inherit a font from the cell around it.

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif"
const TEXT = "#0f172a"
const MUTED = "#475569"
const PAGE = "#f1f5f9"

/** The language of an email: its code (for <html lang>) and the fonts of its script. */
export type EmailLanguage = Pick<Language, "code" | "fonts">

/** The inline styles of an email's parts, in the font of the email's language. */
export function emailStyles(language: Pick<Language, "fonts">) {
  const font = languageFontStack(language, FONT, "'")
  return {
    font,
    paragraph: `margin:0 0 16px;font-family:${font};font-size:16px;line-height:1.6;color:${TEXT};`,
    heading: `margin:24px 0 8px;font-family:${font};font-size:18px;line-height:1.35;font-weight:700;color:${TEXT};`,
    small: `margin:0 0 12px;font-family:${font};font-size:14px;line-height:1.55;color:${MUTED};`,
    link: (color: string) => `color:${color};text-decoration:underline;word-break:break-all;`,
    cellLabel: `padding:8px 12px 8px 0;font-family:${font};font-size:14px;line-height:1.5;color:${MUTED};vertical-align:top;white-space:nowrap;`,
    cellValue: `padding:8px 0;font-family:${font};font-size:15px;line-height:1.5;color:${TEXT};vertical-align:top;word-break:break-word;`,
    quote: `margin:0 0 16px;padding:12px 16px;background:${PAGE};border-radius:8px;font-family:${font};font-size:15px;line-height:1.6;color:${TEXT};white-space:pre-wrap;word-break:break-word;`,
    /** A button that survives Outlook: a coloured cell around a padded link. `href` and `label` are escaped here. */
    button: (href: string, label: string, color: string) =>
      `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px;"><tr>` +
      `<td style="border-radius:8px;background:${color};">` +
      `<a href="${escapeHtml(href)}" style="display:inline-block;padding:14px 24px;font-family:${font};font-size:16px;line-height:1.2;font-weight:600;color:#ffffff;text-decoration:none;border-radius:8px;">${escapeHtml(label)}</a>` +
      `</td></tr></table>`,
  }
}

/** The link to the your-data form at the foot of an email to a visitor. `href` and `label` are escaped here. */
export function yourDataLink(href: string, label: string, color: string): string {
  return `<a href="${escapeHtml(href)}" style="color:${color};text-decoration:underline;">${escapeHtml(label)}</a>`
}

export interface LayoutInput {
  brand: EmailBrand
  /** The language the email is written in (content/languages.yaml): <html lang> and the fonts of its script. */
  language: EmailLanguage
  /** The document title (the subject), plain text. */
  title: string
  /** The line mail apps show after the subject, plain text. */
  preheader: string
  /** Escaped HTML. */
  body: string
  /** Escaped HTML for the foot, above the legal name: the your-data link, the privacy contact. */
  foot?: string
}

export function emailLayout({ brand, language, title, preheader, body, foot }: LayoutInput): string {
  const { font } = emailStyles(language)
  const color = brand.brandColor
  const host = new URL(brand.siteUrl).host
  return `<!doctype html>
<html lang="${escapeHtml(language.code)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:0;background:${PAGE};">
<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${PAGE};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background:#ffffff;border-radius:12px;border-top:4px solid ${color};">
<tr><td style="padding:24px 24px 4px;font-family:${font};font-size:20px;line-height:1.3;font-weight:700;color:${color};">${escapeHtml(brand.productName)}</td></tr>
<tr><td style="padding:12px 24px 16px;">
${body}
</td></tr>
</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;">
${foot ? `<tr><td style="padding:16px 24px 0;font-family:${font};font-size:13px;line-height:1.6;color:${MUTED};">${foot}</td></tr>\n` : ""}<tr><td style="padding:16px 24px;font-family:${font};font-size:12px;line-height:1.6;color:${MUTED};">${escapeHtml(brand.legalName)}<br>${escapeHtml(brand.address)}<br><a href="${escapeHtml(brand.siteUrl)}" style="color:${MUTED};">${escapeHtml(host)}</a></td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`
}
